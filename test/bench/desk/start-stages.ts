/**
 * Where a start goes, each moment in milliseconds since the process was spawned, read after the start:
 *  - the server's, from its own log (<data folder>/logs/claimdesk.log, wall-clock timestamps): its modules
 *    loaded (the "starts" line, the first it writes), the server listening (the address printed), the store's
 *    quick_check at the open (its duration; none after a clean stop, main/store/deferred-check.ts), the core started;
 *  - the page's, from its Performance API (timeOrigin is wall clock too): the HTML in, the entry script in, the
 *    modules run (DOMContentLoaded), the first operation asked, and the last operation of the first screen answered.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

export interface ServerStages {
  readonly modulesLoaded: number;
  /** NaN when the open did not check (the store was closed cleanly: the desk checks it later). */
  readonly quickCheckMs: number;
  readonly coreStarted: number;
  readonly listening: number;
}

export interface PageStages {
  readonly html: number;
  readonly entryScript: number;
  readonly modulesRun: number;
  /** NaN for a page that asks no operation (the bare page). */
  readonly firstOperation: number;
  readonly operationsAnswered: number;
}

const STARTS_LINE = 'ClaimDesk starts (browser mode)';
const STAMP = /^\[(\S+)\] \[\w+\]\s+(.*)$/;

/** The stages of the last start logged in `dataDir`, since `spawnedAt` (epoch ms); undefined when not all logged. */
export function serverStages(dataDir: string, spawnedAt: number): ServerStages | undefined {
  const lines = readFileSync(join(dataDir, 'logs', 'claimdesk.log'), 'utf8').split('\n');
  const from = lines.findLastIndex((line) => line.includes(STARTS_LINE));
  const at = (text: string): { since: number; message: string } | undefined => {
    for (const line of lines.slice(from)) {
      const match = STAMP.exec(line);
      if (match?.[2]?.includes(text)) return { since: Date.parse(match[1] ?? '') - spawnedAt, message: match[2] };
    }
    return undefined;
  };
  const modules = at(STARTS_LINE);
  const check = at('(store) integrity-check:');
  const core = at('core started');
  const listening = at('listening on');
  if (!modules || !core || !listening) return undefined;
  return {
    modulesLoaded: modules.since,
    quickCheckMs:
      check && !check.message.includes('after the start') ? Number(/\((\d+) ms\)$/.exec(check.message)?.[1]) : NaN,
    coreStarted: core.since,
    listening: listening.since,
  };
}

/** Read in the page (a string: the bench is compiled without the DOM's types), as times since its navigation began. */
const READ_PAGE_STAGES = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const resources = performance.getEntriesByType('resource');
  const path = (entry) => new URL(entry.name).pathname;
  // The page's code, not the first screen's stand-in's small script (shared/first-screen.ts).
  const entry = resources.find((r) => path(r).endsWith('.js') && !path(r).endsWith('/first-screen.js'));
  const operations = resources.filter((r) => path(r).startsWith('/api/ops/'));
  return {
    origin: performance.timeOrigin,
    html: nav.responseEnd,
    entryScript: entry ? entry.responseEnd : NaN,
    modulesRun: nav.domContentLoadedEventEnd,
    firstOperation: operations.length === 0 ? NaN : Math.min(...operations.map((r) => r.startTime)),
    operationsAnswered: operations.length === 0 ? NaN : Math.max(...operations.map((r) => r.responseEnd)),
  };
})()`;

/** The page's stages (read once the first screen is up), since `spawnedAt` (epoch ms). */
export async function pageStages(page: Page, spawnedAt: number): Promise<PageStages> {
  const stages = await page.evaluate<PageStages & { origin: number }>(READ_PAGE_STAGES);
  const since = (t: number): number => stages.origin + t - spawnedAt;
  return {
    html: since(stages.html),
    entryScript: since(stages.entryScript),
    modulesRun: since(stages.modulesRun),
    firstOperation: since(stages.firstOperation),
    operationsAnswered: since(stages.operationsAnswered),
  };
}

/** When the page's load event began, since `spawnedAt` (epoch ms); read once it has. */
export async function loadEvent(page: Page, spawnedAt: number): Promise<number> {
  const { origin, loaded } = await page.evaluate<{ origin: number; loaded: number }>(
    `({ origin: performance.timeOrigin, loaded: performance.getEntriesByType('navigation')[0].loadEventStart })`,
  );
  return origin + loaded - spawnedAt;
}
