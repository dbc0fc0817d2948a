/**
 * Checks on a claim, as field errors in plain words: `parseClaimInput` for what a
 * draft must be (well typed), `validateForQueue` for what a claim must be before
 * it may be sent.
 */
import type { z } from 'zod';
import { diagnosisProblems } from '../../shared/domain/claim-rules';
import { ClaimInput, Doctor, type BatchRule, type FieldError, type ParsedClaimInput } from '../../shared/domain/claims';

const LABELS: Record<string, string> = {
  id: 'Claim reference',
  authorizationNo: 'Authorization number',
  cardNo: 'Card number',
  memberName: 'Member name',
  attendanceDate: 'Attendance date',
  batchNo: 'Batch number',
  doctor: 'Doctor',
  complain: 'Complaint',
  diagnoses: 'Diagnoses',
  lines: 'Claim lines',
  name: 'name',
  gender: 'gender',
  phone: 'phone',
  email: 'email',
  license: 'licence',
  speciality: 'speciality',
  level: 'level',
  level_code: 'level code',
  code: 'code',
  type: 'type',
  tariffId: 'item',
  quantity: 'quantity',
  price: 'price',
};

/** "lines.2.quantity" → "Line 3 quantity"; "doctor.phone" → "Doctor phone". */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const [head, index, ...rest] = path.map(String);
  if (head === undefined) return 'Claim';
  const item = { lines: 'Line', diagnoses: 'Diagnosis' }[head];
  if (item && index !== undefined && /^\d+$/.test(index)) {
    return [`${item} ${Number(index) + 1}`, ...rest.map((key) => LABELS[key] ?? key)].join(' ');
  }
  return [LABELS[head] ?? head, ...[index, ...rest].filter((key) => key !== undefined).map((k) => LABELS[k] ?? k)]
    .join(' ')
    .replace(/^Doctor /, "Doctor's ");
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function issueMessage(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code === 'invalid_type' && issue.expected === 'int') return 'must be a whole number';
  if (issue.code === 'invalid_type')
    return valueAt(input, issue.path) === undefined ? 'is missing' : 'is not in the right form';
  if (issue.code === 'unrecognized_keys') return 'has fields ClaimDesk does not know';
  if (issue.code === 'too_big' && issue.origin === 'array') return `has too many entries (at most ${issue.maximum})`;
  if (issue.code === 'too_big' && issue.origin === 'string') return `is too long (at most ${issue.maximum} characters)`;
  if (issue.code === 'invalid_union') return 'is not in the right form';
  return issue.message;
}

export function fieldErrorsOf(error: z.ZodError, input: unknown): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: `${fieldLabel(issue.path)} ${issueMessage(issue, input)}.`,
  }));
}

export type ParsedInput = { ok: true; value: ParsedClaimInput } | { ok: false; fields: FieldError[] };

export function parseClaimInput(input: unknown): ParsedInput {
  const parsed = ClaimInput.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, fields: fieldErrorsOf(parsed.error, input) };
}

export interface QueueCheckOptions {
  /** The desk's calendar date, YYYY-MM-DD, in its own time zone. */
  readonly today: string;
  /** When set, an empty batch number is filled from it at queueing, so it is not an error. */
  readonly batchRule?: BatchRule;
}

/** Everything staff must fix before the claim may be queued for sending; empty when it is ready. */
export function validateForQueue(input: unknown, options: QueueCheckOptions): FieldError[] {
  const parsed = parseClaimInput(input);
  if (!parsed.ok) return parsed.fields;
  const claim = parsed.value;
  const errors: FieldError[] = [];
  const add = (field: string, message: string): void => void errors.push({ field, message });

  if (claim.authorizationNo === '') add('authorizationNo', 'Pick the authorization for this visit.');
  if (claim.attendanceDate === '') add('attendanceDate', 'Enter the attendance date.');
  else if (claim.attendanceDate > options.today) {
    add('attendanceDate', 'The attendance date is in the future; enter the day the member was seen.');
  }
  if (!claim.batchNo && !options.batchRule) add('batchNo', 'Enter a batch number.');

  if (claim.doctor.name.trim() === '') add('doctor.name', "Enter the doctor's name.");
  else {
    const doctor = Doctor.safeParse(claim.doctor);
    if (!doctor.success) {
      for (const issue of doctor.error.issues) {
        add(
          ['doctor', ...issue.path.map(String)].join('.'),
          `${fieldLabel(['doctor', ...issue.path])} ${issue.message}.`,
        );
      }
    }
  }

  errors.push(...diagnosisProblems(claim.diagnoses));

  if (claim.lines.length === 0) add('lines', 'Add at least one item to claim.');
  return errors;
}
