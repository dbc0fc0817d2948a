/**
 * Diagnosis rows: a code and its type; exactly one Principal, any number of Secondary.
 *
 * The focus follows the work (see use-focus-on.ts): "Add diagnosis" moves it to the new row's code, "Remove"
 * to the code of the row now in its place, else the row before, else "Add diagnosis"; a code picked from the
 * list, or Enter on a code typed, moves on (`onNext`).
 */
import { useState } from 'react';
import { KNOWN_DIAGNOSIS_TYPES } from '../../../shared/domain/claims';
import { Button } from '../../components/Button';
import { FieldFrame } from '../../components/Field';
import { ServiceOption } from '../../components/ServiceValue';
import { useTranslation } from '../../i18n';
import { useFocusOn } from '../use-focus-on';
import { DiagnosisTypeahead } from './DiagnosisTypeahead';
import { newDiagnosis, PRINCIPAL, SECONDARY, type EditorDiagnosis } from './editor-model';

interface DiagnosesEditorProps {
  readonly diagnoses: readonly EditorDiagnosis[];
  readonly errorOf: (field: string) => string | undefined;
  readonly disabled: boolean;
  readonly onChange: (diagnoses: readonly EditorDiagnosis[]) => void;
  /** A code was picked or entered: on to the next thing to do. */
  readonly onNext?: (from: HTMLElement) => void;
}

/** A row's code field by the row's key, or "Add diagnosis" (no key). */
interface FocusTarget {
  readonly row?: string | undefined;
}

const landOn =
  (target: FocusTarget | undefined) =>
  (fieldset: HTMLFieldSetElement): HTMLElement | null => {
    if (target === undefined) return null;
    return fieldset.querySelector<HTMLElement>(
      target.row === undefined ? '.diagnoses-add' : `[data-diagnosis="${target.row}"] input[role="combobox"]`,
    );
  };

export function DiagnosesEditor({ diagnoses, errorOf, disabled, onChange, onNext }: DiagnosesEditorProps) {
  const { t } = useTranslation('claims');
  const patch = (index: number, change: Partial<EditorDiagnosis>): void =>
    onChange(diagnoses.map((diagnosis, i) => (i === index ? { ...diagnosis, ...change } : diagnosis)));
  const groupError = errorOf('diagnoses');
  const hasPrincipal = diagnoses.some((diagnosis) => diagnosis.type === PRINCIPAL);
  // A new object for each move, so moving to the same place twice moves twice.
  const [focusAt, setFocusAt] = useState<FocusTarget>();
  const fieldset = useFocusOn<HTMLFieldSetElement>(focusAt, landOn(focusAt));
  const remove = (index: number): void => {
    setFocusAt({ row: (diagnoses[index + 1] ?? diagnoses[index - 1])?.key });
    onChange(diagnoses.filter((_, i) => i !== index));
  };
  const add = (): void => {
    const diagnosis = newDiagnosis(hasPrincipal ? SECONDARY : PRINCIPAL);
    setFocusAt({ row: diagnosis.key });
    onChange([...diagnoses, diagnosis]);
  };

  return (
    <fieldset ref={fieldset} className="claim-diagnoses" aria-describedby={groupError ? 'diagnoses-error' : undefined}>
      <legend>{t('diagnoses.legend')}</legend>
      {groupError && (
        <p id="diagnoses-error" className="field-error">
          {groupError}
        </p>
      )}
      {diagnoses.map((diagnosis, index) => (
        <div
          className="row"
          role="group"
          aria-label={t('diagnoses.group', { number: index + 1 })}
          key={diagnosis.key}
          data-diagnosis={diagnosis.key}
        >
          <DiagnosisTypeahead
            label={t('diagnoses.code', { number: index + 1 })}
            listLabel={t('diagnoses.list', { number: index + 1 })}
            value={diagnosis.code}
            disabled={disabled}
            error={errorOf(`diagnoses.${index}.code`)}
            onChange={(code) => patch(index, { code })}
            onDone={onNext}
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
            onClick={() => remove(index)}
          >
            {t('diagnoses.remove')}
          </Button>
        </div>
      ))}
      <Button className="diagnoses-add" disabled={disabled} onClick={add}>
        {t('diagnoses.add')}
      </Button>
    </fieldset>
  );
}
