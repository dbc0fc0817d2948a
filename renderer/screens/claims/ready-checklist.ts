/**
 * The claim editor's "Ready to send" checklist, pure: each part of a claim the sending rules look at is done
 * when none of the problems found (the editor's own checks for queueing, claim-rules.ts) is in its fields.
 * `Queue for sending` names the parts not done; the warnings (claim-checks.ts) are listed beside it.
 */
import type { FieldError } from '../../../shared/domain/claims';

export const CHECKLIST_PARTS = ['authorization', 'attendanceDate', 'doctor', 'diagnoses', 'lines'] as const;
export type ChecklistPart = (typeof CHECKLIST_PARTS)[number];

/** The part a problem's field belongs to ('authorizationNo' → authorization, 'lines.2.price' → lines). */
function partOf(field: string): ChecklistPart | undefined {
  const head = field.split('.')[0] ?? '';
  if (head === 'authorizationNo') return 'authorization';
  return (CHECKLIST_PARTS as readonly string[]).includes(head) ? (head as ChecklistPart) : undefined;
}

export interface ChecklistItem {
  readonly part: ChecklistPart;
  readonly done: boolean;
}

export function readyChecklist(problems: readonly FieldError[]): ChecklistItem[] {
  const open = new Set(problems.map((found) => partOf(found.field)));
  return CHECKLIST_PARTS.map((part) => ({ part, done: !open.has(part) }));
}

/** The parts not done yet, in the checklist's order. */
export const missingParts = (problems: readonly FieldError[]): ChecklistPart[] =>
  readyChecklist(problems)
    .filter((item) => !item.done)
    .map((item) => item.part);
