/**
 * Types every t() call against the English catalogues: a key that does not exist, a
 * missing {{value}}, or a value of the wrong kind for its format does not compile.
 */
import 'i18next';
import type { Money } from '../money';
import type { source } from './catalogues';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof source;
    strictInterpolationChecks: true;
    returnNull: false;
    /** The formats shared/i18n/setup.ts adds. */
    interpolationFormatTypeMap: { amount: Money | string; count: number; date: string; percent: number; label: string };
  }
}
