// @vitest-environment jsdom
/**
 * The first screen's stand-in's script (renderer/public/first-screen.js), run as the browser runs it once the
 * stand-in is parsed (shared/first-screen.ts serves both): it focuses the field, keeps Enter for the page, and
 * loads the page's code from its template only after the stand-in's first frame, so that nothing of the page's
 * code runs before the field can take a key. The frames and the clock are the test's.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { withFirstScreen } from '../../shared/first-screen';
import SCRIPT from '../../renderer/public/first-screen.js?raw';

const PAGE = `<!doctype html><html lang="en"><head><title>ClaimDesk</title>
<script type="module" crossorigin src="./assets/app.js"></script>
<link rel="modulepreload" crossorigin href="./assets/react.js">
<link rel="stylesheet" crossorigin href="./assets/app.css">
</head><body><div id="root"></div></body></html>`;

const WORDS = { appName: 'ClaimDesk', heading: 'Visit', form: 'Lookup', label: 'Card', hint: 'Scan', submit: 'Go' };

let frames: FrameRequestCallback[] = [];

/** The page as served with its stand-in, then the stand-in's script run where the browser runs it. */
function serveAndRun(): void {
  const served = new DOMParser().parseFromString(
    withFirstScreen(PAGE, { language: 'en', cardLookup: true, words: WORDS }),
    'text/html',
  );
  document.head.innerHTML = served.head.innerHTML;
  // Scripts set through innerHTML never run: the stand-in's is run below, as the parser would run it.
  document.body.innerHTML = served.body.innerHTML;
  // The build's own file, run as the parser runs a classic script: in the page's global scope.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- see above
  new Function(SCRIPT)();
}

const pageCode = (): string[] =>
  [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map(
    (tag) =>
      `${tag.localName} ${tag.getAttribute('src') ?? tag.getAttribute('href')} ${tag.getAttribute('crossorigin')}`,
  );

const paintFrame = (): void => {
  const now = frames;
  frames = [];
  for (const frame of now) frame(0);
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

it('focuses the field, and loads the page’s code after the stand-in’s first frame, once', () => {
  serveAndRun();
  expect(document.activeElement?.id).toBe('first-screen-card');
  expect(pageCode()).toEqual([]);
  paintFrame();
  // Still none in the frame itself: the code loads in the task after it, once the frame is painted.
  expect(pageCode()).toEqual([]);
  vi.advanceTimersByTime(0);
  expect(pageCode()).toEqual(['script ./assets/app.js ', 'link ./assets/react.js ']);
  expect(document.head.querySelector('script[type="module"]')?.getAttribute('type')).toBe('module');
  expect(document.getElementById('first-screen-code')).toBeNull();
  vi.advanceTimersByTime(5000);
  expect(pageCode()).toHaveLength(2);
});

it('loads it within a second in a window that paints no frame yet (hidden, in the background)', () => {
  serveAndRun();
  vi.advanceTimersByTime(999);
  expect(pageCode()).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(pageCode()).toHaveLength(2);
  paintFrame();
  vi.advanceTimersByTime(0);
  expect(pageCode()).toHaveLength(2);
});

it('drops the stand-in in a tab that was on another screen, and loads the page’s code at once', () => {
  sessionStorage.setItem('claimdesk.screen', '"outbox"');
  serveAndRun();
  expect(document.getElementById('first-screen')).toBeNull();
  expect(pageCode()).toHaveLength(2);
});

it('keeps an Enter for the page: nothing is sent, the form says a lookup was asked', () => {
  serveAndRun();
  const form = document.querySelector<HTMLFormElement>('#first-screen form');
  const submit = new Event('submit', { cancelable: true });
  form?.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true);
  expect(form?.dataset['asked']).toBe('true');
});
