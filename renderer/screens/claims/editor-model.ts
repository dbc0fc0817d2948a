/**
 * The claim editor's pure half: the draft as typed (quantities and prices stay
 * text until they are valid), exact line and claim totals in Money, the core's
 * own rules applied to it (shared/domain/claim-rules.ts), and the conversions to
 * and from the contract.
 *
 * Invariant: a total is only ever computed from lines whose quantity is a whole
 * number and whose price reads as an amount, with Money arithmetic — never a float.
 * Prices are read as the language on screen writes amounts (shared/domain/typed-amount.ts)
 * into the canonical text the core accepts; `language` is that language.
 */
import {
  ClaimLineInput,
  KNOWN_BREAKUP_TYPES,
  type ClaimEditorDraft,
  type ClaimView,
  type DraftDoctor,
  type FieldError,
  type ParsedClaimInput,
} from '../../../shared/domain/claims';
import { draftProblems, PRINCIPAL, queueProblems } from '../../../shared/domain/claim-rules';
import { amountForTyping, readAmount, typedAmount } from '../../../shared/domain/typed-amount';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { formatMoney, multiplyMoney, parseMoney, sumMoney, type Money } from '../../../shared/money';

export { PRINCIPAL };
export const SECONDARY = 'Secondary';

export interface EditorLine {
  /** Stable React key; never sent. */
  readonly key: string;
  readonly tariffId: string;
  readonly name: string;
  readonly type: string;
  readonly quantity: string;
  readonly price: string;
}

export interface EditorDiagnosis {
  readonly key: string;
  readonly code: string;
  readonly type: string;
}

export interface ClaimDraft {
  readonly id?: string;
  readonly authorizationNo: string;
  readonly cardNo?: string;
  readonly memberName?: string;
  readonly attendanceDate: string;
  /** Empty: the desk's batch rule assigns one when the claim is queued. */
  readonly batchNo: string;
  readonly doctor: DraftDoctor;
  readonly complain: string;
  readonly diagnoses: readonly EditorDiagnosis[];
  readonly lines: readonly EditorLine[];
  /** The insurer's pre-authorization of its pre-auth items, as typed; absent when none is. */
  readonly preAuthorizationNo?: string;
}

let lastKey = 0;
const nextKey = (): string => `k${++lastKey}`;

export const EMPTY_DOCTOR: DraftDoctor = {
  name: '',
  gender: '',
  phone: '',
  email: '',
  license: '',
  speciality: '',
  level: '',
  level_code: '',
};

export const newLine = (): EditorLine => ({
  key: nextKey(),
  tariffId: '',
  name: '',
  type: KNOWN_BREAKUP_TYPES[0],
  quantity: '1',
  price: '',
});

export const newDiagnosis = (type: string): EditorDiagnosis => ({ key: nextKey(), code: '', type });

export function emptyDraft(today: string, authorizationNo = ''): ClaimDraft {
  return {
    authorizationNo,
    attendanceDate: today,
    batchNo: '',
    doctor: EMPTY_DOCTOR,
    complain: '',
    diagnoses: [newDiagnosis(PRINCIPAL)],
    lines: [newLine()],
  };
}

/** Amounts keep their exact precision (up to 4 decimals) but show at least 2, as `language` types them. */
export function exactText(amount: Money, language: Language = DEFAULT_LANGUAGE): string {
  const [whole = '0', fraction = ''] = formatMoney(amount, 4).split('.');
  return amountForTyping(`${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`, language);
}

const WHOLE = /^\d+$/;

function quantityOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (!WHOLE.test(trimmed)) return undefined;
  const parsed = ClaimLineInput.shape.quantity.safeParse(Number(trimmed));
  return parsed.success ? parsed.data : undefined;
}

function priceOf(text: string, language: Language): Money | undefined {
  const reading = readAmount(text, language);
  return reading.ok ? parseMoney(reading.text) : undefined;
}

/** quantity × price, or undefined while either is not valid yet. */
export function lineAmount(
  line: Pick<EditorLine, 'quantity' | 'price'>,
  language: Language = DEFAULT_LANGUAGE,
): Money | undefined {
  const quantity = quantityOf(line.quantity);
  const price = priceOf(line.price, language);
  return quantity === undefined || price === undefined ? undefined : multiplyMoney(price, quantity);
}

/** The sum of every line that has a valid quantity and price. */
export const claimTotal = (lines: readonly EditorLine[], language: Language = DEFAULT_LANGUAGE): Money =>
  sumMoney(lines.map((line) => lineAmount(line, language)).filter((amount): amount is Money => amount !== undefined));

/** A row staff added but never filled in; it is left out rather than refused. */
const isBlankLine = (line: EditorLine): boolean =>
  line.tariffId.trim() === '' && line.name.trim() === '' && line.price.trim() === '';

const keptLines = (draft: ClaimDraft): EditorLine[] => draft.lines.filter((line) => !isBlankLine(line));

/** The numbers (from 1, as the lines are labelled) of the rows left out as blank: staff are told, never silently. */
export const blankLineNumbers = (draft: ClaimDraft): number[] =>
  draft.lines.flatMap((line, index) => (isBlankLine(line) && draft.lines.length > 1 ? [index + 1] : []));

/**
 * What the core's ClaimInput refuses, in the same words, with each price the page cannot read said by why
 * (ambiguous, negative, too large) in place of the core's general "not an amount".
 */
function savingProblems(draft: ClaimDraft, language: Language): FieldError[] {
  const prices = keptLines(draft).flatMap((line, i) => {
    const read = typedAmount(`lines.${i}.price`, line.price, language, 'claim.line.priceNotAmount', { number: i + 1 });
    return read.ok ? [] : [read.problem];
  });
  const unread = new Set(prices.map((problem) => problem.field));
  const others = draftProblems(toClaimInput(draft, language)).filter((problem) => !unread.has(problem.field));
  return [...others, ...prices];
}

/** What keeps the draft from being saved: what the core's ClaimInput refuses, in the same words. */
export const checkDraft = (draft: ClaimDraft, language: Language = DEFAULT_LANGUAGE): FieldError[] =>
  savingProblems(draft, language);

/** Everything staff must fix before queueing, at once: the core's rules for saving and for sending. */
export function checkForQueue(draft: ClaimDraft, today: string, language: Language = DEFAULT_LANGUAGE): FieldError[] {
  return [...savingProblems(draft, language), ...queueProblems(toClaimInput(draft, language), today)];
}

/**
 * The contract's input, in the shape its schema reads a claim into; send it only when `checkDraft` found
 * nothing. A quantity that is not a whole number as typed ("1e3", "2x") is NaN, which the schema refuses as
 * it refuses any quantity that is not one.
 */
export function toClaimInput(draft: ClaimDraft, language: Language = DEFAULT_LANGUAGE): ParsedClaimInput {
  return {
    ...(draft.id === undefined ? {} : { id: draft.id }),
    authorizationNo: draft.authorizationNo.trim(),
    ...(draft.cardNo === undefined ? {} : { cardNo: draft.cardNo }),
    ...(draft.memberName === undefined ? {} : { memberName: draft.memberName }),
    attendanceDate: draft.attendanceDate,
    batchNo: draft.batchNo.trim(),
    doctor: draft.doctor,
    complain: draft.complain,
    diagnoses: draft.diagnoses.map(({ code, type }) => ({ code: code.trim(), type })),
    lines: keptLines(draft).map((line) => {
      const price = readAmount(line.price, language);
      return {
        tariffId: line.tariffId.trim(),
        name: line.name,
        type: line.type,
        quantity: WHOLE.test(line.quantity.trim()) ? Number(line.quantity.trim()) : Number.NaN,
        // Unread, the text as typed: the schema refuses it, as checkDraft says.
        price: price.ok ? price.text : line.price,
      };
    }),
    preAuthorizationNo: (draft.preAuthorizationNo ?? '').trim(),
  };
}

export function fromClaimView(view: ClaimView, language: Language = DEFAULT_LANGUAGE): ClaimDraft {
  return {
    id: view.id,
    authorizationNo: view.authorizationNo,
    ...(view.cardNo === '' ? {} : { cardNo: view.cardNo }),
    ...(view.memberName === '' ? {} : { memberName: view.memberName }),
    attendanceDate: view.attendanceDate,
    batchNo: view.batchNo,
    doctor: view.doctor,
    complain: view.complain,
    diagnoses: orEmptyRow(
      view,
      view.diagnoses.map((diagnosis) => ({ key: nextKey(), ...diagnosis })),
      () => newDiagnosis(PRINCIPAL),
    ),
    lines: orEmptyRow(
      view,
      view.lines.map((line) => ({
        key: nextKey(),
        tariffId: line.tariffId,
        name: line.name,
        type: line.type,
        quantity: String(line.quantity),
        price: amountForTyping(line.priceText, language),
      })),
      newLine,
    ),
    ...(view.preAuthorizationNo === '' ? {} : { preAuthorizationNo: view.preAuthorizationNo }),
  };
}

/**
 * A draft saved before its rows were filled (attaching a document saves it) keeps a row to fill, as a new
 * claim has: the focus that moves on to the first empty field finds it there.
 */
function orEmptyRow<T>(view: ClaimView, rows: T[], empty: () => T): T[] {
  return rows.length === 0 && view.state === 'draft' ? [empty()] : rows;
}

/** The draft as the core keeps it while it is being written (no React keys). */
export function toEditorDraft(draft: ClaimDraft, unsaved: boolean): ClaimEditorDraft {
  return {
    ...draft,
    diagnoses: draft.diagnoses.map(({ code, type }) => ({ code, type })),
    lines: draft.lines.map(({ tariffId, name, type, quantity, price }) => ({ tariffId, name, type, quantity, price })),
    unsaved,
  };
}

export function fromEditorDraft({ unsaved: _unsaved, ...kept }: ClaimEditorDraft): ClaimDraft {
  return {
    ...kept,
    diagnoses: kept.diagnoses.map((diagnosis) => ({ key: nextKey(), ...diagnosis })),
    lines: kept.lines.map((line) => ({ key: nextKey(), ...line })),
  };
}

/**
 * Whether staff change this saved claim in the editor: a draft, or one the insurer refused or held. One on its
 * way (waiting, being sent, sent) or in doubt is read-only; "Edit" takes one still waiting back to a draft.
 */
export const editableInEditor = (claim: Pick<ClaimView, 'state' | 'outcomeUnknown'>): boolean =>
  claim.state === 'draft' || (claim.state === 'needs-attention' && !claim.outcomeUnknown);

/** Anything typed that is worth keeping: an authorization, a complaint, a doctor, a diagnosis or a line. */
export function hasContent(draft: ClaimDraft): boolean {
  return (
    draft.authorizationNo.trim() !== '' ||
    draft.complain.trim() !== '' ||
    draft.doctor.name.trim() !== '' ||
    draft.diagnoses.some((diagnosis) => diagnosis.code.trim() !== '') ||
    draft.lines.some((line) => !isBlankLine(line))
  );
}

/** Errors grouped by field path, so each field finds its own messages, as `words` says them. */
export function errorsByField(
  errors: readonly FieldError[],
  words: (problem: FieldError) => string,
): ReadonlyMap<string, readonly string[]> {
  const map = new Map<string, string[]>();
  for (const problem of errors) map.set(problem.field, [...(map.get(problem.field) ?? []), words(problem)]);
  return map;
}
