/**
 * A part of the page that is not on the first screen: its code loads on first use, or earlier when
 * `preload` is called (once the first screen is up). Once loaded it renders at once. React.lazy alone
 * would suspend at each first render, and React holds back what a Suspense boundary reveals by up to
 * 300 ms after its fallback showed: a screen switch or a visit's code step would wait that long.
 */
import { lazy, useState, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import { loadCode } from './code-loads';

export interface Deferred<P extends object> {
  readonly Component: ComponentType<P>;
  readonly preload: () => Promise<unknown>;
}

/** A part's code, loaded once (again after a failure), told to whoever waits on it. */
function partCode<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const listeners = new Set<() => void>();
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= loadCode(load).then(
      (component) => {
        loaded = component;
        for (const listener of listeners) listener();
        return component;
      },
      (error: unknown) => {
        loading = undefined; // A failed load (the app updated under the page) is tried again next time.
        throw error;
      },
    ));
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return { preload, subscribe, loaded: (): ComponentType<P> | undefined => loaded };
}

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  const code = partCode(load);
  const Lazy = lazy(() => code.preload().then((component) => ({ default: component })));

  function Component(props: P) {
    // Fixed for the life of this element: turning from the lazy wrapper into the loaded one would remount it.
    const [Shown] = useState<ComponentType<P> | LazyExoticComponent<ComponentType<P>>>(() => code.loaded() ?? Lazy);
    return <Shown {...props} />;
  }
  return { Component, preload: code.preload };
}

/**
 * A part that shows now and then (a notice, a dialog): it renders nothing until its code is in, and only `preload`
 * loads it. Rendered as a `deferred` part, it would start loading as the first screen renders, and compete with it.
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  const code = partCode(load);

  function Component(props: P) {
    const Loaded = useSyncExternalStore(code.subscribe, code.loaded);
    return Loaded === undefined ? null : <Loaded {...props} />;
  }
  return { Component, preload: code.preload };
}

/** Runs `work` when the browser is idle (soon, where it cannot tell). */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}
