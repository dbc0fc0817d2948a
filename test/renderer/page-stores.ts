/**
 * Every zustand store the page's code created in this worker, so that the fast lane can put each back to its initial
 * state before a page file (test/renderer/shared-page-setup.ts wraps zustand's `create` to record them here). A module
 * of its own, outside the mock: the stores outlive the file that loaded them, and so must this list.
 */
import type { StoreApi } from 'zustand';

const stores = new Set<StoreApi<unknown>>();

export function recordStore<S extends StoreApi<unknown>>(store: S): S {
  stores.add(store);
  return store;
}

/** Puts every recorded store back to the state it was created with (its actions included). */
export function resetStores(): void {
  for (const store of stores) store.setState(store.getInitialState(), true);
}
