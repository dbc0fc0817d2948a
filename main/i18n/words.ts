/**
 * The core's words, in the desk's language (the `core` catalogue of shared/i18n).
 *
 * The desk has one language, a setting: startCore sets it from the store and
 * settings.update changes it, so every message made after that speaks it. There is one
 * desk per process, so the language is the process's.
 *
 * `say` words a message now, for an answer that goes to the page at once. A message
 * the core keeps (a claim's or a document's messages, a review reason, the last sync
 * problem) is kept as a `Wording`, its key and values, and worded each time it is read,
 * so it follows the language when it changes. The insurer's own messages are kept and
 * shown as the insurer wrote them.
 */
import type { ParseKeys } from 'i18next';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages';
import { catalogues } from '../../shared/i18n/catalogues';
import { asLanguage, createI18n } from '../../shared/i18n/setup';
import { wordRulesIn } from '../../shared/domain/rule-wording';
import type { FirstScreenWords } from '../../shared/first-screen';

const i18n = createI18n(DEFAULT_LANGUAGE, { resources: catalogues });

/** The problems the core finds (shared/domain/problems.ts) are worded in the desk's language too. */
export function lendRuleWords(): void {
  wordRulesIn(i18n);
}
lendRuleWords();

export type CoreKey = ParseKeys<'core'>;

/** A message as its key in the core catalogue and the values it names. */
export interface Wording {
  readonly key: CoreKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * A kept message: ClaimDesk's own (a Wording, read back with its key as text), or the insurer's words
 * as it sent them (text).
 */
export const StoredMessage = z.union([
  z.string(),
  z.object({
    key: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    /** The insurer's claim numbers a claim in doubt may be, kept whole beside the words that list them. */
    candidates: z.array(z.string()).optional(),
  }),
]);
export type StoredMessage = z.infer<typeof StoredMessage>;
export const StoredMessages = z.array(StoredMessage);

export function setCoreLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

/** Calls `listener` whenever the desk's language changes (the desktop menu is built again in it). */
export function onCoreLanguage(listener: (language: Language) => void): () => void {
  const changed = (lng: string): void => listener(asLanguage(lng));
  i18n.on('languageChanged', changed);
  return () => i18n.off('languageChanged', changed);
}

/** The desk's language, for values formatted outside a sentence's own formats. */
export const coreLanguage = (): Language => asLanguage(i18n.language);

/**
 * The card lookup's words in `language`, from the page's catalogues: the first screen as the host serves it before
 * the page's code runs (main/desk/first-screen-hint.ts).
 */
export function pageWordsIn(language: Language): FirstScreenWords {
  const visit = i18n.getFixedT(language, 'visit');
  return {
    appName: i18n.getFixedT(language, 'common')('appName'),
    heading: visit('heading'),
    form: visit('lookup.form'),
    label: visit('cardNo'),
    hint: visit('lookup.cardHint'),
    submit: visit('lookup.submit'),
  };
}

/** Words a core message now, in the desk's language. */
export const say = i18n.getFixedT(null, 'core');

/** A message to keep, worded when it is read. */
export const wording = (key: CoreKey, params?: Readonly<Record<string, string | number>>): Wording =>
  params === undefined ? { key } : { key, params };

/** A message about a claim in doubt that names the insurer's claims it may be. */
export const naming = (message: Wording, candidates: readonly string[]): StoredMessage => ({
  ...message,
  candidates: [...candidates],
});

const wordAny = say as unknown as (key: string, options?: object) => string;

/**
 * Whether the core catalogue has this key: with the values it names, so that a key with plural forms
 * (`mayBeThis_one`, `mayBeThis_other`) is known by its `count`.
 */
export const knows = (key: string, params?: Readonly<Record<string, string | number>>): key is CoreKey =>
  i18n.exists(key, { ns: 'core', ...params });

/** A kept message in the desk's language now; a key this version does not know is shown as it is. */
export function render(message: StoredMessage | Wording): string {
  if (typeof message === 'string') return message;
  return knows(message.key, message.params) ? wordAny(message.key, message.params) : message.key;
}

/** Kept messages as stored (JSON text), worded for reading. */
export const renderStored = (json: string): string[] => StoredMessages.parse(JSON.parse(json)).map(render);
