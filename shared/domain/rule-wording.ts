/**
 * The desk's rules in words: every problem a rule or an input check finds has a stable code, and its
 * sentence is the `rules` catalogue's entry of that code (shared/i18n/locales/<language>/rules.ts; a claim's,
 * `claim.*`, the `checks` catalogue's, which the first screen does not carry), worded
 * with the problem's params ("{{number}}", "{{maximum, count}}", "{{field, label}}" for the field's name).
 * `ruleMessage` is the single entry point: the core words a problem's `message` with it in the desk's
 * language, and the page words a problem by its code and params in the language on screen
 * (renderer/i18n/problem-words.ts), so a change of language re-words what is shown.
 *
 * Params carry what varies (a line number, a limit, a field's path); what the app fixes once (the
 * decimals of an amount, `{{moneyScale}}`) is a default value of every sentence (shared/i18n/setup.ts).
 */
import type { i18n as I18n, ParseKeys } from 'i18next';

/** The values a sentence may need: numbers, names, and for input checks the field's path. */
export type RuleParams = Readonly<Record<string, string | number>>;

/** The rules' codes but a claim's; each is a sentence of the `rules` catalogue (checked by the compiler). */
const DESK_RULE_CODES = [
  // What any input check may find, said of the field it found it in.
  'input.missing',
  'input.wrongForm',
  'input.notWhole',
  'input.empty',
  'input.tooShort',
  'input.tooFew',
  'input.tooSmall',
  'input.tooLong',
  'input.tooMany',
  'input.tooLarge',
  'input.unknownFields',
  /** The whole of an operation's refusal: its problems (`problems`, their sentences), one after the other. */
  'input.correct',
  // What people type at the desk (typed-input.ts).
  'cardNo.missing',
  'cardNo.tooLong',
  'phone.notMobile',
  'otp.notCode',
  'amount.notAmount',
  'amount.notPositive',
  'amount.notCents',
  'amount.ambiguous',
  'amount.negative',
  'amount.tooLarge',
  'countryCode.notCode',
  'timeZone.unknown',
  // The service address and token refused as a pair (main/desk/settings/service-settings.ts names each problem).
  'settings.urlNotFull',
  'settings.urlNotHttps',
  'settings.urlHasExtras',
  'settings.urlPathNotPlain',
  'settings.tokenNotOneWord',
  'settings.bothOrNeither',
  /** A new service address without its token (settings-ops.ts): the saved token never goes to another address. */
  'settings.tokenAgain',
  // The update feed's address in an administrator's update-policy.json (main/desk/updates/feed.ts).
  'updates.feedUrlNotFull',
  'updates.feedUrlNotHttps',
  'updates.feedUrlHasExtras',
  // The IT folder for copies of the backups (BackupSettings in shared/domain/settings.ts).
  'backup.folderNotFull',
  // The doctor on the roster and on a claim.
  'doctor.name.missing',
  'doctor.gender.notWord',
  'doctor.phone.notDigits',
  'doctor.email.notAddress',
] as const satisfies readonly ParseKeys<'rules'>[];

/** A claim's rules: sentences of the `checks` catalogue, which only the claim's screens load. */
const CLAIM_RULE_CODES = [
  // A claim: what a draft must be to be saved, and what it must be to be queued (claim-rules.ts).
  'claim.authorization.missing',
  'claim.attendanceDate.missing',
  'claim.attendanceDate.notDate',
  'claim.attendanceDate.future',
  'claim.attendanceDate.beforeAuthorization',
  'claim.doctor.missing',
  'claim.diagnosis.none',
  'claim.diagnosis.codeMissing',
  'claim.diagnosis.typeMissing',
  'claim.diagnosis.principalNone',
  'claim.diagnosis.principalMany',
  'claim.lines.none',
  'claim.lines.tooMany',
  'claim.line.itemMissing',
  'claim.line.kindMissing',
  'claim.line.quantityNotWhole',
  'claim.line.quantityTooLarge',
  'claim.line.priceNotAmount',
  'claim.total.tooLarge',
  // What the insurer is likely to cut or refuse: warnings staff may send anyway (claim-checks.ts).
  'claim.cover.noBlock',
  'claim.cover.exceeded',
  'claim.lines.preAuth',
  'claim.line.quantityHigh',
  'claim.line.aboveCover',
  'claim.diagnosis.offList',
  'claim.diagnosis.notIcd',
] as const satisfies readonly ParseKeys<'checks'>[];

/** Every rule's code. */
export const RULE_CODES = [...DESK_RULE_CODES, ...CLAIM_RULE_CODES] as const;

export type RuleCode = (typeof RULE_CODES)[number];

const CODES: ReadonlySet<string> = new Set(RULE_CODES);
export const isRuleCode = (code: string): code is RuleCode => CODES.has(code);

/**
 * The i18next instance a side words its problems with, lent by the side when it starts (the core's,
 * main/i18n/words.ts; the page's, renderer/i18n). None of its own: that would bundle every catalogue into the page.
 */
let speaker: I18n | undefined;

/** Words every later problem of this side in `instance`'s language, as it changes (main/i18n, renderer/i18n). */
export function wordRulesIn(instance: I18n): void {
  speaker = instance;
}

type Words = (key: string, values: RuleParams) => string;

/**
 * The sentence for a rule's code and params: the one way any rule is put into words. In `instance`'s
 * language (the page's, for what is on screen), else in the language of the side's own instance.
 */
export function ruleMessage(code: RuleCode, params: RuleParams = {}, instance?: I18n): string {
  const words = instance ?? speaker;
  if (!words) throw new Error('No words for the rules yet: the core or the page lends them with wordRulesIn');
  const namespace = code.startsWith('claim.') ? 'checks' : 'rules';
  return (words.t as unknown as Words)(`${namespace}:${code}`, params);
}
