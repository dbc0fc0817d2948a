/**
 * Settings › Updates: the version running, where updates come from (the build's address or the policy
 * file's, read-only: the page never chooses it), what the updater is doing (earned: "up to date" only after
 * the feed answered, with when), "Check now" and "Restart and install" (which ClaimDesk confirms in its own
 * dialog), and the settings: on/off, the channel, and how long "Later" may be answered. Browser mode has no updater and says so.
 */
import { useEffect, useId, useState } from 'react';
import {
  DEFER_DAYS_LIMITS,
  UPDATE_CHANNELS,
  UpdateChannel,
  type UpdateSettings,
} from '../../../shared/domain/settings';
import type { UpdateFeed, UpdateStatus } from '../../../shared/domain/updates';
import { Button } from '../../components/Button';
import { InstallsAfter } from '../../components/InstallsAfter';
import { fieldError } from '../../components/field-errors';
import { Notice } from '../../components/Notice';
import { Trans, useFormat, useTranslation } from '../../i18n';
import { useUpdates } from '../../stores/updates';
import { useSettingsDraft } from './settings-drafts';

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
  const draft = useSettingsDraft('updates', {
    page: 'computer',
    fields: ['enabled', 'channel', 'deferDays'],
    initial: () => ({ enabled: settings.enabled, channel: settings.channel, deferDays: String(settings.deferDays) }),
    own: ({ enabled, channel, deferDays }) => {
      const days = Number(deferDays.trim() || NaN);
      return configure({
        enabled,
        ...(locks.channel === undefined && channel !== settings.channel && { channel }),
        ...(locks.deferDays === undefined && days !== settings.deferDays && { deferDays: days }),
      });
    },
  });
  const { enabled, channel, deferDays } = draft.typed;
  const hintId = useId();
  const channelId = useId();
  const deferId = useId();
  const problem = fieldError(draft.error, 'deferDays');

  return (
    <form className="settings-form" onSubmit={draft.submit} aria-label={t('form')} noValidate>
      <label className="choice">
        <input
          type="checkbox"
          checked={enabled}
          disabled={locks.enabled !== undefined}
          aria-describedby={hintId}
          onChange={(event) => {
            const on = event.target.checked;
            draft.edit((current) => ({ ...current, enabled: on }));
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
          const picked = UpdateChannel.parse(event.target.value);
          draft.edit((current) => ({ ...current, channel: picked }));
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
        aria-describedby={problem ? `${deferId} ${deferId}-error` : deferId}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          const typed = event.target.value;
          draft.edit((current) => ({ ...current, deferDays: typed }));
        }}
      />
      <PartHint id={deferId} hint={t('deferDays.hint', DEFER_DAYS_LIMITS)} lockedBy={locks.deferDays} />
      {problem && (
        <p id={`${deferId}-error`} className="field-error">
          {problem}
        </p>
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
