/**
 * The member's share of a visit (shared/domain/member-share.ts): the block's until the visit has a claim, the
 * claim's after; never below zero; none without a block; a block covering nothing is marked as such.
 */
import { describe, expect, it } from 'vitest';
import { memberShare } from '../../shared/domain/member-share';
import { coverOf } from '../../shared/domain/claim-checks';
import { parseMoney } from '../../shared/money';

const m = parseMoney;
const block = (requested: string, covered: string) => ({ requested: m(requested), covered: m(covered) });

describe("a member's share", () => {
  it('is the block’s until there is a claim: requested − covered', () => {
    expect(memberShare(block('2000', '1500'), null)).toEqual({
      basis: 'block',
      amount: m('500'),
      covered: m('1500'),
      nothingCovered: false,
    });
  });

  it('is the claim’s once there is one: its total above the covered amount, whatever was requested', () => {
    expect(memberShare(block('2000', '1500'), m('1440'))).toMatchObject({ basis: 'claim', amount: m('0') });
    expect(memberShare(block('1500', '1500'), m('1940.25'))).toMatchObject({ basis: 'claim', amount: m('440.25') });
  });

  it('is never below zero, and there is none without a block', () => {
    expect(memberShare(block('100', '250'), null)?.amount).toBe(m('0'));
    expect(memberShare(null, m('1000'))).toBeNull();
  });

  it('says when the block covers nothing (the benefit used up): the member pays all', () => {
    expect(memberShare(block('800', '0'), null)).toEqual({
      basis: 'block',
      amount: m('800'),
      covered: m('0'),
      nothingCovered: true,
    });
  });

  it('is what the claim editor shows for the claim', () => {
    const lines = [{ tariffId: 'T', name: 'x', type: 'service', quantity: 3, price: '480' }];
    const cover = coverOf(lines, { covered: m('1000') });
    expect(cover.memberShare).toBe(memberShare(block('1500', '1000'), cover.total)?.amount);
    expect(cover.memberShare).toBe(m('440'));
  });
});
