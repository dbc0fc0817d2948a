/**
 * A card written as staff read it finds the member the insurer knows: separators and case are rewritten to the
 * shape the insurer's found cards share, a missing prefix is only offered, and an insurer whose cards have no
 * dash (the simulator's `cardNumbers: plain`) is learned as well as one whose cards have one.
 */
import { describe, expect, it } from 'vitest';
import { cardInPattern, learnCardPattern, likelyCard } from '../../main/care/card-pattern';
import { createOperationHost } from '../../main/operations';
import { createMemoryTokenStore } from '../../main/desk/settings/token-store';
import { serviceOf, useCoreTestbed } from '../core/core-harness';
import { opValue } from '../support/op-value';

describe('the card pattern', () => {
  const dashed = learnCardPattern(['CD-1000017', 'CD-1000025', 'X99']);

  it('rewrites separators, spaces and case to the shape most found cards share, and nothing else', () => {
    for (const typed of ['CD1000025', 'cd 1000025', 'CD.1000025', 'cd-1000-025', 'CD-1000025']) {
      expect(cardInPattern(typed, dashed), typed).toBe('CD-1000025');
    }
    // Another length, other letters, or no pattern at all: the card as typed.
    expect(cardInPattern('CD100002', dashed)).toBe('CD100002');
    expect(cardInPattern('XY1000025', dashed)).toBe('XY1000025');
    expect(cardInPattern('1000025', dashed)).toBe('1000025');
    expect(cardInPattern('CD1000025', undefined)).toBe('CD1000025');
  });

  it('offers the prefix for digits typed without it, and only then', () => {
    expect(likelyCard('1000025', dashed)).toBe('CD-1000025');
    expect(likelyCard('100-0025', dashed)).toBe('CD-1000025');
    expect(likelyCard('CD1000025', dashed)).toBeUndefined();
    expect(likelyCard('10000', dashed)).toBeUndefined();
    expect(likelyCard('1000025', learnCardPattern(['1000017']))).toBeUndefined();
    expect(likelyCard('1000025', undefined)).toBeUndefined();
  });

  it('follows the majority, and the newest card on a tie', () => {
    expect(cardInPattern('cd1000025', learnCardPattern(['CD1000017', 'CD-1000033', 'CD1000041']))).toBe('CD1000025');
    expect(cardInPattern('cd1000025', learnCardPattern(['CD 1000017', 'CD-1000033']))).toBe('CD 1000025');
    expect(learnCardPattern(['', '-'])).toBeUndefined();
  });
});

describe('looking up a card as typed', () => {
  const bed = useCoreTestbed();

  for (const cardNumbers of ['dashed', 'plain'] as const) {
    const card = (digits: string): string => (cardNumbers === 'dashed' ? `CD-${digits}` : `CD${digits}`);

    it(`finds the member the insurer writes ${card('1000025')} however it is typed, once one card is known`, async () => {
      const sim = await bed.startSim({ cardNumbers });
      const host = createOperationHost(await bed.start(serviceOf(sim)), {
        tokenStore: createMemoryTokenStore(sim.token),
      });
      // A fresh desk knows no pattern: a card typed in another shape is not found, and nothing is guessed.
      const other = cardNumbers === 'dashed' ? 'CD1000025' : 'CD-1000025';
      expect(await host.invoke('members.lookup', { cardNo: other })).toMatchObject({
        ok: false,
        error: { code: 'not-found' },
      });
      expect(await host.invoke('members.suggestCard', { cardNo: other })).toEqual({ ok: true, value: null });

      expect(await host.invoke('members.lookup', { cardNo: card('1000017') })).toMatchObject({ ok: true });
      for (const typed of [other, 'cd 1000025', 'Cd.100-0025']) {
        const found = await host.invoke('members.lookup', { cardNo: typed });
        expect(found, typed).toMatchObject({ ok: true, value: { cardNo: card('1000025'), source: 'service' } });
      }

      // Digits alone are not looked up as another card: they are offered with the insurer's prefix.
      expect(await host.invoke('members.lookup', { cardNo: '1000033' })).toMatchObject({
        ok: false,
        error: { code: 'not-found' },
      });
      expect(await host.invoke('members.suggestCard', { cardNo: '1000033' })).toEqual({
        ok: true,
        value: { cardNo: card('1000033'), name: null },
      });
      // A member seen here comes with the name that recognises it.
      const seen = await opValue(host, 'members.suggestCard', { cardNo: '1000025' });
      expect(seen?.cardNo).toBe(card('1000025'));
      expect(seen?.name).toMatch(/\w+ \w+/);
    });
  }
});
