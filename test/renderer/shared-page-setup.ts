/**
 * The fast lane's page files share one module registry and one jsdom page per worker (vitest.fast.config.mts,
 * `isolate: false`): the screens, their stores and the page's words are loaded once, and outlive the file that
 * loaded them. Before each page file, this puts back what a file of its own would start with. It runs after
 * test/renderer/vitest-setup.ts, whose loading of every language's catalogues is then done once per worker.
 *
 * - `renderer/api` is the one fake (test/renderer/fake-api.ts) for every file, its answers and listeners cleared:
 *   a store loaded by one file keeps the api it was loaded with.
 * - zustand's `create` is wrapped so that each store is recorded (test/renderer/page-stores.ts) and put back here to
 *   its initial state. (zustand's documented `__mocks__/zustand` keeps its list in the mock itself, which vitest
 *   drops after each file while the stores stay loaded: the next file would reset none of them.)
 * - The page's language back to the default, the rules worded by the page's i18n again (vitest-setup.ts lent them a
 *   fresh instance just before), `<html lang>` with it; both storages cleared; the rendered page unmounted and the
 *   body emptied; real timers; no stubbed globals or variables; no locked refusal left noted.
 * The renderer's module-level counters (editor-model's keys, tariffs' and reports' question numbers) only ever
 * grow and are compared for equality with the latest: carried over from another file, they mean the same.
 */
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import type * as Zustand from 'zustand';
import type { StateCreator } from 'zustand';
import { takeLockedRefusals } from '../../renderer/api/locked-refusals';
import { i18n } from '../../renderer/i18n';
import { wordRulesIn } from '../../shared/domain/rule-wording';
import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages';
import { answer, onEvent } from './fake-api';
import { resetStores } from './page-stores';

vi.mock('../../renderer/api', () => import('./fake-api'));
vi.mock('zustand', async (importOriginal) => {
  const zustand = await importOriginal<typeof Zustand>();
  const { recordStore } = await import('./page-stores');
  const record = (init: StateCreator<unknown>) => recordStore(zustand.create(init));
  // Both forms: `create(init)` and the typed `create<T>()(init)`.
  const create = ((init?: StateCreator<unknown>) => (init ? record(init) : record)) as unknown as typeof zustand.create;
  return { ...zustand, create };
});

cleanup();
document.body.replaceChildren();
localStorage.clear();
sessionStorage.clear();
await i18n.changeLanguage(DEFAULT_LANGUAGE);
document.documentElement.lang = i18n.language;
wordRulesIn(i18n);
resetStores();
answer({});
onEvent.mockClear();
takeLockedRefusals();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
