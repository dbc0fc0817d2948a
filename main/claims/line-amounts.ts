/**
 * The insurer's arithmetic. The service document does not say whether a breakup
 * `amount` is a unit price (the insurer multiplies it by the quantity) or a line
 * total. ClaimDesk writes unit prices unless staff choose line totals in Settings,
 * and it learns which reading the service uses from the amount the service
 * records: only a claim with a quantity above 1 can tell the two apart.
 */
import { multiplyMoney, sumMoney, type Money } from '../../shared/money';
import type { LineAmounts, ServiceReading } from '../../shared/domain/claims';

export interface PricedLine {
  readonly price: Money;
  readonly quantity: number;
}

/** The breakup `amount` written for one line. */
export const wireAmount = (line: PricedLine, sentAs: LineAmounts): Money =>
  sentAs === 'unit' ? line.price : multiplyMoney(line.price, line.quantity);

/** What a service would record for these lines, sent `sentAs`, under each reading of `amount`. */
export function recordedUnder(lines: readonly PricedLine[], sentAs: LineAmounts): Record<'unit' | 'total', Money> {
  const written = lines.map((line) => ({ amount: wireAmount(line, sentAs), quantity: line.quantity }));
  return {
    unit: sumMoney(written.map((line) => multiplyMoney(line.amount, line.quantity))),
    total: sumMoney(written.map((line) => line.amount)),
  };
}

/**
 * The reading an amount the service recorded reveals, or undefined when the two
 * readings give the same sum (every quantity is 1) and so cannot be told apart.
 */
export function revealedReading(
  lines: readonly PricedLine[],
  sentAs: LineAmounts,
  recorded: Money,
): ServiceReading | undefined {
  const under = recordedUnder(lines, sentAs);
  if (under.unit === under.total) return undefined;
  if (recorded === under.unit) return 'unit';
  if (recorded === under.total) return 'total';
  return 'neither';
}
