/** A zod failure on an operation's input as `invalid-input` with one plain sentence per field. */
import type { z } from 'zod';
import type { DomainError } from './handler';

/** zod's own wording starts like this; a schema's custom message is already written for staff. */
const ZOD_DEFAULT = /^(Too small|Too big|Invalid|Unrecognized)/;

/** "cardNo" → "Card no", "lines.2.quantity" → "Lines 3 quantity". */
function label(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'The request';
  const words = path
    .map((key) => (typeof key === 'number' ? String(key + 1) : String(key)))
    .join(' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function wording(issue: z.core.$ZodIssue): string {
  if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
  if (issue.code === 'invalid_type') return issue.input === undefined ? 'is missing' : 'is not in the right form';
  if (issue.code === 'too_small') {
    return issue.origin === 'string' && Number(issue.minimum) <= 1 ? 'must not be empty' : 'is too small or too short';
  }
  if (issue.code === 'too_big') return 'is too large or too long';
  if (issue.code === 'unrecognized_keys') return `has fields ClaimDesk does not know (${issue.keys.join(', ')})`;
  return 'is not in the right form';
}

export function invalidInput(error: z.ZodError): DomainError {
  const fields = error.issues.map((issue) => {
    const text = wording(issue);
    // A sentence of its own ("Enter or scan a card number") stands alone; a predicate ("must be…") gets its field.
    const sentence = /^[A-Z]/.test(text) ? text : `${label(issue.path)} ${text}`;
    return { field: issue.path.map(String).join('.'), message: `${sentence.replace(/\.$/, '')}.` };
  });
  return {
    code: 'invalid-input',
    message: `Please correct this and try again: ${fields.map((f) => f.message).join(' ')}`,
    fields,
  };
}
