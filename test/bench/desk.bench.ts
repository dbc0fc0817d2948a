/**
 * The desk as staff meet it: Debian's Chromium driving browser mode
 * (`out/main/serve.js`, as `npm run serve` runs it, built first) against the
 * simulator with 100,000 tariffs, on 127.0.0.1 with ports the processes pick.
 *  (a) the walkthrough by keyboard, card to a sent claim with two lines and a document,
 *      twice on a fresh desk (desk/walkthrough.ts: the first visit adds its doctor, the next
 *      picks it): its keys by kind and by step, held to each walk's goal, and its wall time;
 *  (b) a keystroke in the claim editor's tariff type-ahead → the list painted for
 *      the text typed so far, timed in the page (desk/typeahead-probe.js) over
 *      realistic queries, with the 100,000 tariffs in the desk's cache, against its
 *      floor: the same keys, in turn, in a plain-DOM page of bare Node that fetches, by a
 *      worker, the same tariffs' bare FTS5 answers, ready in advance (desk/bare-page-server.mjs);
 *  (c) starting browser mode on that desk's data folder (its visit closed, as
 *      at the start of a day) → the first screen interactive (desk/first-screen.ts),
 *      against its floor: bare Node serving a page that fetches its words and renders
 *      the card number field (desk/bare-page-server.mjs), started in turn with it; with where the start goes
 *      (desk/start-stages.ts: the server's log, the page's Performance API).
 * (b) and (c) run again with Chromium's CPU slowed 4× (a low-end reception PC), the desk's page and its floor's
 * alike, each against its own floor.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { forkPrng } from '../../main/sim/prng';
import { deskOp } from '../e2e/support/desk-ops';
import { startServeProcess, type ServeProcess, type ServeSettings } from '../e2e/support/serve-process';
import { SIM_TOKEN, startSimProcess, type SimProcess } from '../e2e/support/sim-process';
import { againstFloor, type BenchLine } from './bench-line';
import { buildApp, BUILT_SERVE } from './build';
import { launchChromium, throttleCpu } from './desk/chromium';
import { barePage, browserMode, timeStart, type Start } from './desk/first-screen';
import { PROBE_SCRIPT, startBareSearch, timeTypeahead, type KeystrokeTiming } from './desk/typeahead';
import { MORNING_WALKS, keyboardWalkthrough, type WalkthroughCount, type WalkthroughPlan } from './desk/walkthrough';
import { median, ms, percentile } from './stats';
import { typedQueries, type NamedTariff } from './tariff-queries';

const TARIFFS = 100_000;
const TYPED_QUERIES = 30;
/** The claim editor's first line's tariff field, and the bare page's field named alike. */
const FIELD = 'Line 1 item';
const STARTS = 5;
const VIEWPORT = { width: 1280, height: 800 };
/** Keystroke → list painted p95 ÷ the bare page's, same keys (docs/benchmarks.md). */
const KEYSTROKE_TARGET_RATIO = 1.5;
/** Start to interactive ÷ the bare page's, medians (docs/benchmarks.md). */
const INTERACTIVE_TARGET_RATIO = 1.5;
/** Chromium's CPU as it is, then slowed 4× (Emulation.setCPUThrottlingRate), as on a low-end reception PC. */
const CPU_RATES = [1, 4] as const;
/** How often the desk is asked whether its first tariff refresh has filled the cache. */
const POLL_MS = 200;
const CACHE_DEADLINE_MS = 180_000;

async function cacheFilled(deskUrl: string): Promise<void> {
  const deadline = Date.now() + CACHE_DEADLINE_MS;
  // A poll the busy desk drops (a reset connection) is asked again, until the deadline.
  const count = (): Promise<number | undefined> =>
    deskOp(deskUrl, 'tariffs.info').then(
      (info) => info?.itemCount,
      () => undefined,
    );
  while ((await count()) !== TARIFFS) {
    if (Date.now() > deadline) throw new Error(`the desk did not cache ${TARIFFS} tariffs in time`);
    await delay(POLL_MS);
  }
}

async function openDesk(browser: Browser, url: string, withProbe = false, cpuRate = 1): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  if (withProbe) await context.addInitScript({ path: PROBE_SCRIPT });
  const page = await context.newPage();
  await throttleCpu(page, cpuRate);
  await page.goto(url);
  return page;
}

/** The tariffs the simulator lists, to draw what staff would type. */
async function listedTariffs(sim: SimProcess): Promise<NamedTariff[]> {
  const response = await fetch(`${sim.url}/v1/tariffs`, { headers: { authorization: `Bearer ${SIM_TOKEN}` } });
  return ((await response.json()) as { data: NamedTariff[] }).data;
}

interface TypeaheadRuns {
  readonly desk: KeystrokeTiming[];
  readonly bare: KeystrokeTiming[];
  readonly queries: string[];
  readonly cpuRate: number;
}

/** How a line names the CPU its pages had. */
const onCpu = (rate: number): string => (rate === 1 ? '' : `, Chromium's CPU slowed ${rate}×`);

/**
 * The same keys typed into the desk's claim editor and into the bare page (its floor), taking turns query by
 * query (which goes first alternating), so the machine's load hits both alike.
 */
async function typeaheadTimings(
  browser: Browser,
  serve: ServeProcess,
  sim: SimProcess,
  cpuRate: number,
): Promise<TypeaheadRuns> {
  const tariffs = await listedTariffs(sim);
  const prng = forkPrng(20261123, 'desk-bench-typed-queries');
  const queries = typedQueries(TYPED_QUERIES, prng, () => prng.pick(tariffs));
  const bareServer = await startBareSearch(sim.url, SIM_TOKEN, queries);
  const page = await openDesk(browser, serve.url, true, cpuRate);
  const barePage = await openDesk(browser, bareServer.typeaheadUrl, true, cpuRate);
  try {
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Claim', exact: true }).click();
    await page.getByRole('button', { name: 'New claim' }).click();
    const desk: KeystrokeTiming[] = [];
    const bare: KeystrokeTiming[] = [];
    for (const [i, query] of queries.entries()) {
      const deskTurn = async (): Promise<void> => void desk.push(...(await timeTypeahead(page, FIELD, [query])));
      const bareTurn = async (): Promise<void> => void bare.push(...(await timeTypeahead(barePage, FIELD, [query])));
      for (const turn of i % 2 === 0 ? [deskTurn, bareTurn] : [bareTurn, deskTurn]) await turn();
    }
    return { desk, bare, queries, cpuRate };
  } finally {
    await page.context().close();
    await barePage.context().close();
    await bareServer.stop();
  }
}

function walkthroughLine(plan: WalkthroughPlan, count: WalkthroughCount): BenchLine {
  const kinds = count.byKind;
  const keys = count.typed + count.other;
  return {
    name: `walkthrough by keyboard, card to a sent claim with two lines and a document: ${plan.name} (100,000 tariffs)`,
    figures: {
      keys: `${keys}: ${count.typed} characters typed, ${count.other} other keys`,
      'keys by kind': `typed ${kinds.typed}, Tab ${kinds.Tab}, Shift+Tab ${kinds['Shift+Tab']}, Enter ${kinds.Enter}, arrows ${kinds.arrows}, other ${kinds.other}`,
      'keys per step (of which Tab or Shift+Tab)': count.steps
        .map((step) => `${step.name} ${step.keys} (${step.tabs})`)
        .join(', '),
      'wall time (first key to the claim sent, its document uploaded)': ms(count.wallMs, 0),
      plan: `card ${plan.cardNo}, Outpatient, block ${plan.blockAmount}, ${plan.doctor.saved ? 'the doctor picked from the roster' : 'a new doctor'}, complaint, a PDF attached (Enter on Attach), diagnosis ${plan.diagnosisCode}, ${plan.tariffSearches.map((search) => `"${search}"`).join(' and ')} → first match each, quantities ${plan.quantities.join(' and ')}, queued, Sync now`,
    },
    // A count, not a timing: the goal is the issue's budget of keys, which no machine changes.
    ratio: { label: 'keys, card to a sent claim', value: keys, target: `≤ ${plan.goal}`, pass: keys <= plan.goal },
  };
}

function typeaheadLine({ desk, bare, queries, cpuRate }: TypeaheadRuns): BenchLine {
  const total = desk.map((t) => t.paintedAt - t.keyAt);
  const bareTotal = bare.map((t) => t.paintedAt - t.keyAt);
  const split = (values: number[]): string => `${ms(percentile(values, 50))} / ${ms(percentile(values, 95))}`;
  const of = (timings: readonly KeystrokeTiming[], part: (t: KeystrokeTiming) => number): string =>
    split(timings.map(part));
  return {
    name: `tariff type-ahead in the claim editor: keystroke → list painted, ${TARIFFS.toLocaleString('en')} tariffs cached (${desk.length} keys, ${queries.length} queries${onCpu(cpuRate)})`,
    figures: {
      'keystroke → painted p50 / p95': split(total),
      'bare page (the floor): keystroke → painted p50 / p95': split(bareTotal),
      max: `${ms(Math.max(...total))} (bare page ${ms(Math.max(...bareTotal))})`,
      'keystroke → its first frame, p50 / p95': `${of(desk, (t) => t.frameAt - t.keyAt)} (bare page ${of(bare, (t) => t.frameAt - t.keyAt)})`,
      'of which the page waits before it searches, p50 / p95': of(desk, (t) => t.sentAt - t.keyAt),
      'the search answered (HTTP round trip and core), p50 / p95': `${of(desk, (t) => t.answeredAt - t.sentAt)} (bare page ${of(bare, (t) => t.answeredAt - t.sentAt)})`,
      'answer → list painted (render, frame), p50 / p95': `${of(desk, (t) => t.paintedAt - t.answeredAt)} (bare page ${of(bare, (t) => t.paintedAt - t.answeredAt)})`,
      examples: queries
        .slice(0, 8)
        .map((q) => JSON.stringify(q))
        .join(' '),
    },
    ratio: againstFloor({
      label: 'painted p95 ÷ bare page painted p95',
      measured: percentile(total, 95),
      floor: percentile(bareTotal, 95),
      limit: KEYSTROKE_TARGET_RATIO,
      format: (v) => ms(v),
      floorIs: `bare Node page server: same keys, a plain-DOM page fetching by a worker the same answers, bare FTS5, ready in advance, same Chromium${onCpu(cpuRate)}, p95`,
    }),
  };
}

interface StartRuns {
  readonly starts: readonly Start[];
  readonly bare: readonly Start[];
  readonly cpuRate: number;
}

/** Medians of a start's moments, in ms since the spawn, "a / b / c". */
const medians = (starts: readonly Start[], picks: readonly ((s: Start) => number | undefined)[]): string =>
  picks
    .map((pick) => {
      const values = starts.map(pick).filter((v): v is number => v !== undefined && Number.isFinite(v));
      return values.length === 0 ? '–' : median(values).toFixed(0);
    })
    .join(' / ');

/** The open's quick_check, median; none after a clean stop (the desk checks the store later: deferred-check.ts). */
function openChecks(starts: readonly Start[]): string {
  const checks = starts.map((s) => s.server?.quickCheckMs ?? NaN).filter(Number.isFinite);
  return checks.length === 0 ? 'none (closed cleanly: checked 10 s after the start)' : ms(median(checks), 0);
}

function startLine({ starts, bare, cpuRate }: StartRuns): BenchLine {
  const interactive = median(starts.map((s) => s.interactive));
  const all = (pick: (s: Start) => number): string => starts.map((s) => pick(s).toFixed(0)).join(', ');
  return {
    name: `browser mode start → first screen interactive (${starts.length} starts, data folder with ${TARIFFS.toLocaleString('en')} tariffs${onCpu(cpuRate)})`,
    figures: {
      'server ready (its address printed), median': ms(median(starts.map((s) => s.ready)), 0),
      'page loaded (load event), median': ms(median(starts.map((s) => s.loaded)), 0),
      'card number field focused by the page, median': ms(median(starts.map((s) => s.focused)), 0),
      'card number field showed a key typed, median': ms(interactive, 0),
      "the page's own first screen up, the key kept (the stand-in taken over), median": ms(
        median(starts.map((s) => s.ownScreen)),
        0,
      ),
      'all starts: ready / loaded / focused / interactive / own first screen (ms)': [
        all((s) => s.ready),
        all((s) => s.loaded),
        all((s) => s.focused),
        all((s) => s.interactive),
        all((s) => s.ownScreen),
      ].join(' / '),
      'where the server start goes: modules loaded / listening / ready (address printed) / core started, medians (ms since spawn)':
        medians(starts, [
          (s) => s.server?.modulesLoaded,
          (s) => s.server?.listening,
          (s) => s.ready,
          (s) => s.server?.coreStarted,
        ]),
      "the store's quick_check at the open, median": openChecks(starts),
      "where the page start goes: HTML in / entry script in / modules run / first operation asked / first screen's operations answered / focused, medians (ms since spawn)":
        medians(starts, [
          (s) => s.page.html,
          (s) => s.page.entryScript,
          (s) => s.page.modulesRun,
          (s) => s.page.firstOperation,
          (s) => s.page.operationsAnswered,
          (s) => s.focused,
        ]),
      'bare page server: ready / loaded / focused / interactive, medians': medians(bare, [
        (s) => s.ready,
        (s) => s.loaded,
        (s) => s.focused,
        (s) => s.interactive,
      ]),
      'bare page: HTML in / script in / modules run, medians (ms since spawn)': medians(bare, [
        (s) => s.page.html,
        (s) => s.page.entryScript,
        (s) => s.page.modulesRun,
      ]),
      'started as': `node ${BUILT_SERVE} (npm run serve:only), built before the runs`,
    },
    ratio: againstFloor({
      label: 'interactive ÷ bare page interactive, medians',
      measured: interactive,
      floor: median(bare.map((s) => s.interactive)),
      limit: INTERACTIVE_TARGET_RATIO,
      format: (v) => ms(v, 0),
      floorIs: `bare Node page server (a process started in turn with the desk's), a page that fetches its words and renders the field, same Chromium${onCpu(cpuRate)}`,
    }),
  };
}

/** Starts of the desk and of its floor, taking turns, so the machine's drift hits both alike. */
async function startTimings(browser: Browser, settings: ServeSettings, cpuRate: number): Promise<StartRuns> {
  const starts: Start[] = [];
  const bare: Start[] = [];
  for (let i = 0; i < STARTS; i++) {
    starts.push(await timeStart(browser, browserMode(settings, BUILT_SERVE), VIEWPORT, cpuRate));
    bare.push(await timeStart(browser, barePage, VIEWPORT, cpuRate));
  }
  return { starts, bare, cpuRate };
}

export async function run(report: (line: BenchLine) => void): Promise<void> {
  buildApp();
  const dataDir = mkdtempSync(join(tmpdir(), 'claimdesk-bench-desk-'));
  const sim = await startSimProcess(['--tariffs', String(TARIFFS)]);
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const serve = await startServeProcess({ dataDir, service: { url: sim.url, token: SIM_TOKEN } }, BUILT_SERVE);
    try {
      await cacheFilled(serve.url);
      const page = await openDesk(browser, serve.url);
      try {
        for (const plan of MORNING_WALKS) report(walkthroughLine(plan, await keyboardWalkthrough(page, sim, plan)));
      } finally {
        await page.context().close();
      }
      for (const rate of CPU_RATES) report(typeaheadLine(await typeaheadTimings(browser, serve, sim, rate)));
      // The next start is a new day's: no visit under way to bring back and put the focus on.
      await deskOp(serve.url, 'visits.close', {});
    } finally {
      await serve.stop();
    }
    const settings = { dataDir, service: { url: sim.url, token: SIM_TOKEN } };
    for (const rate of CPU_RATES) report(startLine(await startTimings(browser, settings, rate)));
  } finally {
    await browser?.close();
    await sim.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
