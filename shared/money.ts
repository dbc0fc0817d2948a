/**
 * Money: the one decimal-safe amount type of ClaimDesk.
 *
 * An amount is a bigint count of ten-thousandths (scale 4), because the service
 * speaks in 2-decimal and 4-decimal strings (benefit blocks) and in JSON numbers
 * (tariff prices, breakup amounts). Sums and products are exact integer
 * arithmetic; floats are only ever touched at the wire edge, and there only
 * through their shortest decimal text, never through arithmetic.
 */
declare const moneyBrand: unique symbol;
export type Money = bigint & { readonly [moneyBrand]: true };

export const MONEY_SCALE = 4;
const FACTOR = 10n ** BigInt(MONEY_SCALE);
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

export class MoneyError extends RangeError {
  override name = 'MoneyError';
}

const asMoney = (units: bigint): Money => units as Money;

export const ZERO: Money = asMoney(0n);

/** Parses decimal text such as "1500", "1500.5" or "1500.0000". No exponents, no grouping. */
export function parseMoney(text: string): Money {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new MoneyError(`"${text}" is not a decimal amount`);
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > MONEY_SCALE && /[1-9]/.test(fraction.slice(MONEY_SCALE))) {
    throw new MoneyError(`"${text}" has more than ${MONEY_SCALE} decimal places`);
  }
  const units = BigInt(whole) * FACTOR + BigInt(fraction.slice(0, MONEY_SCALE).padEnd(MONEY_SCALE, '0'));
  return asMoney(sign ? -units : units);
}

/** Like parseMoney, but answers undefined instead of throwing. */
export function tryParseMoney(text: string): Money | undefined {
  try {
    return parseMoney(text);
  } catch {
    return undefined;
  }
}

/**
 * Below this many ten-thousandths (about 56 billion), neighbouring amounts are
 * further apart than two doubles, so at most one amount rounds to any double.
 */
const EXACT_UNITS = 2 ** 49;

/**
 * Reads a JSON number from the wire. Its shortest round-trip text is what the
 * sender wrote (for any amount below 2^53 ten-thousandths), so parsing that text
 * is exact.
 *
 * Fast path (a full tariff list has 100,000 prices): when the number scaled to
 * whole ten-thousandths gives the same double back, that amount is the one the
 * text names, because below EXACT_UNITS no other amount rounds to this double.
 * Anything else takes the text route.
 */
export function moneyFromNumber(value: number): Money {
  const units = Math.round(value * 10_000);
  if (Math.abs(units) < EXACT_UNITS && units / 10_000 === value) return asMoney(BigInt(units));
  return moneyFromText(value);
}

/** Like moneyFromNumber, but answers undefined (an amount the service wrote that is not an exact amount) instead of throwing. */
export function tryMoneyFromNumber(value: number): Money | undefined {
  try {
    return moneyFromNumber(value);
  } catch {
    return undefined;
  }
}

function moneyFromText(value: number): Money {
  if (!Number.isFinite(value)) throw new MoneyError(`${value} is not a finite amount`);
  const text = String(value);
  if (/e/i.test(text)) {
    // Exponent form only appears for |value| < 1e-6 or >= 1e21: both out of range for an amount.
    if (Math.abs(value) < 1e-6) return parseMoney(value.toFixed(MONEY_SCALE + 2));
    throw new MoneyError(`${value} is too large to be an amount`);
  }
  return parseMoney(text);
}

/** The JSON number for the wire. Exact as text for every amount with at most 15 significant digits. */
export function moneyToNumber(amount: Money): number {
  return Number(formatMoney(amount, MONEY_SCALE));
}

export const addMoney = (a: Money, b: Money): Money => asMoney(a + b);
export const subtractMoney = (a: Money, b: Money): Money => asMoney(a - b);
export const minMoney = (a: Money, b: Money): Money => (a < b ? a : b);
export const sumMoney = (amounts: Iterable<Money>): Money => {
  let total = 0n;
  for (const amount of amounts) total += amount;
  return asMoney(total);
};

/** Price × quantity; quantities are whole units. */
export function multiplyMoney(amount: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity)) throw new MoneyError(`quantity ${quantity} is not a whole number`);
  return asMoney(amount * BigInt(quantity));
}

/** Formats with exactly `decimals` places (0–4), rounding half away from zero when fewer than 4. */
export function formatMoney(amount: Money, decimals = 2): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MONEY_SCALE) {
    throw new MoneyError(`cannot format with ${decimals} decimals`);
  }
  const negative = amount < 0n;
  const raw: bigint = amount;
  let units = negative ? -raw : raw;
  const drop = 10n ** BigInt(MONEY_SCALE - decimals);
  units = (units + drop / 2n) / drop;
  const scale = 10n ** BigInt(decimals);
  const whole = (units / scale).toString();
  const fraction = decimals > 0 ? '.' + (units % scale).toString().padStart(decimals, '0') : '';
  return `${negative && units !== 0n ? '-' : ''}${whole}${fraction}`;
}

export const isMoneyText = (text: string): boolean => tryParseMoney(text) !== undefined;
