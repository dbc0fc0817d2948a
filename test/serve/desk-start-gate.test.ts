/**
 * When browser mode's desk starts (main/serve/desk-start-gate.ts): once every file the page's HTML names has been
 * sent, or the page calls, or no page comes in time, or a page that came has not taken its files in time. Timers
 * are Vitest's: the waits pass without waiting.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deskStartGate } from '../../main/serve/desk-start-gate';
import { pageFiles } from '../../main/serve/static-files';

const TIMES = { noPageMs: 500, pageMs: 2_000 };
const FILES = ['/assets/index.js', '/assets/react.js', '/assets/index.css'];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The gate, and whether it has opened (read after the promise's turn). */
function watched(files: readonly string[] = FILES) {
  const gate = deskStartGate(TIMES, files);
  let open = false;
  void gate.open.then(() => (open = true));
  const isOpen = async (): Promise<boolean> => {
    await Promise.resolve();
    return open;
  };
  return { gate, isOpen };
}

describe('the desk start gate', () => {
  it('opens once every file the page names has been sent, whatever else came first', async () => {
    const { gate, isOpen } = watched();
    gate.signals.asked();
    gate.signals.sent('/');
    gate.signals.sent('/assets/index.js');
    gate.signals.sent('/assets/react.js');
    expect(await isOpen()).toBe(false);
    gate.signals.sent('/assets/index.css');
    expect(await isOpen()).toBe(true);
  });

  it('opens as soon as the page calls the desk', async () => {
    const { gate, isOpen } = watched();
    gate.signals.asked();
    gate.signals.sent('/assets/index.js');
    expect(await isOpen()).toBe(false);
    gate.signals.called();
    expect(await isOpen()).toBe(true);
  });

  it('opens when no page asks within its wait', async () => {
    const { isOpen } = watched();
    await vi.advanceTimersByTimeAsync(TIMES.noPageMs - 1);
    expect(await isOpen()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isOpen()).toBe(true);
  });

  it('waits longer once a page asked, and opens when its files are not all taken in that time', async () => {
    const { gate, isOpen } = watched();
    await vi.advanceTimersByTimeAsync(TIMES.noPageMs - 100);
    gate.signals.asked();
    await vi.advanceTimersByTimeAsync(TIMES.pageMs - 1);
    expect(await isOpen()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isOpen()).toBe(true);
  });

  it('opens at the first file sent when the page names none (not built)', async () => {
    const { gate, isOpen } = watched([]);
    gate.signals.asked();
    expect(await isOpen()).toBe(false);
    gate.signals.sent('/');
    expect(await isOpen()).toBe(true);
  });

  it('opens once, by hand too, and leaves no timer behind', async () => {
    const { gate, isOpen } = watched();
    gate.signals.asked();
    gate.release();
    gate.signals.called();
    gate.signals.asked();
    expect(await isOpen()).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("the files a page's HTML names", () => {
  it('lists its scripts, preloads and styles as the browser asks for them, and nothing else', () => {
    const html = `<!doctype html><html><head>
      <link rel="icon" href="data:," />
      <script type="module" crossorigin src="./assets/index-B1.js"></script>
      <link rel="modulepreload" crossorigin href="./assets/react-C2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-D3.css">
      <link rel="help" href="https://example.org/guide">
      <script src="https://elsewhere.example/tracker.js"></script>
      </head><body><a href="./assets/not-a-file.js">a link is not asked for</a></body></html>`;
    expect(pageFiles(html)).toEqual(['/assets/index-B1.js', '/assets/react-C2.js', '/assets/index-D3.css']);
  });
});
