/**
 * Vitest setup for every test file (vitest.config.mts); it acts only in the jsdom ones.
 *
 * testing-library's findBy* and waitFor give up after one second by default. The
 * screens' work (React renders, fake operations) is all in-process, but on a busy
 * 2-core machine one second of wall time can pass before it is done: a deadline
 * that measures the machine's speed. Ten seconds is a deadline only (well inside
 * the 20 s test timeout); a passing wait still ends as soon as its condition holds.
 */
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
