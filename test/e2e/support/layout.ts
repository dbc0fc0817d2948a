/**
 * Layout read off the page, for the screen-size checks. The e2e project has no DOM types (its code runs in
 * Node), so what runs in the page is JavaScript text, installed as `globalThis.layoutChecks` before each use.
 */
import type { Locator, Page } from '@playwright/test';

/**
 * How far apart the element's lines of text start, in px: about 0 when all its text is on one line, at least a
 * line's height when anything wrapped. Text clipped to a 1px box (read out, not shown) does not count.
 */
const TEXT_SPREAD = `(element) => {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const tops = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim() || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
  }
  return tops.length === 0 ? Infinity : Math.max(...tops) - Math.min(...tops);
}`;

/**
 * The focusable controls inside the element, outside `cover`, whose centre `cover` sits over: the start of
 * their markup, empty when none.
 */
const COVERED = `(element, cover) => {
  const hidden = [];
  for (const control of element.querySelectorAll('input, select, textarea, button')) {
    if (cover.contains(control)) continue;
    const box = control.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (box.height === 0 || y < 0 || y > window.innerHeight) continue;
    const top = document.elementFromPoint(x, y);
    if (top && cover.contains(top)) hidden.push(control.outerHTML.slice(0, 80));
  }
  return hidden;
}`;

interface LayoutChecks {
  readonly textSpread: (element: unknown) => number;
  readonly covered: (element: unknown, cover: unknown) => string[];
}

type InPage = typeof globalThis & { readonly layoutChecks: LayoutChecks };

async function installed(page: Page): Promise<void> {
  await page.evaluate(`globalThis.layoutChecks ??= { textSpread: ${TEXT_SPREAD}, covered: ${COVERED} }`);
}

export async function textSpread(region: Locator): Promise<number> {
  await installed(region.page());
  return region.evaluate((element) => (globalThis as InPage).layoutChecks.textSpread(element));
}

/** How many px the page is wider than the window (it scrolls sideways when above 0). */
export const overflow = async (page: Page): Promise<number> =>
  Number(await page.evaluate('document.scrollingElement.scrollWidth - window.innerWidth'));

export const scrollY = async (page: Page): Promise<number> => Number(await page.evaluate('window.scrollY'));

export const scrollToEnd = (page: Page): Promise<unknown> =>
  page.evaluate('window.scrollTo(0, document.scrollingElement.scrollHeight)');

/** The boxes' tops, rounded: items on one line share one. */
export const tops = async (items: Locator): Promise<number[]> =>
  Promise.all((await items.all()).map(async (item) => Math.round((await item.boundingBox())?.y ?? -1)));

/** The controls of `region` that `cover` hides (see COVERED). */
export async function coveredBy(region: Locator, cover: Locator): Promise<string[]> {
  await installed(region.page());
  const handle = await cover.elementHandle();
  // Runs in the page: only what it is given and the installed checks, nothing of this module.
  return region.evaluate(
    (element, coverElement) => (globalThis as InPage).layoutChecks.covered(element, coverElement),
    handle,
  );
}
