// @vitest-environment jsdom
/** A part of the page loaded after the first screen (renderer/components/deferred.tsx). */
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { deferred, deferredPart } from '../../../renderer/components/deferred';

afterEach(cleanup);

function Counter({ label }: { readonly label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((n) => n + 1)}>{`${label} ${count}`}</button>;
}

function gate() {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

it('loads on first use, showing the fallback until its code is in', async () => {
  const { open, opened } = gate();
  const load = vi.fn(() => opened.then(() => Counter));
  const { Component } = deferred(load);
  render(
    <Suspense fallback={<p>loading</p>}>
      <Component label="Count" />
    </Suspense>,
  );
  expect(screen.getByText('loading')).toBeTruthy();
  open();
  expect(await screen.findByRole('button', { name: 'Count 0' })).toBeTruthy();
  expect(load).toHaveBeenCalledOnce();
});

it('once preloaded, renders at once, without suspending, and loads only once', async () => {
  const load = vi.fn(() => Promise.resolve(Counter));
  const { Component, preload } = deferred(load);
  await preload();
  await preload();
  render(
    <Suspense fallback={<p>loading</p>}>
      <Component label="Count" />
    </Suspense>,
  );
  expect(screen.queryByText('loading')).toBeNull();
  expect(screen.getByRole('button', { name: 'Count 0' })).toBeTruthy();
  expect(load).toHaveBeenCalledOnce();
});

it('keeps the state of a part that was shown before its code was in', async () => {
  const { open, opened } = gate();
  const { Component } = deferred(() => opened.then(() => Counter));
  const { rerender } = render(
    <Suspense fallback={<p>loading</p>}>
      <Component label="Count" />
    </Suspense>,
  );
  open();
  const button = await screen.findByRole('button', { name: 'Count 0' });
  act(() => button.click());
  rerender(
    <Suspense fallback={<p>loading</p>}>
      <Component label="Count" />
    </Suspense>,
  );
  expect(screen.getByRole('button', { name: 'Count 1' })).toBeTruthy();
});

it('tries a failed load again at the next use', async () => {
  const load = vi
    .fn<() => Promise<typeof Counter>>()
    .mockRejectedValueOnce(new Error('chunk gone'))
    .mockResolvedValue(Counter);
  const { preload } = deferred(load);
  await expect(preload()).rejects.toThrow('chunk gone');
  await expect(preload()).resolves.toBe(Counter);
  expect(load).toHaveBeenCalledTimes(2);
});

it('a part that shows now and then renders nothing and loads nothing until preloaded, then shows at once', async () => {
  const { open, opened } = gate();
  const load = vi.fn(() => opened.then(() => Counter));
  const { Component, preload } = deferredPart(load);
  render(
    <Suspense fallback={<p>loading</p>}>
      <p>first screen</p>
      <Component label="Count" />
    </Suspense>,
  );
  // Not suspended: the first screen shows beside it, and its code is not asked for.
  expect(screen.getByText('first screen')).toBeTruthy();
  expect(screen.queryByText('loading')).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
  expect(load).not.toHaveBeenCalled();
  const loaded = preload();
  void preload();
  open();
  await act(() => loaded);
  expect(screen.getByRole('button', { name: 'Count 0' })).toBeTruthy();
  expect(screen.queryByText('loading')).toBeNull();
  expect(load).toHaveBeenCalledOnce();
});
