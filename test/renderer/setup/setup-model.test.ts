// @vitest-environment jsdom
// The first-run screen's model without React: its actions against a stand-in for the core.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSetup } from '../../../renderer/screens/setup/setup-model';
import { useAppState } from '../../../renderer/stores/app-state';
import { answer, inputsOf } from '../fake-api';
import { settingsView } from '../settings-view-fixture';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const URL = 'https://claims.example.org';

afterEach(() => useSetup.getState().leave());

describe('setup model', () => {
  it('saves a service the test reached, then the language on screen, and is done once the core needs no setup', async () => {
    let setupNeeded = true;
    answer({
      'settings.testConnection': () => ({ ok: true, value: { reachable: true, message: 'Reached.' } }),
      'settings.update': (patch) => {
        if (patch.serviceUrl) setupNeeded = false;
        return { ok: true, value: settingsView({ mode: 'service' }) };
      },
      'app.state': () => ({ ok: true, value: { setupNeeded } }) as never,
    });
    await useSetup.getState().connect(URL, 'tok-1', 'sw');
    expect(inputsOf('settings.update')).toEqual([{ serviceUrl: URL, token: 'tok-1' }, { language: 'sw' }]);
    expect(useSetup.getState()).toMatchObject({ connecting: false, outcome: undefined });
    expect(useAppState.getState().setupNeeded).toBe(false);
  });

  it('saves nothing when the test did not reach the service, and says what it found', async () => {
    answer({
      'settings.testConnection': () => ({ ok: true, value: { reachable: false, message: 'No answer.' } }),
    });
    await useSetup.getState().connect(URL, 'tok-1', 'en');
    expect(inputsOf('settings.update')).toEqual([]);
    expect(useSetup.getState().outcome).toEqual({ kind: 'unusable', message: 'No answer.' });
  });

  it('keeps the demo’s refusal to show it', async () => {
    answer({ 'app.tryDemo': () => ({ ok: false, error: { code: 'store', message: 'The data folder is full.' } }) });
    await useSetup.getState().tryDemo();
    expect(useSetup.getState()).toMatchObject({
      tryingDemo: false,
      demoError: { message: 'The data folder is full.' },
    });
  });
});
