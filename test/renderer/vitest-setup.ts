/**
 * Vitest setup for every test file (vitest.config.mts), here with the page's tests since it loads the page's words.
 *
 * Every side lends the rules its words when it starts (the core, main/i18n/words.ts; the page,
 * renderer/i18n); a test of shared/ alone has neither, so it gets English from every catalogue.
 *
 * In the jsdom files: the page's catalogues, which it loads as screens need them, are all
 * loaded before the first test (in the fast lane, once per worker: test/renderer/shared-page-setup.ts),
 * so a component test renders its words at once. And
 * testing-library's findBy* and waitFor give up after one second by default. The
 * screens' work (React renders, fake operations) is all in-process, but on a busy
 * 2-core machine one second of wall time can pass before it is done: a deadline
 * that measures the machine's speed. Ten seconds is a deadline only (well inside
 * the 20 s test timeout); a passing wait still ends as soon as its condition holds.
 * And each file waits, before its page is torn down, for the code of the parts it started loading.
 */
import { afterAll } from 'vitest';
import { wordRulesIn } from '../../shared/domain/rule-wording';
import { catalogues } from '../../shared/i18n/catalogues';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/i18n/languages';
import { NAMESPACES } from '../../shared/i18n/namespaces';
import { createI18n } from '../../shared/i18n/setup';

wordRulesIn(createI18n(DEFAULT_LANGUAGE, { resources: catalogues }));

if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
  const { i18n } = await import('../../renderer/i18n');
  await i18n.loadNamespaces([...NAMESPACES]);
  await i18n.loadLanguages([...LANGUAGES]);
  // A part of the page whose code is still loading when the file's tests end (the later screens load once the
  // first is up) would fail the run as the environment is torn down: each file waits for them first.
  const { codeLoadsSettled } = await import('../../renderer/components/code-loads');
  afterAll(codeLoadsSettled);
}

export {};
