/**
 * Rules a claim must meet before it is queued that both the core (which enforces
 * them) and the claim editor (which shows them as staff type) apply, worded once.
 */
import type { FieldError } from './claims';

export const PRINCIPAL = 'Principal';

/** At least one diagnosis, each with a code and a type, and exactly one Principal. */
export function diagnosisProblems(diagnoses: readonly { code: string; type: string }[]): FieldError[] {
  const problems: FieldError[] = [];
  if (diagnoses.length === 0) return [{ field: 'diagnoses', message: 'Add at least one diagnosis.' }];
  diagnoses.forEach((diagnosis, i) => {
    if (diagnosis.code.trim() === '')
      problems.push({ field: `diagnoses.${i}.code`, message: `Diagnosis ${i + 1} needs a code.` });
    if (diagnosis.type.trim() === '') {
      problems.push({ field: `diagnoses.${i}.type`, message: `Diagnosis ${i + 1} needs a type, like Principal.` });
    }
  });
  const principals = diagnoses.filter((diagnosis) => diagnosis.type === PRINCIPAL).length;
  if (principals !== 1) {
    problems.push({
      field: 'diagnoses',
      message:
        principals === 0
          ? 'Mark one diagnosis as Principal.'
          : `Only one diagnosis may be Principal; ${principals} are marked.`,
    });
  }
  return problems;
}
