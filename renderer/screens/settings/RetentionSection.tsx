/**
 * Settings › How long data is kept: the retention periods (main/retention), each a whole number of days
 * within its bounds (shared/domain/settings.ts), saved together like any other setting.
 */
import { RETENTION_LIMITS, type RetentionPeriod, type RetentionSettings } from '../../../shared/domain/settings';
import { Field } from '../../components/Field';
import { fieldProblem } from '../../components/field-errors';
import { useTranslation } from '../../i18n';
import type { SettingsView } from '../../../shared/ops/operations';
import { useSettingsDraft } from './settings-drafts';
import { lockedBy } from './locked-by';

const PERIODS = Object.keys(RETENTION_LIMITS) as RetentionPeriod[];
const fieldOf = (period: RetentionPeriod): string => `retention.${period}`;

/** `policy`: the periods the policy file sets are disabled and say so; saving sends them unchanged. */
export function RetentionSection({
  retention,
  policy,
}: {
  readonly retention: RetentionSettings;
  readonly policy?: SettingsView['policy'];
}) {
  const { t } = useTranslation(['retention', 'settings']);
  // What is typed goes as a number ('' as NaN): the core refuses anything out of bounds, next to its field.
  const draft = useSettingsDraft('retention', {
    page: 'data',
    fields: PERIODS.map(fieldOf),
    initial: () =>
      Object.fromEntries(PERIODS.map((period) => [period, String(retention[period])])) as Record<
        RetentionPeriod,
        string
      >,
    patch: (typed) => ({
      retention: Object.fromEntries(
        PERIODS.map((period) => [period, Number(typed[period].trim() || NaN)]),
      ) as RetentionSettings,
    }),
  });

  return (
    <section className="retention-section" aria-labelledby="retention-heading">
      <h3 id="retention-heading">{t('heading')}</h3>
      <p>
        {t('intro')} {t('applies')}
      </p>
      <form className="settings-form" onSubmit={draft.submit} aria-label={t('form')} noValidate>
        {PERIODS.map((period) => {
          const { min, max } = RETENTION_LIMITS[period];
          const locked = policy && lockedBy({ policy }, fieldOf(period));
          return (
            <Field
              key={period}
              label={t(period)}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={1}
              value={draft.typed[period]}
              error={fieldProblem(draft.error, fieldOf(period)) && t('outOfRange', { min, max })}
              disabled={locked !== undefined}
              hint={
                locked === undefined
                  ? `${t(`${period}Hint`)} ${t('range', { min, max })}`
                  : t('settings:policy.locked', { file: locked })
              }
              onChange={(event) => {
                const value = event.target.value;
                draft.edit((current) => ({ ...current, [period]: value }));
              }}
            />
          );
        })}
      </form>
    </section>
  );
}
