/**
 * What people type at the desk, read the way the service needs it: one set of
 * rules for the page (which checks before sending) and the core (which accepts
 * only what they allow). Every reading is forgiving of how people write (spaces,
 * lower case, a local phone number; amounts: typed-amount.ts) and strict about what
 * it cannot read.
 */
import { z } from 'zod';
import { rule } from './problems';
import { OTP_DIGITS } from './otp-code';

/** Spaces of every kind, as scanners, keyboards and copy-paste leave them. */
const SPACES = /[\s\u00a0\u202f\u2009]+/g;

/**
 * A card number as the service spells it: no spaces, upper case ("cd 100 0017" → "CD1000017"; hyphens
 * stay). Chosen where the document is silent: card numbers are printed in capitals, and a lookup that
 * differs only by case or spacing is the same card.
 */
export const cardNoAsTyped = (text: string): string => text.replace(SPACES, '').toUpperCase();

export const CardNoText = z
  .string()
  .transform(cardNoAsTyped)
  .pipe(z.string().min(1, rule('cardNo.missing')).max(64, rule('cardNo.tooLong')));

/**
 * A mobile number as typed, read into one of two forms: international, with its country code and a plus
 * sign ("+254 712 345 678", or 00 in place of the plus), or national, the local way ("0712 345 678", or
 * "712345678") kept as its digits without the leading 0, to which `internationalPhone` puts the desk's
 * country code in front. Spaces, dashes, dots and brackets are dropped. A national number has 6 to 11
 * digits, so that with any country code (1 to 4 digits) it makes an international number of 7 to 15.
 */
export const PhoneText = z
  .string()
  .transform((text) => {
    const compact = text.replace(SPACES, '').replace(/[-.()]/g, '');
    if (compact.startsWith('00')) return `+${compact.slice(2)}`;
    return compact.startsWith('+') ? compact : compact.replace(/^0/, '');
  })
  .pipe(z.string().regex(/^(\+[1-9]\d{6,14}|[1-9]\d{5,10})$/, rule('phone.notMobile')));

/** A phone number read by PhoneText, with the desk's country code in front when it was typed the local way. */
export const internationalPhone = (phone: string, countryCode: string): string =>
  phone.startsWith('+') ? phone : `+${countryCode}${phone}`;

/** The country code a desk starts with (Kenya's), until it is set in Settings. */
export const DEFAULT_COUNTRY_CODE = '254';

/** A country code: the digits after the plus sign (254 for Kenya). */
export const CountryCode = z.string().regex(/^[1-9]\d{0,3}$/, rule('countryCode.notCode'));

/**
 * The code from the SMS: OTP_DIGITS (4 to 8) digits, spaces aside. A code that cannot be one is refused here
 * instead of being sent to the insurer.
 */
export const OtpCode = z
  .string()
  .transform((text) => text.replace(SPACES, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${OTP_DIGITS.min},${OTP_DIGITS.max}}$`), rule('otp.notCode')));

/**
 * Where the service says it sent the code: the masked number in its message ("…on +2547*****678" →
 * "+2547•••678"), or undefined when its message names none.
 */
export function codeSentTo(messages: readonly string[]): string | undefined {
  for (const message of messages) {
    const masked = /\+?\d[\d*•xX]*[*•xX][\d*•xX]*\d/.exec(message)?.[0];
    if (masked) return masked.replace(/[*•xX]+/g, '•••');
  }
  return undefined;
}
