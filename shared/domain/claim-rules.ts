/**
 * The rulebook of a claim, applied by the core (which enforces it) and by the
 * claim editor (which shows it as staff type), so both find the same problems
 * in the same words:
 *   - `draftProblems`: what a claim must be to be saved at all, which is what
 *     the ClaimInput schema accepts (each line well formed, the date a date);
 *   - `queueProblems`: what a claim must be before it may be sent.
 * The editor asks for both before queueing, so staff see every problem at once.
 */
import { IsoDate } from '../wire/primitives';
import { ClaimInput, DoctorInput, type DraftDoctor, type FieldError, type ParsedClaimInput } from './claims';
import { problem, problemsOf } from './problems';

export const PRINCIPAL = 'Principal';

/** What keeps a claim from being saved; empty when ClaimInput accepts it. */
export function draftProblems(claim: unknown): FieldError[] {
  const parsed = ClaimInput.safeParse(claim);
  return parsed.success ? [] : problemsOf(parsed.error, claim);
}

/** At least one diagnosis, each with a code and a type, and exactly one Principal. */
function diagnosisProblems(diagnoses: readonly { code: string; type: string }[]): FieldError[] {
  if (diagnoses.length === 0) return [problem('diagnoses', 'claim.diagnosis.none')];
  const problems: FieldError[] = [];
  diagnoses.forEach((diagnosis, i) => {
    if (diagnosis.code.trim() === '') {
      problems.push(problem(`diagnoses.${i}.code`, 'claim.diagnosis.codeMissing', { number: i + 1 }));
    }
    if (diagnosis.type.trim() === '') {
      problems.push(problem(`diagnoses.${i}.type`, 'claim.diagnosis.typeMissing', { number: i + 1 }));
    }
  });
  const principals = diagnoses.filter((diagnosis) => diagnosis.type === PRINCIPAL).length;
  if (principals === 0) problems.push(problem('diagnoses', 'claim.diagnosis.principalNone'));
  if (principals > 1) problems.push(problem('diagnoses', 'claim.diagnosis.principalMany', { count: principals }));
  return problems;
}

/** The doctor who saw the member, named and with details the insurer accepts. */
function doctorProblems(doctor: DraftDoctor): FieldError[] {
  if (doctor.name.trim() === '') return [problem('doctor.name', 'claim.doctor.missing')];
  const checked = DoctorInput.safeParse(doctor);
  return checked.success ? [] : problemsOf(checked.error, doctor, 'doctor');
}

/** What the sending rules look at, in the shape the ClaimInput schema reads a claim into. */
export type QueueFields = Pick<
  ParsedClaimInput,
  'authorizationNo' | 'attendanceDate' | 'doctor' | 'diagnoses' | 'lines'
>;

/**
 * Everything staff must fix before the claim may be queued for sending, beyond being savable; empty when
 * it is ready. `today` is the desk's calendar date, YYYY-MM-DD, in its own time zone. An empty batch
 * number is no problem: the desk's batch rule fills it when the claim is queued.
 */
export function queueProblems(claim: QueueFields, today: string): FieldError[] {
  const problems: FieldError[] = [];
  if (claim.authorizationNo.trim() === '') problems.push(problem('authorizationNo', 'claim.authorization.missing'));
  const { attendanceDate } = claim;
  if (attendanceDate === '') problems.push(problem('attendanceDate', 'claim.attendanceDate.missing'));
  else if (IsoDate.safeParse(attendanceDate).success && attendanceDate > today) {
    problems.push(problem('attendanceDate', 'claim.attendanceDate.future'));
  }
  problems.push(...doctorProblems(claim.doctor));
  problems.push(...diagnosisProblems(claim.diagnoses));
  if (claim.lines.length === 0) problems.push(problem('lines', 'claim.lines.none'));
  return problems;
}
