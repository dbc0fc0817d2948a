/**
 * The member's share of a visit: one definition for every screen, printout and report, so the desk never shows
 * two figures for one member's share.
 *
 * - Until the visit has a claim, it is the block's: what the insurer left uncovered of the amount blocked
 *   (requested − covered).
 * - Once the visit has a claim (a draft being written included: the editor shows it as staff type), it is the
 *   claim's: what the claim's total leaves above the covered amount of the authorization's block.
 * - Never below zero (an insurer that covers more than was asked leaves the member nothing to pay).
 * - Without a block nothing is known of the cover: there is no share to show, only "nothing blocked".
 *
 * `basis` says which it is, so each place can say it in words. `nothingCovered` marks a block that covers 0.00
 * (the benefit used up): the member pays it all, and the desk says so plainly.
 */
import { subtractMoney, ZERO, type Money } from '../money';

export type ShareBasis = 'block' | 'claim';

export interface MemberShare {
  readonly basis: ShareBasis;
  readonly amount: Money;
  readonly covered: Money;
  readonly nothingCovered: boolean;
}

/** What `covered` leaves of `amount` to the member, never below zero. */
const leftOver = (amount: Money, covered: Money): Money => (amount > covered ? subtractMoney(amount, covered) : ZERO);

/** The block's share: requested − covered (never below zero). */
export const blockShare = (block: { readonly requested: Money; readonly covered: Money }): Money =>
  leftOver(block.requested, block.covered);

/** The claim's share: its total above the covered amount (never below zero). */
export const claimShare = (total: Money, covered: Money): Money => leftOver(total, covered);

/** The member's share of a visit with this block and, once it has one, this claim total (see the header). */
export function memberShare(
  block: { readonly requested: Money; readonly covered: Money } | null,
  claimTotal: Money | null,
): MemberShare | null {
  if (block === null) return null;
  const nothingCovered = block.covered <= ZERO;
  return claimTotal === null
    ? { basis: 'block', amount: blockShare(block), covered: block.covered, nothingCovered }
    : { basis: 'claim', amount: claimShare(claimTotal, block.covered), covered: block.covered, nothingCovered };
}
