/**
 * Settings › The insurer's status of sent claims: how long after sending a claim's batch is read back, and how
 * often (main/sync/follow-up/status-follow-up.ts), each a whole number within its bounds (shared/domain/settings.ts).
 * Its words are the outbox's, where the statuses show.
 */
import { useState, type SyntheticEvent } from 'react';
import { FOLLOW_UP_LIMITS, type FollowUpField, type FollowUpSettings } from '../../../shared/domain/settings';
import type { OperationError } from '../../../shared/ops/define';
import { Field } from '../../components/Field';
import { fieldProblem, formMessage } from '../../components/field-errors';
import { useTranslation } from '../../i18n';
import { useSettings } from '../../stores/settings';
import { SaveRow } from './SaveRow';

const FIELDS = Object.keys(FOLLOW_UP_LIMITS) as FollowUpField[];
const pathOf = (field: FollowUpField): string => `statusFollowUp.${field}`;

export function FollowUpSection({ followUp }: { readonly followUp: FollowUpSettings }) {
  const { t } = useTranslation('outbox');
  const save = useSettings((state) => state.save);
  const [typed, setTyped] = useState(() => ({
    maxAgeDays: String(followUp.maxAgeDays),
    intervalHours: String(followUp.intervalHours),
  }));
  const [error, setError] = useState<OperationError | undefined>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    setBusy(true);
    // What is typed goes as a number ('' as NaN): the core refuses anything out of bounds, next to its field.
    const refusal = await save({
      statusFollowUp: {
        maxAgeDays: Number(typed.maxAgeDays.trim() || NaN),
        intervalHours: Number(typed.intervalHours.trim() || NaN),
      },
    });
    setBusy(false);
    setError(refusal);
    setSaved(refusal === undefined);
  };

  return (
    <section className="follow-up-section" aria-labelledby="follow-up-heading">
      <h3 id="follow-up-heading">{t('followUpSettings.heading')}</h3>
      <p>{t('followUpSettings.intro')}</p>
      <form
        className="settings-form"
        onSubmit={(event) => void submit(event)}
        aria-label={t('followUpSettings.heading')}
        noValidate
      >
        {FIELDS.map((field) => {
          const { min, max } = FOLLOW_UP_LIMITS[field];
          return (
            <Field
              key={field}
              label={t(`followUpSettings.${field}`)}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={1}
              value={typed[field]}
              error={fieldProblem(error, pathOf(field)) && t(`followUpSettings.${field}Range`, { min, max })}
              onChange={(event) => {
                setTyped((current) => ({ ...current, [field]: event.target.value }));
                setSaved(false);
              }}
            />
          );
        })}
        <SaveRow
          label={t('followUpSettings.save')}
          busy={busy}
          notSaved={t('followUpSettings.notSaved')}
          refusal={formMessage(error, FIELDS.map(pathOf))}
          saved={saved && t('followUpSettings.saved')}
        />
      </form>
    </section>
  );
}
