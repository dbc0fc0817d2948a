/**
 * Settings › Updates: the version running, where updates come from (the build's address or the policy
 * file's, read-only: the page never chooses it), what the updater is doing (earned: "up to date" only after
 * the feed answered, with when), "Check now" and "Restart and install" (which ClaimDesk confirms in its own
 * dialog), and the settings: on/off, the channel, and how long "Later" may be answered. Browser mode has no updater and says so.
 */
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import {
  DEFER_DAYS_LIMITS,
  UPDATE_CHANNELS,
  UpdateChannel,
  type UpdateSettings,
} from '../../../shared/domain/settings';
import type { UpdateFeed, UpdateStatus } from '../../../shared/domain/updates';
import type { OperationError } from '../../../shared/ops/define';
import { Button } from '../../components/Button';
import { InstallsAfter } from '../../components/InstallsAfter';
import { formMessage } from '../../components/field-errors';
import { Notice } from '../../components/Notice';
import { Trans, useFormat, useTranslation } from '../../i18n';
import { useUpdates } from '../../stores/updates';
import { SaveRow } from './SaveRow';

function StateText({ status }: { readonly status: UpdateStatus }) {
  const { t } = useTranslation('updates');
  const format = useFormat();
  const { state } = status;
  const stamp = (at: string) => ({
    values: { stamp: format.dateTime(at) },
    components: { time: <time dateTime={at} /> },
  });
  switch (state.phase) {
    case 'unavailable':
      return <p>{t('desktopOnly')}</p>;
    case 'off':
      return <p>{t('state.off')}</p>;
    case 'idle':
      return <p>{t('state.idle')}</p>;
    case 'checking':
      return <p>{t('state.checking')}</p>;
    case 'up-to-date': {
      const { values, components } = stamp(state.checkedAt);
      return (
        <p>
          <Trans
            t={t}
            i18nKey="state.upToDate"
            values={{ ...values, version: status.currentVersion ?? '' }}
            components={components}
          />
        </p>
      );
    }
    case 'downloading':
      return (
        <p>
          {t('state.downloading', { version: state.version, share: state.percent / 100 })}{' '}
          <progress max={100} value={state.percent} aria-label={t('state.progress')} />
        </p>
      );
    case 'ready':
      if (state.waitingFor === null)
        return (
          <>
            <p>{t('state.ready', { version: state.version })}</p>
            {status.installsAfter && <InstallsAfter at={status.installsAfter} />}
          </>
        );
      return (
        <>
          <p>{t('state.waiting', { version: state.version })}</p>
          <ul>
            {state.waitingFor.map((blocker) => (
              <li key={blocker}>{t(`blocker.${blocker}`)}</li>
            ))}
          </ul>
        </>
      );
    case 'installing':
      return <p>{t('state.installing', { version: state.version })}</p>;
    case 'failed':
      return (
        // Inside the section's live region: a notice's own role would announce it twice.
        <div className="notice notice-error">
          <p className="notice-title">{t(`failed.${state.stage}`)}</p>
          <p>{t(`reason.${state.failure.reason}`)}</p>
          <p>
            <Trans t={t} i18nKey="failed.when" {...stamp(state.failedAt)} />
            {status.lastCheckedAt !== null && (
              <>
                {' '}
                <Trans t={t} i18nKey="failed.lastAnswer" {...stamp(status.lastCheckedAt)} />
              </>
            )}
          </p>
          <p>
            {t('failed.detail')} <code>{state.failure.detail}</code>
          </p>
        </div>
      );
  }
}

function Actions({ status }: { readonly status: UpdateStatus }) {
  const { t } = useTranslation('updates');
  const { checkNow, install } = useUpdates();
  const [busy, setBusy] = useState<'check' | 'install' | undefined>();
  const run = async (action: 'check' | 'install'): Promise<void> => {
    setBusy(action);
    await (action === 'check' ? checkNow() : install());
    setBusy(undefined);
  };
  const { phase } = status.state;
  const readyToInstall = status.state.phase === 'ready' && status.state.waitingFor === null;
  if (!status.settings.enabled) return null;
  return (
    <div className="actions">
      <Button
        onClick={() => void run('check')}
        busy={busy === 'check'}
        disabled={phase === 'checking' || phase === 'downloading' || phase === 'ready' || phase === 'installing'}
      >
        {t('checkNow')}
      </Button>
      {readyToInstall && (
        <>
          <Button variant="primary" onClick={() => void run('install')} busy={busy === 'install'}>
            {t('install')}
          </Button>
          <p className="field-hint">{t('installHint')}</p>
        </>
      )}
    </div>
  );
}

function FeedText({ feed }: { readonly feed: UpdateFeed }) {
  const { t } = useTranslation('updates');
  if (feed.source === 'none' || feed.url === null) return <p>{t(`feed.${feed.problem ?? 'not-installed'}`)}</p>;
  return (
    <p>
      <Trans t={t} i18nKey={`feed.${feed.source}`} values={{ url: feed.url }} components={{ code: <code /> }} />
    </p>
  );
}

/** Who locks each update part (the policy file, with IT's contact); a part absent is staff's to change. */
export type UpdateLocks = { readonly [Part in keyof UpdateSettings]?: string | undefined };

/** The note under a part: its own hint, or who set it when the policy locks it. */
function PartHint({ id, hint, lockedBy }: { readonly id: string; readonly hint: string; readonly lockedBy?: string }) {
  const { t } = useTranslation(['updates', 'settings']);
  return (
    <p id={id} className="field-hint">
      {lockedBy === undefined ? hint : t('settings:policy.locked', { file: lockedBy })}
    </p>
  );
}

/**
 * The on/off box, the channel and how many days "Later" may be answered. A part the policy locks is disabled
 * and says who set it; the form sends `enabled` and only the other parts staff changed and may change.
 */
function SettingsForm({ settings, locks }: { readonly settings: UpdateSettings; readonly locks: UpdateLocks }) {
  const { t } = useTranslation(['updates', 'settings']);
  const configure = useUpdates((state) => state.configure);
  const [enabled, setEnabled] = useState(settings.enabled);
  const [channel, setChannel] = useState<UpdateChannel>(settings.channel);
  const [deferDays, setDeferDays] = useState(String(settings.deferDays));
  const [error, setError] = useState<OperationError | undefined>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const channelId = useId();
  const deferId = useId();
  const edited = (): void => setSaved(false);
  const message = formMessage(error, ['enabled', 'channel', 'deferDays']);
  const allLocked = locks.enabled !== undefined && locks.channel !== undefined && locks.deferDays !== undefined;

  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    setBusy(true);
    const days = Number(deferDays);
    const refusal = await configure({
      enabled,
      ...(locks.channel === undefined && channel !== settings.channel && { channel }),
      ...(locks.deferDays === undefined && days !== settings.deferDays && { deferDays: days }),
    });
    setBusy(false);
    setError(refusal);
    setSaved(refusal === undefined);
  };

  return (
    <form className="settings-form" onSubmit={(event) => void submit(event)} aria-label={t('form')}>
      <label className="choice">
        <input
          type="checkbox"
          checked={enabled}
          disabled={locks.enabled !== undefined}
          aria-describedby={hintId}
          onChange={(event) => {
            setEnabled(event.target.checked);
            edited();
          }}
        />{' '}
        {t('enabled')}
      </label>
      <PartHint id={hintId} hint={t('enabledHint')} lockedBy={locks.enabled} />
      <label htmlFor={`${channelId}-field`}>{t('channel.label')}</label>
      <select
        id={`${channelId}-field`}
        value={channel}
        disabled={locks.channel !== undefined}
        aria-describedby={channelId}
        onChange={(event) => {
          setChannel(UpdateChannel.parse(event.target.value));
          edited();
        }}
      >
        {UPDATE_CHANNELS.map((option) => (
          <option key={option} value={option}>
            {t(`channel.${option}`)}
          </option>
        ))}
      </select>
      <PartHint id={channelId} hint={t('channel.hint')} lockedBy={locks.channel} />
      <label htmlFor={`${deferId}-field`}>{t('deferDays.label')}</label>
      <input
        id={`${deferId}-field`}
        type="number"
        inputMode="numeric"
        min={DEFER_DAYS_LIMITS.min}
        max={DEFER_DAYS_LIMITS.max}
        step={1}
        required
        value={deferDays}
        disabled={locks.deferDays !== undefined}
        aria-describedby={deferId}
        onChange={(event) => {
          setDeferDays(event.target.value);
          edited();
        }}
      />
      <PartHint id={deferId} hint={t('deferDays.hint', DEFER_DAYS_LIMITS)} lockedBy={locks.deferDays} />
      {!allLocked && (
        <SaveRow label={t('save')} busy={busy} notSaved={t('notSaved')} refusal={message} saved={saved && t('saved')} />
      )}
    </form>
  );
}

export function UpdatesSection({ lockedBy = {} }: { readonly lockedBy?: UpdateLocks } = {}) {
  const { t } = useTranslation('updates');
  const { status, error, follow } = useUpdates();
  useEffect(follow, [follow]);
  const available = status !== undefined && status.state.phase !== 'unavailable';
  return (
    <section className="updates-section" aria-labelledby="updates-heading">
      <h3 id="updates-heading">{t('heading')}</h3>
      {error && (
        <Notice tone="error">
          <p>{error.message}</p>
        </Notice>
      )}
      {status?.currentVersion && <p>{t('version', { version: status.currentVersion })}</p>}
      {available && <FeedText feed={status.feed} />}
      {status && (
        <div role="status" aria-live="polite">
          <StateText status={status} />
        </div>
      )}
      {available && <Actions status={status} />}
      {available && <SettingsForm settings={status.settings} locks={lockedBy} />}
    </section>
  );
}
