/**
 * Browser mode started on a desk's data folder, to its first screen interactive,
 * each moment timed from the spawn of the process: the server's ready line, the
 * card number field holding the focus the page gives it, that field showing a key
 * typed into it, the page's own first screen up with the key kept (the desk serves a
 * stand-in of the card lookup in its HTML, which the page's code takes over:
 * shared/first-screen.ts), and the page's load event. Nothing waits for
 * the load event before typing: staff do not. The browser is already open, as on
 * a reception PC, and each start gets a new context, so nothing is cached.
 *
 * The page is watched from inside (a promise per moment, checked at every
 * animation frame), not by Playwright's polling assertions, whose retry intervals
 * would add up to a tenth of a second to what is measured.
 */
import type { Browser } from '@playwright/test';
import { startChild } from '../../e2e/support/child-process';
import { startServeProcess, type ServeSettings } from '../../e2e/support/serve-process';
import { throttleCpu } from './chromium';
import { loadEvent, pageStages, serverStages, type PageStages, type ServerStages } from './start-stages';

/** A page server started in its own process: its page's address, how to stop it, and where its start went. */
type PageServer = () => Promise<{
  readonly url: string;
  readonly stop: () => Promise<void>;
  /** Read after it stopped, the spawn's wall-clock time given. */
  readonly stages?: (spawnedAt: number) => ServerStages | undefined;
}>;

/** Browser mode on a data folder, as `npm run serve:only` starts it from the build. */
export const browserMode =
  (settings: ServeSettings, entry: string): PageServer =>
  async () => ({
    ...(await startServeProcess(settings, entry)),
    stages: (spawnedAt) => serverStages(settings.dataDir, spawnedAt),
  });

/** The floor: bare Node serving a page that fetches its words and renders the card number field (bare-page-server.mjs). */
export const barePage: PageServer = async () => {
  const child = await startChild({
    name: 'bare page server',
    entry: 'test/bench/desk/bare-page-server.mjs',
    args: [],
    ready: /bare page server: (http:\/\/127\.0\.0\.1:\d+\/)/,
  });
  return { url: child.match[1] ?? '', stop: child.stop };
};

export interface Start {
  readonly ready: number;
  readonly loaded: number;
  readonly focused: number;
  readonly interactive: number;
  /** The page's own first screen shows the key typed (the stand-in taken over); the bare page has no stand-in. */
  readonly ownScreen: number;
  readonly page: PageStages;
  readonly server?: ServerStages;
}

const DEADLINE_MS = 15_000;

/** A promise, in the page, that the card number field meets `condition` (JavaScript over `field`). */
const cardField = (condition: string): string => `new Promise((resolve, reject) => {
  const deadline = performance.now() + ${DEADLINE_MS};
  // Looked for at every frame: the screen shows once its words have loaded, which may be after the load event.
  const check = () => {
    const label = [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === 'Card number');
    const field = label?.control ?? null;
    if (field !== null && (${condition})) return resolve(true);
    if (performance.now() > deadline) return reject(new Error(${JSON.stringify(`the card number field never met: ${condition}`)}));
    requestAnimationFrame(check);
  };
  check();
})`;

/** One start timed; `cpuRate` > 1 slows the page's CPU that many times (chromium.ts), from before it loads. */
export async function timeStart(
  browser: Browser,
  start: PageServer,
  viewport: { width: number; height: number },
  cpuRate = 1,
): Promise<Start> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await throttleCpu(page, cpuRate);
  const spawnedAt = Date.now();
  const spawned = performance.now();
  const serve = await start();
  const since = (): number => performance.now() - spawned;
  let timed: Omit<Start, 'server'>;
  try {
    const ready = since();
    await page.goto(serve.url, { waitUntil: 'commit' });
    await page.evaluate(cardField('document.activeElement === field'));
    const focused = since();
    await page.keyboard.press('C');
    await page.evaluate(cardField("field.value === 'C'"));
    const interactive = since();
    await page.evaluate(cardField("field.value === 'C' && document.getElementById('first-screen') === null"));
    const ownScreen = since();
    // Read at once: the operations the page asks later are not the first screen's.
    const stages = await pageStages(page, spawnedAt);
    await page.waitForLoadState('load');
    timed = { ready, loaded: await loadEvent(page, spawnedAt), focused, interactive, ownScreen, page: stages };
  } finally {
    await context.close();
    await serve.stop();
  }
  return { ...timed, server: serve.stages?.(spawnedAt) };
}
