/**
 * Settings › Backups to the IT folder: the folder IT chose for copies of the backups (and "Send to IT"), how
 * often, and the log's level; then the last copy (its time with the zone), the last failure in words, and a
 * warning while the copies are stale (main/store/offsite-backup.ts). Values the policy file sets are disabled.
 */
import { useState, type SyntheticEvent } from 'react';
import { BACKUP_EVERY_HOURS_LIMITS, LogLevelSetting } from '../../../shared/domain/settings';
import type { OperationError } from '../../../shared/ops/define';
import type { SettingsView } from '../../../shared/ops/operations';
import { Field } from '../../components/Field';
import { fieldProblem, formMessage } from '../../components/field-errors';
import { Notice } from '../../components/Notice';
import { useFormat, useProblemWords, useTranslation } from '../../i18n';
import { useSettings } from '../../stores/settings';
import { SaveRow } from './SaveRow';
import { lockedBy } from './locked-by';

const FIELDS = ['backup.folder', 'backup.everyHours', 'log.level'];

function CopyStatus({ status }: { readonly status: SettingsView['offsiteBackup'] }) {
  const { t } = useTranslation('settings');
  const format = useFormat();
  if (status.folder === null) return <p className="muted">{t('offsite.off')}</p>;
  return (
    <>
      <p>{t('offsite.deskFolder', { folder: status.deskFolder })}</p>
      <p>
        {status.lastSuccessAt === null
          ? t('offsite.never')
          : t('offsite.lastCopy', { time: format.dateTime(status.lastSuccessAt) })}
      </p>
      {status.lastFailure && (
        <p>
          {t('offsite.lastFailure', {
            time: format.dateTime(status.lastFailure.at),
            reason: status.failureWords ?? '',
          })}
        </p>
      )}
      {status.stale && (
        <Notice tone="warn" title={t('offsite.staleTitle')}>
          <p>{t('offsite.stale', { hours: status.everyHours * 2 })}</p>
        </Notice>
      )}
    </>
  );
}

export function BackupSection({ view }: { readonly view: SettingsView }) {
  const { t } = useTranslation('settings');
  const words = useProblemWords();
  const save = useSettings((state) => state.save);
  const [folder, setFolder] = useState(view.backup.folder ?? '');
  const [everyHours, setEveryHours] = useState(String(view.backup.everyHours));
  const [level, setLevel] = useState<LogLevelSetting>(view.log.level);
  const [error, setError] = useState<OperationError | undefined>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const locked = {
    folder: lockedBy(view, 'backup.folder'),
    everyHours: lockedBy(view, 'backup.everyHours'),
    level: lockedBy(view, 'log.level'),
  };
  const hint = (own: string, by: string | undefined): string =>
    by === undefined ? own : t('policy.locked', { file: by });
  const edited = (): void => setSaved(false);

  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    setBusy(true);
    const refusal = await save({
      backup: { folder: folder.trim() === '' ? null : folder.trim(), everyHours: Number(everyHours) },
      log: { level },
    });
    setBusy(false);
    setError(refusal);
    setSaved(refusal === undefined);
  };

  return (
    <section className="backup-section" aria-labelledby="backup-section-heading">
      <h3 id="backup-section-heading">{t('offsite.heading')}</h3>
      <p>{t('offsite.intro')}</p>
      <form className="settings-form" onSubmit={(event) => void submit(event)}>
        <Field
          label={t('offsite.folder')}
          value={folder}
          disabled={locked.folder !== undefined}
          hint={hint(t('offsite.folderHint'), locked.folder)}
          error={words(fieldProblem(error, 'backup.folder'))}
          onChange={(event) => {
            setFolder(event.target.value);
            edited();
          }}
        />
        <Field
          label={t('offsite.everyHours')}
          type="number"
          inputMode="numeric"
          min={BACKUP_EVERY_HOURS_LIMITS.min}
          max={BACKUP_EVERY_HOURS_LIMITS.max}
          value={everyHours}
          disabled={locked.everyHours !== undefined}
          hint={hint(t('offsite.everyHoursHint', BACKUP_EVERY_HOURS_LIMITS), locked.everyHours)}
          error={words(fieldProblem(error, 'backup.everyHours'))}
          onChange={(event) => {
            setEveryHours(event.target.value);
            edited();
          }}
        />
        <div className="field">
          <label htmlFor="log-level" className="label">
            {t('offsite.logLevel')}
          </label>
          <select
            id="log-level"
            aria-describedby="log-level-hint"
            value={level}
            disabled={locked.level !== undefined}
            onChange={(event) => {
              setLevel(LogLevelSetting.parse(event.target.value));
              edited();
            }}
          >
            {LogLevelSetting.options.map((option) => (
              <option key={option} value={option}>
                {t(`offsite.level.${option}`)}
              </option>
            ))}
          </select>
          <p id="log-level-hint" className="field-hint">
            {hint(t('offsite.logLevelHint'), locked.level)}
          </p>
        </div>
        <SaveRow
          label={t('offsite.save')}
          busy={busy}
          notSaved={t('notSaved')}
          refusal={formMessage(error, FIELDS)}
          saved={saved && t('offsite.saved')}
        />
      </form>
      <CopyStatus status={view.offsiteBackup} />
    </section>
  );
}
