/**
 * The page's i18next instance (shared/i18n/setup.ts with react-i18next). Its catalogues
 * load as they are needed (catalogue-loader.ts): the first screen's at the start, and a
 * screen that needs another suspends until it is there. The desk's language is a setting kept by the core; the
 * settings store calls `showLanguage` whenever it reads or saves it, which re-renders
 * every screen in place and sets `<html lang>`. The language last shown is also kept
 * in this browser's storage, so a reload starts in it instead of flashing English.
 */
import { initReactI18next } from 'react-i18next';
import { wordRulesIn } from '../../shared/domain/rule-wording';
import { asLanguage, createI18n } from '../../shared/i18n/setup';
import type { Language } from '../../shared/i18n/languages';
import { FIRST_SCREEN_NAMESPACES, PAGE_NAMESPACES } from '../../shared/i18n/namespaces';
import { catalogueLoader } from './catalogue-loader';

const KEPT_KEY = 'claimdesk.language';

function keptLanguage(): Language {
  try {
    return asLanguage(globalThis.localStorage.getItem(KEPT_KEY) ?? undefined);
  } catch {
    return asLanguage(undefined);
  }
}

export const i18n = createI18n(keptLanguage(), {
  use: [catalogueLoader, initReactI18next],
  ns: FIRST_SCREEN_NAMESPACES,
});
/**
 * The first screen's words loaded: the page renders once they are (renderer/main.tsx), so it never waits on them.
 * i18next says so with 'initialized' once its first load is done (loaded or failed), and not before.
 */
export const wordsReady: Promise<void> = new Promise((resolve) => {
  if (i18n.isInitialized) resolve();
  else i18n.on('initialized', () => resolve());
});

/** Every other screen's words, loaded once the first screen is up, so that no screen waits on its words. */
export const loadAllWords = (): Promise<unknown> => i18n.loadNamespaces(PAGE_NAMESPACES);

// A problem the page finds keeps its sentence in the language on screen (shown by code: problem-words.ts).
wordRulesIn(i18n);
document.documentElement.lang = i18n.language;

/** Shows the whole page in `language` at once. */
export function showLanguage(language: Language): void {
  document.documentElement.lang = language;
  try {
    globalThis.localStorage.setItem(KEPT_KEY, language);
  } catch {
    // No storage (a locked-down browser): a reload shows English until the settings are read.
  }
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

export { Trans, useTranslation } from 'react-i18next';
export { useFormat } from './use-format';
export { useProblemWords, type ProblemWords } from './problem-words';
