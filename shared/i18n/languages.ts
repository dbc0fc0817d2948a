/**
 * The languages the desk speaks. Each has the BCP 47 tag that `Intl` formats its
 * numbers, amounts and dates with (Kenyan English and Kiswahili; French as written
 * in francophone Africa, which groups thousands with a space and uses a decimal comma).
 */
export const LANGUAGES = ['en', 'sw', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
// No zod here: the page's first screen reads the language before anything else, and loads no schema library for it.
export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language === value);
export const DEFAULT_LANGUAGE: Language = 'en';

export const INTL_LOCALE: Record<Language, string> = { en: 'en-KE', sw: 'sw-KE', fr: 'fr' };

/** Each language's own name for itself, as a language picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sw: 'Kiswahili', fr: 'Français' };
