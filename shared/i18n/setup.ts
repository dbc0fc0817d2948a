/**
 * The one i18next set-up, for the page (with react-i18next on top) and for the core
 * (the messages it sends to the page). Initialised synchronously from the bundled
 * catalogues: no network, no back end, nothing to wait for.
 *
 * Values are formatted inside the sentence by name, in the language being rendered:
 * `{{total, amount}}` (decimal text or Money, exact), `{{count, count}}`,
 * `{{day, date}}` ("2026-11-23"), `{{share, percent}}` (0…1), and a problem's field as staff say it,
 * `{{field, label}}` ("lines.2.quantity": "Line 3 quantity"); `{{moneyScale}}` is the decimals an amount
 * may have. Escaping is off: React escapes what it renders, and
 * the core's words are text, never HTML.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { MONEY_SCALE, type Money } from '../money';
import { catalogues, DEFAULT_NAMESPACE, NAMESPACES } from './catalogues';
import { fieldLabel } from './field-label';
import { formatAmount, formatCount, formatDate, formatPercent } from './format';
import { DEFAULT_LANGUAGE, Language, LANGUAGES } from './languages';

/** One of the desk's languages from an i18next language code (the default for anything else). */
export const asLanguage = (lng: string | undefined): Language => {
  const parsed = Language.safeParse(lng);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
};

/** A ready i18next instance speaking `language`; `use` adds plugins (react-i18next) before it starts. */
export function createI18n(language: Language, use: readonly Parameters<I18n['use']>[0][] = []): I18n {
  const instance = i18next.createInstance();
  for (const plugin of use) instance.use(plugin);
  void instance.init({
    resources: catalogues,
    lng: language,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false, defaultVariables: { moneyScale: MONEY_SCALE } },
    returnNull: false,
  });
  const formatter = instance.services.formatter;
  formatter?.add('amount', (value: Money | string, lng) => formatAmount(value, asLanguage(lng)));
  formatter?.add('count', (value: number, lng) => formatCount(value, asLanguage(lng)));
  formatter?.add('date', (value: string, lng) => formatDate(value, asLanguage(lng)));
  formatter?.add('percent', (value: number, lng) => formatPercent(value, asLanguage(lng)));
  formatter?.add('label', (path: string, lng) => fieldLabel(path, instance.getFixedT(asLanguage(lng), 'rules')));
  return instance;
}
