/**
 * One rulebook for page and core: each draft of the table goes through the claim
 * editor's checks (renderer/screens/claims/editor-model.ts) and through the core
 * as the page sends it (claims.save, then claims.queue, over the browser host's
 * JSON), and both must name the same problems, code, params and words alike, in
 * English and with the desk in Kiswahili (the core switched through the settings,
 * the page wording by code in its own i18next instance, as problem-words.ts does).
 */
import { describe, expect, it } from 'vitest';
import { createOperationHost } from '../../main/operations';
import { calendarDate } from '../../main/claims';
import {
  checkDraft,
  checkForQueue,
  emptyDraft,
  newDiagnosis,
  newLine,
  toClaimInput,
  type ClaimDraft,
  type EditorLine,
} from '../../renderer/screens/claims/editor-model';
import {
  asProblem,
  claimWarnings,
  DEFAULT_QUANTITY_THRESHOLD,
  type ClaimFacts,
} from '../../shared/domain/claim-checks';
import type { FieldError } from '../../shared/domain/problems';
import { ruleMessage } from '../../shared/domain/rule-wording';
import type { Language } from '../../shared/i18n/languages';
import { catalogues } from '../../shared/i18n/catalogues';
import { createI18n } from '../../shared/i18n/setup';
import { decodeJson, encodeJson } from '../../shared/ops/codec';
import type { OperationName } from '../../shared/ops/operations';
import { SAMPLE_DOCTOR } from '../support/sample-claim';
import { useCoreTestbed } from '../core/core-harness';

const bed = useCoreTestbed();

const line = (patch: Partial<EditorLine> = {}): EditorLine => ({
  ...newLine(),
  tariffId: 'TRF-001-000001',
  name: 'Malaria test',
  type: 'investigation',
  quantity: '1',
  price: '450.50',
  ...patch,
});

const diagnosis = (code: string, type: string) => ({ ...newDiagnosis(type), code });

/** A draft ready to queue on `today`, with `patch` applied. */
const draftOn = (today: string, patch: Partial<ClaimDraft>): ClaimDraft => ({
  ...emptyDraft(today, 'PA-000001'),
  doctor: { ...SAMPLE_DOCTOR },
  complain: 'Fever',
  diagnoses: [diagnosis('B54', 'Principal')],
  lines: [line()],
  ...patch,
});

const tomorrowOf = (today: string): string =>
  new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Each case: what it changes in a ready draft (given today), and the codes of the problems it must bring. */
const CASES: readonly [string, (today: string) => Partial<ClaimDraft>, readonly string[]][] = [
  ['a complete claim', () => ({}), []],
  ['an amount typed with a thousands separator', () => ({ lines: [line({ price: '1,500.50' })] }), []],
  ['a row left blank beside a filled one', () => ({ lines: [line(), newLine()] }), []],
  ['no authorization', () => ({ authorizationNo: ' ' }), ['claim.authorization.missing']],
  ['no attendance date', () => ({ attendanceDate: '' }), ['claim.attendanceDate.missing']],
  [
    'an attendance date in the future',
    (today) => ({ attendanceDate: tomorrowOf(today) }),
    ['claim.attendanceDate.future'],
  ],
  ['an attendance date that is no date', () => ({ attendanceDate: '2026-02-30' }), ['claim.attendanceDate.notDate']],
  ['no doctor', () => ({ doctor: { ...SAMPLE_DOCTOR, name: '' } }), ['claim.doctor.missing']],
  [
    'a doctor the insurer would refuse',
    () => ({ doctor: { ...SAMPLE_DOCTOR, gender: 'female', phone: '+254 712 345 678', email: 'nope' } }),
    ['doctor.gender.notWord', 'doctor.phone.notDigits', 'doctor.email.notAddress'],
  ],
  ['no diagnosis', () => ({ diagnoses: [] }), ['claim.diagnosis.none']],
  [
    'a diagnosis without code or type',
    () => ({ diagnoses: [diagnosis('B54', 'Principal'), diagnosis(' ', '')] }),
    ['claim.diagnosis.codeMissing', 'claim.diagnosis.typeMissing'],
  ],
  ['no Principal diagnosis', () => ({ diagnoses: [diagnosis('B54', 'Secondary')] }), ['claim.diagnosis.principalNone']],
  [
    'two Principal diagnoses',
    () => ({ diagnoses: [diagnosis('B54', 'Principal'), diagnosis('R51', 'Principal')] }),
    ['claim.diagnosis.principalMany'],
  ],
  ['only blank rows', () => ({ lines: [newLine()] }), ['claim.lines.none']],
  ['a line without its item', () => ({ lines: [line(), line({ tariffId: '' })] }), ['claim.line.itemMissing']],
  ['a line without its kind', () => ({ lines: [line({ type: ' ' })] }), ['claim.line.kindMissing']],
  ['a quantity of 0', () => ({ lines: [line({ quantity: '0' })] }), ['claim.line.quantityNotWhole']],
  ['a quantity of 1.5', () => ({ lines: [line({ quantity: '1.5' })] }), ['claim.line.quantityNotWhole']],
  ['a quantity of 2x', () => ({ lines: [line({ quantity: '2x' })] }), ['claim.line.quantityNotWhole']],
  ['a quantity left empty', () => ({ lines: [line({ quantity: '' })] }), ['claim.line.quantityNotWhole']],
  ['a quantity too large', () => ({ lines: [line({ quantity: '100001' })] }), ['claim.line.quantityTooLarge']],
  ['a price with 5 decimals', () => ({ lines: [line({ price: '1.23456' })] }), ['claim.line.priceNotAmount']],
  ['a price that is no amount', () => ({ lines: [line({ price: 'abc' })] }), ['claim.line.priceNotAmount']],
  ['a price left empty', () => ({ lines: [line({ price: '' })] }), ['claim.line.priceNotAmount']],
  ['an authorization number too long', () => ({ authorizationNo: 'A'.repeat(65) }), ['input.tooLong']],
  [
    'several things missing at once',
    () => ({ authorizationNo: '', doctor: { ...SAMPLE_DOCTOR, name: '' }, diagnoses: [], lines: [] }),
    ['claim.authorization.missing', 'claim.doctor.missing', 'claim.diagnosis.none', 'claim.lines.none'],
  ],
];

/** Runs every case through the page's checks and the core's operations, the desk speaking `language`. */
async function bothSides(language: Language): Promise<readonly string[]> {
  const core = await bed.start({ service: null });
  const host = createOperationHost(core);
  const switched = await host.invoke('settings.update', { language });
  expect(switched.ok).toBe(true);
  // The page's own instance, showing the language the desk speaks.
  const page = createI18n(language, { resources: catalogues });
  const onScreen = (problems: readonly FieldError[]): string[] =>
    problems.map((problem) => ruleMessage(problem.code, problem.params, page));
  const ctx = core.claims();
  const today = calendarDate(ctx.now(), ctx.timeZone);
  /** The core's problems for an operation the page calls, as the browser host carries it (JSON). */
  const problemsFromCore = async (name: OperationName, input: unknown): Promise<FieldError[] | string> => {
    const result = await host.invoke(name, decodeJson(encodeJson(input)));
    return result.ok ? (result.value as { id: string }).id : (result.error.fields ?? []);
  };

  const worded: string[] = [];
  for (const [name, patch, codes] of CASES) {
    const draft = draftOn(today, patch(today));
    const onPage = checkForQueue(draft, today);
    expect(
      onPage.map((problem) => problem.code),
      name,
    ).toEqual(codes);

    const saved = await problemsFromCore('claims.save', toClaimInput(draft));
    if (typeof saved !== 'string') {
      // The core refuses to store it: exactly the problems the page finds before saving, worded alike.
      expect(saved, name).toEqual(checkDraft(draft));
      expect(saved.length, name).toBeGreaterThan(0);
      expect(
        saved.map((problem) => problem.message),
        name,
      ).toEqual(onScreen(checkDraft(draft)));
      worded.push(...onScreen(saved));
      continue;
    }
    expect(checkDraft(draft), name).toEqual([]);
    const queued = await problemsFromCore('claims.queue', { id: saved });
    const fromCore = typeof queued === 'string' ? [] : queued;
    // A claim the sending rules accept is refused for its warnings, as the page finds them on the core's facts.
    const claim = toClaimInput(draft);
    const facts = await host.invoke('claims.facts', {
      authorizationNo: claim.authorizationNo,
      tariffIds: claim.lines.map((line) => line.tariffId),
      diagnosisCodes: claim.diagnoses.map((diagnosis) => diagnosis.code),
    });
    if (!facts.ok) throw new Error(facts.error.message);
    const warnings = claimWarnings(claim, facts.value as ClaimFacts, { quantityThreshold: DEFAULT_QUANTITY_THRESHOLD });
    const expected = onPage.length > 0 ? onPage : warnings.map(asProblem);
    expect(fromCore, name).toEqual(expected);
    expect(
      fromCore.map((problem) => problem.message),
      name,
    ).toEqual(onScreen(expected));
    worded.push(...onScreen(fromCore));
  }
  return worded;
}

describe('one rulebook for page and core', () => {
  it('finds the same problems, in the same words, on the page and in the core', async () => {
    const words = await bothSides('en');
    expect(words).toContain('Line 1: the quantity must be at most 100,000.');
    expect(words).toContain("Doctor's gender must be an upper-case word, like FEMALE.");
    expect(words).toContain('No amount is blocked on this authorization: the insurer may refuse the claim.');
  });

  it('words them alike in Kiswahili, the desk switched in the settings', async () => {
    const words = await bothSides('sw');
    expect(words).toContain('Mstari 1: idadi isizidi 100,000.');
    expect(words).toContain('Jinsia ya daktari: andika neno kwa herufi kubwa, kama FEMALE.');
    expect(words).toContain('Chagua idhini ya ziara hii.');
    expect(words).toContain('Hakuna kiasi kilichozuiliwa kwa idhini hii: bima inaweza kukataa dai.');
  });
});
