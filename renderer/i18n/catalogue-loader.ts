/**
 * The page's i18next back end: each catalogue (one language's namespace, shared/i18n/locales/<language>/<namespace>.ts)
 * is a chunk of its own in the build, loaded the first time it is needed: the first screen's at the start, a later
 * screen's with that screen, another language's when it is chosen. So the page parses only the words it shows.
 */
import type { BackendModule, ResourceKey } from 'i18next';

// Not `core`: the core words its own messages, in the desk's language, before they reach the page.
// Keyed from the locales folder ('./<language>/<namespace>.ts'): the first screen carries this table, so its keys are short.
const catalogues = import.meta.glob<{ readonly default: ResourceKey }>(['./*/*.ts', '!./*/core.ts'], {
  base: '../../shared/i18n/locales',
});

export const catalogueLoader: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    const load = catalogues[`./${language}/${namespace}.ts`];
    if (!load) {
      done(new Error(`No catalogue ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => done(null, module.default),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
