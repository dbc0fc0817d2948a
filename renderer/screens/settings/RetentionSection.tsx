/**
 * Settings › How long data is kept: the retention periods (main/retention), each a whole number of days
 * within its bounds (shared/domain/settings.ts), saved together like any other setting.
 */
import { useState, type SyntheticEvent } from 'react';
import { RETENTION_LIMITS, type RetentionPeriod, type RetentionSettings } from '../../../shared/domain/settings';
import type { OperationError } from '../../../shared/ops/define';
import { Field } from '../../components/Field';
import { fieldProblem, formMessage } from '../../components/field-errors';
import { useTranslation } from '../../i18n';
import { useSettings } from '../../stores/settings';
import type { SettingsView } from '../../../shared/ops/operations';
import { SaveRow } from './SaveRow';
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
  const save = useSettings((state) => state.save);
  const [typed, setTyped] = useState<Record<RetentionPeriod, string>>(
    () =>
      Object.fromEntries(PERIODS.map((period) => [period, String(retention[period])])) as Record<
        RetentionPeriod,
        string
      >,
  );
  const [error, setError] = useState<OperationError | undefined>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const message = formMessage(error, PERIODS.map(fieldOf));

  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    setBusy(true);
    // What is typed goes as a number ('' as NaN): the core refuses anything out of bounds, next to its field.
    const periods = Object.fromEntries(PERIODS.map((period) => [period, Number(typed[period].trim() || NaN)]));
    const refusal = await save({ retention: periods as RetentionSettings });
    setBusy(false);
    setError(refusal);
    setSaved(refusal === undefined);
  };

  return (
    <section className="retention-section" aria-labelledby="retention-heading">
      <h3 id="retention-heading">{t('heading')}</h3>
      <p>{t('intro')}</p>
      <form className="settings-form" onSubmit={(event) => void submit(event)} aria-label={t('form')} noValidate>
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
              value={typed[period]}
              error={fieldProblem(error, fieldOf(period)) && t('outOfRange', { min, max })}
              disabled={locked !== undefined}
              hint={
                locked === undefined
                  ? `${t(`${period}Hint`)} ${t('range', { min, max })}`
                  : t('settings:policy.locked', { file: locked })
              }
              onChange={(event) => {
                setTyped((current) => ({ ...current, [period]: event.target.value }));
                setSaved(false);
              }}
            />
          );
        })}
        <SaveRow label={t('save')} busy={busy} notSaved={t('notSaved')} refusal={message} saved={saved && t('saved')} />
      </form>
    </section>
  );
}
