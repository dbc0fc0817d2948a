// @vitest-environment jsdom
/** "Ready to send" lists the referral letter on a Referral benefit: missing, attached, or sent without. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReadyToSend } from '../../../renderer/screens/claims/ReadyToSend';

afterEach(cleanup);

const items = (): string[] => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('the referral letter in "Ready to send"', () => {
  it('is a part of the list only on a benefit that needs one, in the words of its state', () => {
    const { rerender } = render(<ReadyToSend problems={[]} warnings={[]} referralLetter="not-needed" />);
    expect(items().some((item) => item.includes('Referral letter'))).toBe(false);
    rerender(<ReadyToSend problems={[]} warnings={[]} referralLetter="missing" />);
    expect(items()).toContain('Referral letter: missing (the claim waits for it)');
    expect(screen.getByText('Referral letter: missing (the claim waits for it)').className).toBe('ready-missing');
    rerender(<ReadyToSend problems={[]} warnings={[]} referralLetter="attached" />);
    expect(items()).toContain('Referral letter: done');
    rerender(<ReadyToSend problems={[]} warnings={[]} referralLetter="waived" />);
    expect(items()).toContain('Referral letter: sent without it');
  });
});
