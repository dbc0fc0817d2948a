/** Diagnosis rows: a code and its type; exactly one Principal, any number of Secondary. */
import { KNOWN_DIAGNOSIS_TYPES } from '../../../shared/domain/claims';
import { Button } from '../../components/Button';
import { FieldFrame } from '../../components/Field';
import { ServiceOption } from '../../components/ServiceValue';
import { useTranslation } from '../../i18n';
import { DiagnosisTypeahead } from './DiagnosisTypeahead';
import { newDiagnosis, PRINCIPAL, SECONDARY, type EditorDiagnosis } from './editor-model';

interface DiagnosesEditorProps {
  readonly diagnoses: readonly EditorDiagnosis[];
  readonly errorOf: (field: string) => string | undefined;
  readonly disabled: boolean;
  readonly onChange: (diagnoses: readonly EditorDiagnosis[]) => void;
}

export function DiagnosesEditor({ diagnoses, errorOf, disabled, onChange }: DiagnosesEditorProps) {
  const { t } = useTranslation('claims');
  const patch = (index: number, change: Partial<EditorDiagnosis>): void =>
    onChange(diagnoses.map((diagnosis, i) => (i === index ? { ...diagnosis, ...change } : diagnosis)));
  const groupError = errorOf('diagnoses');
  const hasPrincipal = diagnoses.some((diagnosis) => diagnosis.type === PRINCIPAL);

  return (
    <fieldset className="claim-diagnoses" aria-describedby={groupError ? 'diagnoses-error' : undefined}>
      <legend>{t('diagnoses.legend')}</legend>
      {groupError && (
        <p id="diagnoses-error" className="field-error">
          {groupError}
        </p>
      )}
      {diagnoses.map((diagnosis, index) => (
        <div className="row" role="group" aria-label={t('diagnoses.group', { number: index + 1 })} key={diagnosis.key}>
          <DiagnosisTypeahead
            label={t('diagnoses.code', { number: index + 1 })}
            listLabel={t('diagnoses.list', { number: index + 1 })}
            value={diagnosis.code}
            disabled={disabled}
            error={errorOf(`diagnoses.${index}.code`)}
            onChange={(code) => patch(index, { code })}
          />
          <FieldFrame label={t('diagnoses.type', { number: index + 1 })} error={errorOf(`diagnoses.${index}.type`)}>
            {(ids) => (
              <select
                {...ids}
                value={diagnosis.type}
                disabled={disabled}
                onChange={(event) => patch(index, { type: event.target.value })}
              >
                {KNOWN_DIAGNOSIS_TYPES.map((type) => (
                  <ServiceOption key={type} kind="diagnosisType" value={type} />
                ))}
              </select>
            )}
          </FieldFrame>
          <Button
            variant="danger"
            disabled={disabled}
            aria-label={t('diagnoses.removeLabel', { number: index + 1 })}
            onClick={() => onChange(diagnoses.filter((_, i) => i !== index))}
          >
            {t('diagnoses.remove')}
          </Button>
        </div>
      ))}
      <Button
        disabled={disabled}
        onClick={() => onChange([...diagnoses, newDiagnosis(hasPrincipal ? SECONDARY : PRINCIPAL)])}
      >
        {t('diagnoses.add')}
      </Button>
    </fieldset>
  );
}
