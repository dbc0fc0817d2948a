/**
 * The one i18next set-up, for the page (with react-i18next on top) and for the core
 * (the messages it sends to the page). The core starts with every catalogue, bundled, and
 * is ready at once; the page starts with none and a back end that loads each catalogue
 * (a language's namespace) when it is first needed (renderer/i18n/catalogue-loader.ts).
 *
 * Values are formatted inside the sentence by name, in the language being rendered:
 * `{{total, amount}}` (decimal text or Money, exact), `{{count, count}}`,
 * `{{day, date}}` ("2026-11-23"), `{{share, percent}}` (0…1), and a problem's field as staff say it,
 * `{{field, label}}` ("lines.2.quantity": "Line 3 quantity"); `{{moneyScale}}` is the decimals an amount
 * may have, `{{otpMinDigits}}` and `{{otpMaxDigits}}` the digits of a code from the SMS. Escaping is off: React escapes what it renders, and
 * the core's words are text, never HTML.
 */
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { MONEY_SCALE, type Money } from '../money';
import { OTP_WORDS } from '../domain/otp-code';
import { fieldLabel } from './field-label';
import { formatAmount, formatCount, formatDate, formatPercent } from './format';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';
import { DEFAULT_NAMESPACE, NAMESPACES, type Namespace } from './namespaces';

/** One of the desk's languages from an i18next language code (the default for anything else). */
export const asLanguage = (lng: string | undefined): Language => {
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
};

export interface I18nStart {
  /** Plugins added before it starts: react-i18next, and on the page the back end that loads catalogues. */
  readonly use?: readonly Parameters<I18n['use']>[0][];
  /** Every catalogue, for a side that bundles them (the core); without them a back end must load them. */
  readonly resources?: Resource;
  /** The namespaces loaded at the start (all by default); a back end loads others when they are asked for. */
  readonly ns?: readonly Namespace[];
}

/** An i18next instance speaking `language`: ready at once with `resources`, else once its back end has loaded `ns`. */
export function createI18n(language: Language, { use = [], resources, ns = NAMESPACES }: I18nStart = {}): I18n {
  const instance = i18next.createInstance();
  for (const plugin of use) instance.use(plugin);
  void instance.init({
    ...(resources && { resources }),
    lng: language,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: [...ns],
    defaultNS: DEFAULT_NAMESPACE,
    initAsync: resources === undefined,
    interpolation: {
      escapeValue: false,
      defaultVariables: { moneyScale: MONEY_SCALE, ...OTP_WORDS },
    },
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
