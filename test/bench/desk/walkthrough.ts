/**
 * The reception walkthrough by keyboard only, counted: card → visit → code from
 * the SMS → block → claim with one line → queued. Tab moves on until the wanted
 * control has focus, so the count is what the page's focus order costs today;
 * every place where the page already moves focus to the next thing to do saves
 * those Tabs. Keys are split into characters typed (the data itself) and the
 * rest (Tab, Enter, arrows: what the page could spare staff).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { SimProcess } from '../../e2e/support/sim-process';

/** More Tabs than any screen has stops: the wanted control is not reachable by Tab. */
const MAX_TABS = 60;
const STEP_DEADLINE_MS = 20_000;

export interface WalkthroughCount {
  readonly typed: number;
  readonly other: number;
  /** The keys that were not typed characters, by name (Tab: 14, Enter: 7, …). */
  readonly byKey: Readonly<Record<string, number>>;
  /** From the first key to the message that the claim is queued. */
  readonly wallMs: number;
  /** Per step: its name, its keys and how many of them were Tab. */
  readonly steps: readonly Step[];
}

interface Step {
  readonly name: string;
  keys: number;
  tabs: number;
}

class Keyboard {
  typed = 0;
  readonly byKey: Record<string, number> = {};
  readonly steps: Step[] = [];
  private stepStart = { keys: 0, tabs: 0 };

  constructor(private readonly page: Page) {}

  get total(): number {
    return this.typed + Object.values(this.byKey).reduce((sum, n) => sum + n, 0);
  }

  private get tabs(): number {
    return this.byKey.Tab ?? 0;
  }

  step(name: string): void {
    this.steps.push({ name, keys: 0, tabs: 0 });
    this.stepStart = { keys: this.total, tabs: this.tabs };
  }

  private counted(): void {
    const current = this.steps.at(-1);
    if (!current) return;
    current.keys = this.total - this.stepStart.keys;
    current.tabs = this.tabs - this.stepStart.tabs;
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
    this.typed += Array.from(text).length;
    this.counted();
  }

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
    this.byKey[key] = (this.byKey[key] ?? 0) + 1;
    this.counted();
  }

  /** Presses Tab until `target` has focus. */
  async tabTo(target: Locator, what: string): Promise<void> {
    await target.waitFor({ timeout: STEP_DEADLINE_MS });
    for (let presses = 0; presses <= MAX_TABS; presses++) {
      if ((await target.and(this.page.locator(':focus')).count()) > 0) return;
      await this.press('Tab');
    }
    throw new Error(`${what} never took the focus after ${MAX_TABS} presses of Tab`);
  }
}

export interface WalkthroughPlan {
  readonly cardNo: string;
  readonly benefit: RegExp;
  readonly blockAmount: string;
  readonly doctor: string;
  readonly complaint: string;
  readonly diagnosisCode: string;
  readonly tariffSearch: string;
}

/** The phone as a receptionist types it: the local way for the desk's own country (254, the default). */
const typedPhone = (phone: string): string => (phone.startsWith('+254') ? `0${phone.slice(4)}` : phone);

/** Runs the walkthrough on a page showing the Visit screen of a desk with no doctor saved yet. */
export async function keyboardWalkthrough(
  page: Page,
  sim: SimProcess,
  plan: WalkthroughPlan,
): Promise<WalkthroughCount> {
  const member = (await sim.members()).find((candidate) => candidate.card_no === plan.cardNo);
  if (!member) throw new Error(`the simulator has no member ${plan.cardNo}`);
  const keys = new Keyboard(page);
  const visible = (target: Locator) => target.waitFor({ timeout: STEP_DEADLINE_MS });
  const started = performance.now();

  keys.step('card');
  await keys.tabTo(page.getByLabel('Card number', { exact: true }), 'The card number');
  await keys.type(plan.cardNo);
  await keys.press('Enter');
  await visible(page.getByRole('heading', { name: member.name }));

  keys.step('benefit and phone');
  await keys.tabTo(page.getByRole('radio', { checked: true }), 'The chosen benefit');
  for (let moves = 0; (await page.getByRole('radio', { name: plan.benefit, checked: true }).count()) === 0; moves++) {
    if (moves === 10) throw new Error(`no benefit matches ${String(plan.benefit)}`);
    await keys.press('ArrowDown');
  }
  await keys.tabTo(page.getByLabel("Member's phone"), "The member's phone");
  const textsBefore = (await sim.sms()).length;
  await keys.type(typedPhone(member.phone));
  await keys.press('Enter');

  keys.step('code');
  const codeField = page.getByLabel('Code', { exact: true });
  await visible(codeField);
  const code = await smsCode(sim, plan.cardNo, textsBefore);
  await keys.tabTo(codeField, 'The code');
  await keys.type(code);
  await keys.press('Enter');
  await visible(page.getByRole('status', { name: 'Authorization number' }));

  keys.step('block');
  await keys.tabTo(page.getByLabel('Amount to block'), 'The amount to block');
  await keys.type(plan.blockAmount);
  await keys.press('Enter');
  await visible(page.getByLabel(/^Amounts blocked on/));

  keys.step('to the claim');
  await keys.tabTo(page.getByRole('button', { name: 'Write the claim' }), 'Write the claim');
  await keys.press('Enter');
  await visible(page.getByRole('heading', { name: 'New claim' }));

  keys.step('doctor');
  await keys.tabTo(page.getByRole('button', { name: 'Add doctor' }), 'Add doctor');
  await keys.press('Enter');
  await keys.tabTo(page.getByLabel("Doctor's name"), "The doctor's name");
  await keys.type(plan.doctor);
  await keys.press('Enter');
  await page
    .getByLabel('Doctor who saw the member')
    .locator('option:checked', { hasText: plan.doctor })
    .waitFor({ state: 'attached', timeout: STEP_DEADLINE_MS });

  keys.step('complaint and diagnosis');
  await keys.tabTo(page.getByLabel('Complaint'), 'The complaint');
  await keys.type(plan.complaint);
  await keys.tabTo(page.getByLabel('Diagnosis 1 code'), 'The diagnosis code');
  await keys.type(plan.diagnosisCode);

  keys.step('line');
  const item = page.getByRole('combobox', { name: 'Line 1 item' });
  await keys.tabTo(item, 'The first line');
  const answered = page.waitForResponse((response) => searchedFor(response) === plan.tariffSearch);
  await keys.type(plan.tariffSearch);
  const first = await firstAnswer(await answered);
  await visible(
    page.getByRole('listbox', { name: 'Line 1 item matches' }).getByRole('option').first().filter({ hasText: first }),
  );
  await keys.press('Enter');
  await expect(item).toHaveValue(first, { timeout: STEP_DEADLINE_MS });

  keys.step('queue');
  await keys.tabTo(page.getByRole('button', { name: 'Queue for sending' }), 'Queue for sending');
  await keys.press('Enter');
  await visible(page.getByText(/^Claim queued for sending in batch/));

  const other = keys.total - keys.typed;
  return {
    typed: keys.typed,
    other,
    byKey: keys.byKey,
    wallMs: performance.now() - started,
    steps: keys.steps,
  };
}

async function smsCode(sim: SimProcess, cardNo: string, textsBefore: number): Promise<string> {
  const deadline = Date.now() + STEP_DEADLINE_MS;
  while (Date.now() < deadline) {
    const code = (await sim.sms()).slice(textsBefore).findLast((sms) => sms.card_no === cardNo)?.code;
    if (code) return code;
  }
  throw new Error(`no SMS for ${cardNo}`);
}

function searchedFor(response: { url(): string; request(): { postDataJSON(): unknown } }): string | undefined {
  if (!response.url().endsWith('/api/ops/tariffs.search')) return undefined;
  const input = response.request().postDataJSON() as { query?: unknown } | null;
  return typeof input?.query === 'string' ? input.query : undefined;
}

async function firstAnswer(response: { text(): Promise<string> }): Promise<string> {
  const result = JSON.parse(await response.text()) as { ok: boolean; value?: { name: string }[] };
  const name = result.value?.[0]?.name;
  if (!result.ok || name === undefined) throw new Error('the tariff search found nothing');
  return name;
}
