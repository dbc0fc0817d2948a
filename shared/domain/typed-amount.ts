/**
 * An amount as staff type it, read as the language on screen writes amounts, into the one canonical decimal
 * text the core accepts ("1500.5": digits, a dot, at most 4 decimals, no sign, no grouping). The page reads
 * what is typed before it sends anything; the core's schemas (AMOUNT_TEXT) accept only the canonical text. The
 * page reads, not the core, because what "1,500" means depends on the language staff saw on screen, which
 * the core does not know (its own language may differ); so the reading happens once, where that is known.
 *
 * Spaces of every kind (space, U+00A0, U+202F as Intl writes French, U+2009) only ever group thousands. A
 * comma or a dot is a decimal sign or a thousands separator by where it stands:
 *
 * | typed                        | en / sw        | fr             | why                                            |
 * | ---------------------------- | -------------- | -------------- | ---------------------------------------------- |
 * | 1500, 1 500                  | 1500           | 1500           | whole; spaces group                            |
 * | 1,500.50, 1.500,50           | 1500.50        | 1500.50        | both signs: the last one is the decimal sign   |
 * | 1 500,50, 1 500.50           | 1500.50        | 1500.50        | spaces group, so the sign is the decimal sign  |
 * | 1500,50, 1500.50, 1,5, 0.500 | 1500.50 …      | 1500.50 …      | not 3 digits after it (or no group before it): |
 * |                              |                |                | only a decimal sign can stand there            |
 * | 1,500,000, 1.500.000         | 1500000        | 1500000        | a sign used twice only groups                  |
 * | 1,500                        | 1500           | refused        | en groups with a comma; in fr it is the decimal|
 * |                              |                |                | sign: one thousand five hundred or 1.5?        |
 * | 1.500                        | refused        | refused        | the dot is en's decimal sign and fr's other    |
 * |                              |                |                | grouping (1.500 in Belgium): which one?        |
 * | -5, 1,50,0, 15 00, 1e3, abc  | refused        | refused        | negative, or not an amount                     |
 *
 * Groups after the first are 3 digits and the first is 1 to 3 digits without a leading 0; at most 4 decimals
 * (MONEY_SCALE) and 10 whole digits (every amount stays exact as a JSON number). Never through a float.
 */
import { MONEY_SCALE } from '../money';
import type { Language } from '../i18n/languages';
import { problem, type FieldError } from './problems';
import type { RuleCode, RuleParams } from './rule-wording';

/** The canonical text: what the core's schemas accept and parseMoney reads. */
export const MAX_WHOLE_DIGITS = 10;
export const AMOUNT_TEXT = new RegExp(`^\\d{1,${MAX_WHOLE_DIGITS}}(\\.\\d{1,${MONEY_SCALE}})?$`);

/** How each language writes amounts (agrees with shared/i18n/format.ts, checked by its test). */
export const AMOUNT_SIGNS: Record<Language, { readonly decimal: ',' | '.'; readonly group: ',' | ' ' }> = {
  en: { decimal: '.', group: ',' },
  sw: { decimal: '.', group: ',' },
  fr: { decimal: ',', group: ' ' },
};

export type AmountRefusal = 'malformed' | 'ambiguous' | 'negative' | 'tooLarge' | 'tooManyDecimals';

export type AmountReading =
  | { readonly ok: true; readonly text: string }
  /** `ambiguous`: the two readings, as canonical text ("1500" and "1.5"). */
  | { readonly ok: false; readonly refusal: 'ambiguous'; readonly readings: readonly [string, string] }
  | { readonly ok: false; readonly refusal: Exclude<AmountRefusal, 'ambiguous'> };

const SPACES = /[\s\u00a0\u202f\u2009]/g;
const SPACE = ' ';
const GROUPED = /^[1-9]\d{0,2}(?:x\d{3})+$/;
const NEGATIVE = /^[-\u2212]/;

/** Whether `whole` is digit groups joined by `mark` (a lead of 1–3 digits, then groups of 3). */
const groupedBy = (whole: string, mark: string): boolean => GROUPED.test(whole.split(mark).join('x'));

/** The whole part without grouping, or undefined when it is not digits grouped by one `mark` (or not at all). */
function ungroup(whole: string, mark: string | undefined): string | undefined {
  if (/^\d+$/.test(whole)) return whole;
  return mark !== undefined && groupedBy(whole, mark) ? whole.split(mark).join('') : undefined;
}

function finish(whole: string, fraction: string | undefined): AmountReading {
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return { ok: false, refusal: 'malformed' };
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_WHOLE_DIGITS) return { ok: false, refusal: 'tooLarge' };
  if (fraction !== undefined && fraction.length > MONEY_SCALE) return { ok: false, refusal: 'tooManyDecimals' };
  return { ok: true, text: fraction === undefined ? digits : `${digits}.${fraction}` };
}

/** Reads `typed` as `language` writes amounts (see the table above). */
export function readAmount(typed: string, language: Language): AmountReading {
  const trimmed = typed.trim();
  if (NEGATIVE.test(trimmed) && /\d/.test(trimmed)) return { ok: false, refusal: 'negative' };
  const text = trimmed.replace(SPACES, SPACE);
  if (!/^\d[\d ,.]*$/.test(text)) return { ok: false, refusal: 'malformed' };
  const spaced = text.includes(SPACE);
  const marks = text.match(/[,.]/g) ?? [];
  const kinds = new Set(marks);

  if (kinds.size === 0) return whole(text, spaced);
  if (kinds.size === 2) {
    // Both signs: the last one is the decimal sign, used once; the other groups (and spaces may not).
    const decimal = text.at(text.search(/[,.][^,.]*$/)) as string;
    const group = decimal === ',' ? '.' : ',';
    const [head = '', fraction, extra] = text.split(decimal);
    if (extra !== undefined || spaced) return { ok: false, refusal: 'malformed' };
    const digits = ungroup(head, group);
    return digits === undefined ? { ok: false, refusal: 'malformed' } : finish(digits, fraction);
  }
  const mark = marks[0] as string;
  if (marks.length > 1) {
    // One sign, several times: it only groups.
    if (spaced) return { ok: false, refusal: 'malformed' };
    const digits = ungroup(text, mark);
    return digits === undefined ? { ok: false, refusal: 'malformed' } : finish(digits, undefined);
  }
  const [head = '', fraction = ''] = text.split(mark);
  const couldGroup = !spaced && /^\d{3}$/.test(fraction) && /^[1-9]\d{0,2}$/.test(head);
  if (couldGroup && mark === AMOUNT_SIGNS[language].group) return finish(head + fraction, undefined);
  if (couldGroup) return { ok: false, refusal: 'ambiguous', readings: [head + fraction, `${head}.${fraction}`] };
  const digits = ungroup(head, spaced ? SPACE : undefined);
  return digits === undefined ? { ok: false, refusal: 'malformed' } : finish(digits, fraction);
}

function whole(text: string, spaced: boolean): AmountReading {
  const digits = ungroup(text, spaced ? SPACE : undefined);
  return digits === undefined ? { ok: false, refusal: 'malformed' } : finish(digits, undefined);
}

/** Canonical amount text as staff would type it in `language`: its decimal sign, no grouping ("1500,50"). */
export function amountForTyping(canonical: string, language: Language): string {
  return AMOUNT_SIGNS[language].decimal === '.' ? canonical : canonical.replace('.', ',');
}

/** The canonical text of what staff typed, or the problem to show in `field`, worded by the shared rules. */
export type AmountOutcome =
  { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problem: FieldError };

/**
 * Reads `typed` for `field`. A form that is not an amount (or has too many decimals) is said by `notAmount`
 * with `params` (a line price names its line); an ambiguous, negative or too large one by its own rule.
 */
export function typedAmount(
  field: string,
  typed: string,
  language: Language,
  notAmount: RuleCode = 'amount.notAmount',
  params: RuleParams = {},
): AmountOutcome {
  const reading = readAmount(typed, language);
  if (reading.ok) return reading;
  const named = { ...params, field };
  switch (reading.refusal) {
    case 'ambiguous': {
      const [thousands, decimal] = reading.readings;
      return {
        ok: false,
        problem: problem(field, 'amount.ambiguous', { ...named, typed: typed.trim(), thousands, decimal }),
      };
    }
    case 'negative':
      return { ok: false, problem: problem(field, 'amount.negative', named) };
    case 'tooLarge':
      return { ok: false, problem: problem(field, 'amount.tooLarge', { ...named, digits: MAX_WHOLE_DIGITS }) };
    case 'malformed':
    case 'tooManyDecimals':
      return { ok: false, problem: problem(field, notAmount, named) };
  }
}
