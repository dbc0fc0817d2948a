/**
 * Settings › The insurer's status of sent claims: how long after sending a claim's batch is read back, and how
 * often (main/sync/follow-up/status-follow-up.ts), each a whole number within its bounds (shared/domain/settings.ts).
 * Its words are the outbox's, where the statuses show.
 */
import { FOLLOW_UP_LIMITS, type FollowUpField, type FollowUpSettings } from '../../../shared/domain/settings';
import { Field } from '../../components/Field';
import { fieldProblem } from '../../components/field-errors';
import { useTranslation } from '../../i18n';
import { useSettingsDraft } from './settings-drafts';

const FIELDS = Object.keys(FOLLOW_UP_LIMITS) as FollowUpField[];
const pathOf = (field: FollowUpField): string => `statusFollowUp.${field}`;

export function FollowUpSection({ followUp }: { readonly followUp: FollowUpSettings }) {
  const { t } = useTranslation('outbox');
  // What is typed goes as a number ('' as NaN): the core refuses anything out of bounds, next to its field.
  const draft = useSettingsDraft('follow-up', {
    page: 'insurer',
    fields: FIELDS.map(pathOf),
    initial: () => ({ maxAgeDays: String(followUp.maxAgeDays), intervalHours: String(followUp.intervalHours) }),
    patch: (typed) => ({
      statusFollowUp: {
        maxAgeDays: Number(typed.maxAgeDays.trim() || NaN),
        intervalHours: Number(typed.intervalHours.trim() || NaN),
      },
    }),
  });

  return (
    <section className="follow-up-section" aria-labelledby="follow-up-heading">
      <h3 id="follow-up-heading">{t('followUpSettings.heading')}</h3>
      <p>
        {t('followUpSettings.intro')} {t('followUpSettings.applies')}
      </p>
      <form className="settings-form" onSubmit={draft.submit} aria-label={t('followUpSettings.heading')} noValidate>
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
              value={draft.typed[field]}
              error={fieldProblem(draft.error, pathOf(field)) && t(`followUpSettings.${field}Range`, { min, max })}
              onChange={(event) => {
                const value = event.target.value;
                draft.edit((current) => ({ ...current, [field]: value }));
              }}
            />
          );
        })}
      </form>
    </section>
  );
}
