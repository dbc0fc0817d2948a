/** Field formats that recur across the service's wire shapes. */
import { z } from 'zod';

const isRealDate = (text: string): boolean => {
  const [y, m, d] = text.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** A calendar date, YYYY-MM-DD, with no time zone (attendance date, date of birth, given_date). */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine(isRealDate, 'must be a real calendar date');

/**
 * The service's timestamp, "YYYY-MM-DD HH:MM:SS". The document does not say in which
 * time zone; ClaimDesk reads it in the zone configured for the service (UTC by
 * default; see shared/service-time.ts).
 */
export const ServiceTimestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'must be a timestamp as YYYY-MM-DD HH:MM:SS');

/** An identifier the service issues or accepts; its format is not shown, so only non-empty is checked. */
export const Identifier = z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters');

/** Decimal text with exactly two decimals, as in the block response. */
export const Decimal2Text = z.string().regex(/^\d+\.\d{2}$/, 'must be a decimal with two places');
/** Decimal text with exactly four decimals, as in the block read. */
export const Decimal4Text = z.string().regex(/^\d+\.\d{4}$/, 'must be a decimal with four places');

/** A non-negative JSON number with at most 4 decimal places (price, amount). */
export const AmountNumber = z
  .number()
  .nonnegative()
  .refine(
    (n) => Number.isFinite(n) && Math.abs(n * 1e4 - Math.round(n * 1e4)) < 1e-6,
    'must have at most 4 decimal places',
  );

/** A phone number with country code and plus sign. */
const E164_PHONE = /^\+[1-9]\d{6,14}$/;

/** Member phone with country code and plus sign, as the visit request takes it. */
export const E164Phone = z.string().regex(E164_PHONE, 'must be a phone number with country code, like +254712345678');

/** Doctor phone: digits with country code, no plus sign. */
export const DigitsPhone = z
  .string()
  .regex(/^[1-9]\d{6,14}$/, 'must be digits with country code and no plus sign, like 254712345678');

/** A data URI carrying base64 content, as photos and attachments travel. */
export const Base64DataUri = z
  .string()
  .regex(/^data:[A-Za-z]+\/[A-Za-z0-9.+-]+;base64,[A-Za-z0-9+/]+={0,2}$/, 'must be a base64 data URI');
