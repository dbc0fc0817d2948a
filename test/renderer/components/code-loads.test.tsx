// @vitest-environment jsdom
/**
 * What is still loading can be waited on: the page's later parts load after its first screen, and a test file that
 * ends while one loads would fail the whole run as its environment is torn down (test/renderer/vitest-setup.ts waits).
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { App } from '../../../renderer/App';
import { codeLoadsSettled, loadCode } from '../../../renderer/components/code-loads';
import { useNavigation } from '../../../renderer/stores/navigation';
import { answer } from '../fake-api';

vi.mock('../../../renderer/api', () => import('../fake-api'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('settles only once every load, and every load one started, has settled, failed ones included', async () => {
  const order: string[] = [];
  let finishOuter = (): void => undefined;
  void loadCode(
    () =>
      new Promise<void>((resolve) => {
        finishOuter = resolve;
      }),
  ).then(() => {
    order.push('outer');
    void loadCode(() => Promise.reject(new Error('gone'))).catch(() => order.push('inner failed'));
  });
  const settled = codeLoadsSettled().then(() => order.push('settled'));
  await Promise.resolve();
  expect(order).toEqual([]);
  finishOuter();
  await settled;
  expect(order).toEqual(['outer', 'inner failed', 'settled']);
});

// The run fails if this file's environment is torn down while the later parts' code still loads (without the setup
// file's wait it did, in some runs).
it('ends at once after the frame starts loading its later parts', async () => {
  // The browser idle at once: the frame starts loading every later screen and part as it renders.
  vi.stubGlobal('requestIdleCallback', (work: () => void) => (work(), 0));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  useNavigation.getState().goTo('visit');
  answer({ 'members.recent': () => ({ ok: true, value: [] }), 'visits.current': () => ({ ok: true, value: null }) });
  render(<App />);
  const state = await Promise.race([codeLoadsSettled().then(() => 'settled'), Promise.resolve('loading')]);
  expect(state).toBe('loading');
});
