/**
 * The fast lane's Node files share one module registry per worker (vitest.fast.config.mts, `isolate: false`): a
 * module runs once, and its state outlives the file that changed it. Before each file, this puts back what a
 * file of its own would start with: the core's language the default one, the core lending the rules its words
 * (test/renderer/vitest-setup.ts lent them a fresh instance just before), real timers, no stubbed globals or
 * variables. It runs after vitest-setup.ts.
 */
import { vi } from 'vitest';
import { lendRuleWords, setCoreLanguage } from '../../main/i18n/words';
import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages';

setCoreLanguage(DEFAULT_LANGUAGE);
lendRuleWords();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
