/**
 * Settings › Backups to the IT folder: the folder IT chose for copies of the backups (and "Send to IT"), how
 * often, and the log's level; then the last copy (its time with the zone), the last failure in words, and a
 * warning while the copies are stale (main/store/offsite-backup.ts). Values the policy file sets are disabled.
 */
import { BACKUP_EVERY_HOURS_LIMITS, LogLevelSetting } from '../../../shared/domain/settings';
import type { SettingsView } from '../../../shared/ops/operations';
import { Field } from '../../components/Field';
import { fieldProblem } from '../../components/field-errors';
import { Notice } from '../../components/Notice';
import { useFormat, useProblemWords, useTranslation } from '../../i18n';
import { useSettingsDraft } from './settings-drafts';
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
  const draft = useSettingsDraft('backup', {
    page: 'data',
    fields: FIELDS,
    initial: () => ({
      folder: view.backup.folder ?? '',
      everyHours: String(view.backup.everyHours),
      level: view.log.level,
    }),
    patch: ({ folder, everyHours, level }) => ({
      backup: { folder: folder.trim() === '' ? null : folder.trim(), everyHours: Number(everyHours.trim() || NaN) },
      log: { level },
    }),
  });
  const { folder, everyHours, level } = draft.typed;
  const error = draft.error;
  const locked = {
    folder: lockedBy(view, 'backup.folder'),
    everyHours: lockedBy(view, 'backup.everyHours'),
    level: lockedBy(view, 'log.level'),
  };
  const hint = (own: string, by: string | undefined): string =>
    by === undefined ? own : t('policy.locked', { file: by });

  return (
    <section className="backup-section" aria-labelledby="backup-section-heading">
      <h3 id="backup-section-heading">{t('offsite.heading')}</h3>
      <p>{t('offsite.intro')}</p>
      <form className="settings-form" onSubmit={draft.submit} noValidate>
        <Field
          label={t('offsite.folder')}
          value={folder}
          disabled={locked.folder !== undefined}
          hint={hint(t('offsite.folderHint'), locked.folder)}
          error={words(fieldProblem(error, 'backup.folder'))}
          onChange={(event) => {
            const typed = event.target.value;
            draft.edit((current) => ({ ...current, folder: typed }));
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
            const typed = event.target.value;
            draft.edit((current) => ({ ...current, everyHours: typed }));
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
              const picked = LogLevelSetting.parse(event.target.value);
              draft.edit((current) => ({ ...current, level: picked }));
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
      </form>
      <CopyStatus status={view.offsiteBackup} />
    </section>
  );
}
