/**
 * The one wording table of the desk's rules: every problem a rule or an input
 * check finds has a stable code, and this table alone turns a code and its
 * params into the sentence staff read. Nothing else writes a rule's sentence;
 * `ruleMessage` is the single entry point, so the table can give way to a
 * translation catalogue without touching a rule.
 *
 * Params carry what varies (a line number, a limit, a field's path); numbers the
 * app fixes once (the 4 decimals of an amount) are written into the sentence.
 */
import { MONEY_SCALE } from '../money';

/** The values a sentence may need: numbers, names, and for input checks the field's path. */
export type RuleParams = Readonly<Record<string, string | number>>;

const text = (params: RuleParams, key: string): string => String(params[key] ?? '');

/** Field names as staff say them, lower case; a sentence capitalises its first word. */
const LABELS: Readonly<Record<string, string>> = {
  id: 'claim reference',
  authorizationNo: 'authorization number',
  cardNo: 'card number',
  memberName: 'member name',
  attendanceDate: 'attendance date',
  batchNo: 'batch number',
  doctor: 'doctor',
  complain: 'complaint',
  diagnoses: 'diagnoses',
  lines: 'claim lines',
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
  benefitCode: 'benefit',
  otp: 'code',
  amount: 'amount',
  limit: 'limit',
  visitRequestId: 'visit',
  claimId: 'claim',
  fileName: 'file name',
  contentBase64: 'file content',
  serviceUrl: 'service address',
  token: 'token',
  deskName: 'desk name',
  staffName: 'staff name',
  batchRule: 'batch rule',
  fixedBatchNo: 'fixed batch number',
  serviceTimeZone: 'service time zone',
  lineAmounts: 'line amounts',
  countryCode: 'country code',
  claimNo: 'claim number',
};

/** Lists whose entries staff count from 1: "lines.2" is "line 3". */
const ITEMS: Readonly<Record<string, string>> = { lines: 'line', diagnoses: 'diagnosis' };

const spaced = (key: string): string =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

/** "lines.2.quantity" → "Line 3 quantity", "doctor.phone" → "Doctor's phone", "" → "The request". */
function fieldLabel(field: string): string {
  if (field === '') return 'The request';
  const keys = field.split('.');
  const words: string[] = [];
  keys.forEach((key, index) => {
    const previous = keys[index - 1];
    if (/^\d+$/.test(key)) {
      const item = previous === undefined ? undefined : ITEMS[previous];
      if (item) words.splice(-1, 1, `${item} ${Number(key) + 1}`);
      else words.push(String(Number(key) + 1));
    } else {
      words.push(LABELS[key] ?? spaced(key));
    }
  });
  const label = words.join(' ').replace(/^doctor (?=.)/, "doctor's ");
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const label = (params: RuleParams): string => fieldLabel(text(params, 'field'));

const WORDING = {
  // What any input check may find, said of the field it found it in.
  'input.missing': (p: RuleParams) => `${label(p)} is missing.`,
  'input.wrongForm': (p: RuleParams) => `${label(p)} is not in the right form.`,
  'input.notWhole': (p: RuleParams) => `${label(p)} must be a whole number.`,
  'input.empty': (p: RuleParams) => `${label(p)} must not be empty.`,
  'input.tooShort': (p: RuleParams) => `${label(p)} is too short (at least ${text(p, 'minimum')} characters).`,
  'input.tooFew': (p: RuleParams) => `${label(p)} has too few entries (at least ${text(p, 'minimum')}).`,
  'input.tooSmall': (p: RuleParams) => `${label(p)} must be at least ${text(p, 'minimum')}.`,
  'input.tooLong': (p: RuleParams) => `${label(p)} is too long (at most ${text(p, 'maximum')} characters).`,
  'input.tooMany': (p: RuleParams) => `${label(p)} has too many entries (at most ${text(p, 'maximum')}).`,
  'input.tooLarge': (p: RuleParams) => `${label(p)} must be at most ${text(p, 'maximum')}.`,
  'input.unknownFields': (p: RuleParams) => `${label(p)} has fields ClaimDesk does not know (${text(p, 'keys')}).`,
  /** The whole of an operation's refusal: its problems, one after the other. */
  'input.correct': (p: RuleParams) => `Please correct this and try again: ${text(p, 'problems')}`,

  // What people type at the desk (typed-input.ts).
  'cardNo.missing': () => 'Enter or scan a card number.',
  'cardNo.tooLong': (p: RuleParams) => `A card number has at most ${text(p, 'maximum')} characters.`,
  'phone.notMobile': () => "Enter the member's mobile number, like 0712 345 678 or +254 712 345 678.",
  'otp.notCode': () => 'Enter the code from the SMS: 4 to 8 digits.',
  'amount.notAmount': () => `Enter an amount like 1500 or 1,500.50, with at most ${MONEY_SCALE} decimals.`,
  'amount.notPositive': () => 'Amount must be more than zero.',
  'amount.notCents': () => 'Amount must have at most 2 decimal places.',
  'countryCode.notCode': () => 'Country code must be the digits of a country code, like 254.',
  'timeZone.unknown': (p: RuleParams) => `${label(p)} must be a time zone such as UTC or Africa/Nairobi.`,
  /** The service address and token refused as a pair; `reason` is the settings check's own words. */
  'settings.serviceRefused': (p: RuleParams) => text(p, 'reason'),

  // The doctor on the roster and on a claim.
  'doctor.name.missing': () => "Enter the doctor's name.",
  'doctor.gender.notWord': (p: RuleParams) => `${label(p)} must be an upper-case word, like FEMALE.`,
  'doctor.phone.notDigits': (p: RuleParams) =>
    `${label(p)} must be digits with country code and no plus sign, like 254712345678.`,
  'doctor.email.notAddress': (p: RuleParams) => `${label(p)} must be an email address.`,

  // A claim: what a draft must be to be saved, and what it must be to be queued (claim-rules.ts).
  'claim.authorization.missing': () => 'Pick the authorization for this visit.',
  'claim.attendanceDate.missing': () => 'Enter the attendance date.',
  'claim.attendanceDate.notDate': () => 'Enter the attendance date as a date.',
  'claim.attendanceDate.future': () => 'The attendance date is in the future; enter the day the member was seen.',
  'claim.doctor.missing': () => 'Pick or add the doctor who saw the member.',
  'claim.diagnosis.none': () => 'Add at least one diagnosis.',
  'claim.diagnosis.codeMissing': (p: RuleParams) => `Diagnosis ${text(p, 'number')} needs a code.`,
  'claim.diagnosis.typeMissing': (p: RuleParams) => `Diagnosis ${text(p, 'number')} needs a type, like Principal.`,
  'claim.diagnosis.principalNone': () => 'Mark one diagnosis as Principal.',
  'claim.diagnosis.principalMany': (p: RuleParams) =>
    `Only one diagnosis may be Principal; ${text(p, 'count')} are marked.`,
  'claim.lines.none': () => 'Add at least one item to claim.',
  'claim.lines.tooMany': (p: RuleParams) => `A claim has at most ${text(p, 'maximum')} lines.`,
  'claim.line.itemMissing': (p: RuleParams) => `Line ${text(p, 'number')}: pick an item from the tariff list.`,
  'claim.line.kindMissing': (p: RuleParams) => `Line ${text(p, 'number')}: choose the kind of item, like medication.`,
  'claim.line.quantityNotWhole': (p: RuleParams) =>
    `Line ${text(p, 'number')}: the quantity must be a whole number of at least 1.`,
  'claim.line.quantityTooLarge': (p: RuleParams) =>
    `Line ${text(p, 'number')}: the quantity must be at most ${text(p, 'maximum')}.`,
  'claim.line.priceNotAmount': (p: RuleParams) =>
    `Line ${text(p, 'number')}: the price must be an amount like 120.50, with at most ${MONEY_SCALE} decimals.`,
  'claim.total.tooLarge': () => 'The claim total is too large; check the quantities and prices.',
} as const satisfies Record<string, (params: RuleParams) => string>;

export type RuleCode = keyof typeof WORDING;
export const RULE_CODES = Object.keys(WORDING) as [RuleCode, ...RuleCode[]];

export const isRuleCode = (code: string): code is RuleCode => Object.hasOwn(WORDING, code);

/** The sentence for a rule's code and params: the one way any rule is put into words. */
export const ruleMessage = (code: RuleCode, params: RuleParams = {}): string => WORDING[code](params);
