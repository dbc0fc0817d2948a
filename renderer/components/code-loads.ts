/**
 * Every part of the page whose code loads after the first screen loads through here, so that what is still
 * loading can be waited on: a test waits for it before its page is torn down (test/renderer/vitest-setup.ts),
 * since a load still running then fails the whole run.
 */
const pending = new Set<Promise<unknown>>();

/** Starts loading a part's code, counted until it settles. */
export function loadCode<T>(load: () => Promise<T>): Promise<T> {
  const loading = load();
  pending.add(loading);
  loading.then(
    () => pending.delete(loading),
    () => pending.delete(loading),
  );
  return loading;
}

/** Settles once every load started so far, and any it started in turn, has settled. */
export async function codeLoadsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
