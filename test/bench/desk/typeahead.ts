/**
 * Keystrokes in the claim editor's tariff type-ahead, timed in the page by
 * typeahead-probe.js: each query is typed one key at a time, and each key is
 * timed to the frame that paints the list for the text typed so far before the
 * next key goes in (a person reads the list between keys). The field is emptied
 * between queries, untimed.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startChild } from '../../e2e/support/child-process';

export const PROBE_SCRIPT = path.join(__dirname, 'typeahead-probe.js');

/** One keystroke, in the page's milliseconds. */
export interface KeystrokeTiming {
  readonly keyAt: number;
  /** The first animation frame after the key: the frame that shows the key itself. */
  readonly frameAt: number;
  /** When the page sent the search for the text (after its own wait, if any). */
  readonly sentAt: number;
  /** When the answer was in the page (read from the response, or from the fetch worker's shared memory). */
  readonly answeredAt: number;
  /** The animation frame in which the list showed the answer. */
  readonly paintedAt: number;
}

const PAINT_DEADLINE_MS = 15_000;

/** Types every query into `field`'s type-ahead (the page must have been opened with PROBE_SCRIPT). */
export async function timeTypeahead(page: Page, field: string, queries: readonly string[]): Promise<KeystrokeTiming[]> {
  const input = page.getByRole('combobox', { name: field });
  await input.focus();
  const timings: KeystrokeTiming[] = [];
  for (const query of queries) {
    for (const key of query) {
      await page.evaluate('window.__typeaheadProbe.arm()');
      await page.keyboard.type(key);
      timings.push(await page.evaluate<KeystrokeTiming>(`window.__typeaheadProbe.painted(${PAINT_DEADLINE_MS})`));
    }
    await input.clear();
    await page.getByRole('listbox', { name: `${field} matches` }).waitFor({ state: 'hidden' });
  }
  return timings;
}

/** The bare page server (bare-page-server.mjs) with the simulator's tariffs, every prefix of `queries` answered ahead. */
export async function startBareSearch(
  simUrl: string,
  token: string,
  queries: readonly string[],
): Promise<{ readonly typeaheadUrl: string; readonly stop: () => Promise<void> }> {
  const child = await startChild({
    name: 'bare page server with tariff search',
    entry: 'test/bench/desk/bare-page-server.mjs',
    args: [],
    env: { BARE_TARIFFS_URL: simUrl, BARE_TARIFFS_TOKEN: token, BARE_QUERIES: JSON.stringify(queries) },
    ready: /bare page server: (http:\/\/127\.0\.0\.1:\d+\/)/,
    deadlineMs: 180_000,
  });
  return { typeaheadUrl: `${child.match[1] ?? ''}typeahead`, stop: child.stop };
}
