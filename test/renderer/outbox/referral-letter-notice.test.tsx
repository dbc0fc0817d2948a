// @vitest-environment jsdom
/**
 * The referral letter's notice never goes stale: a claim sent says it went without its letter (not what staff
 * could still do), and "Send without the letter…" keeps the focus on the dialogue, never the page's body.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReferralLetterNotice } from '../../../renderer/screens/outbox/ReferralLetterNotice';
import type { ClaimView } from '../../../shared/domain/claims';
import { answer } from '../fake-api';

vi.mock('../../../renderer/api', () => import('../fake-api'));
afterEach(cleanup);

type NoticeClaim = Pick<ClaimView, 'id' | 'state' | 'outcomeUnknown' | 'referralLetter' | 'waitingOnDocument'>;
const claim = (patch: Partial<NoticeClaim>): NoticeClaim => ({
  id: 'claim-1',
  state: 'queued',
  outcomeUnknown: false,
  referralLetter: 'missing',
  waitingOnDocument: true,
  ...patch,
});

describe('the referral letter notice', () => {
  it('says a claim sent went without its letter, whether waived or only warned of', () => {
    for (const referralLetter of ['waived', 'missing'] as const) {
      for (const state of ['sending', 'submitted'] as const) {
        render(<ReferralLetterNotice claim={claim({ state, referralLetter })} onChanged={() => undefined} />);
        expect(screen.getByText('Sent without its referral letter (recorded in the audit trail).')).toBeTruthy();
        expect(screen.queryByText(/To be sent without/)).toBeNull();
        expect(screen.queryByRole('button')).toBeNull();
        cleanup();
      }
    }
  });

  it('moves the focus to the reason, back to the offer on Cancel, and to what it says once sent without', async () => {
    let current = claim({});
    const onChanged = (changed: ClaimView): void => {
      current = changed;
      rerender(<ReferralLetterNotice claim={current} onChanged={onChanged} />);
    };
    answer({
      'claims.sendWithoutDocument': () => ({
        ok: true,
        value: { ...current, referralLetter: 'waived', waitingOnDocument: false } as ClaimView,
      }),
    });
    const { rerender } = render(<ReferralLetterNotice claim={current} onChanged={onChanged} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send without the letter…' }));
    const reason = screen.getByLabelText('Why it goes without the letter (recorded in the audit trail)');
    await waitFor(() => expect(document.activeElement).toBe(reason));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send without the letter…' })),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Send without the letter…' }));
    fireEvent.change(screen.getByLabelText(/Why it goes without the letter/), {
      target: { value: 'Lost by the member' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send without the letter' }));
    const said = await screen.findByText('To be sent without its referral letter (recorded in the audit trail).');
    await waitFor(() => expect(document.activeElement).toBe(said));
  });
});
