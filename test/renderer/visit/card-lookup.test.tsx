// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VisitScreen } from '../../../renderer/screens/visit/VisitScreen';
import { useVisitFlow } from '../../../renderer/screens/visit/visit-model';
import { answer, inputsOf } from '../fake-api';
import { failure, MEMBER } from './fixtures';
import { shortName } from '../../../renderer/screens/visit/lookup-messages';
import type { RecentMember } from '../../../shared/domain/care';
import { deskDay } from '../desk-day';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const cardField = (): HTMLInputElement => screen.getByLabelText('Card number');

/** What a browser does on Enter in a form field (HTML implicit submission): click the form's default button. */
function pressEnter(input: HTMLInputElement): void {
  fireEvent.keyDown(input, { key: 'Enter' });
  const button = input.form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) throw new Error('the field has no form with a submit button, so Enter would not submit');
  fireEvent.click(button);
}

function scan(cardNo: string): void {
  fireEvent.change(cardField(), { target: { value: cardNo } });
  pressEnter(cardField());
}

beforeEach(() => {
  useVisitFlow.getState().reset();
  answer({ 'members.recent': () => ({ ok: true, value: [] }) });
});
afterEach(cleanup);

describe('member lookup', () => {
  it('looks up the scanned card on Enter, trimmed, and shows the member with age and benefits', async () => {
    answer({
      'members.recent': () => ({ ok: true, value: [] }),
      'members.lookup': () => ({ ok: true, value: MEMBER }),
      'members.photo': () => ({ ok: true, value: { photo: 'data:image/png;base64,AAAA' } }),
    });
    render(<VisitScreen />);
    expect(document.activeElement).toBe(cardField());
    scan('  CD-1000017 \n');

    expect(await screen.findByRole('heading', { name: 'Achieng Otieno' })).toBeTruthy();
    expect(inputsOf('members.lookup')).toEqual([{ cardNo: 'CD-1000017' }]);
    expect(screen.getByText(/^\d+ years$/)).toBeTruthy();
    // Benefits by name (with their access), dates in the one style.
    expect(screen.getByRole('radio', { name: 'Dental (Pre-authorization access)' })).toBeTruthy();
    expect(screen.queryByText(/DEN-01/)).toBeNull();
    expect(screen.getByText('15 Mar 1990')).toBeTruthy();
    expect(await screen.findByAltText('Photo of the member from the insurer')).toBeTruthy();
  });

  it('says "not found" for an unknown card', async () => {
    answer({
      'members.recent': () => ({ ok: true, value: [] }),
      'members.lookup': () => failure('not-found', 'No member has this card number. Check the number on the card.'),
    });
    render(<VisitScreen />);
    scan('CD-9');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Member not found');
    expect(alert.textContent).toContain('Check the number on the card');
    // No one found: the field keeps the focus, the number selected, so the next scan replaces it.
    await waitFor(() => expect(cardField().selectionEnd).toBe('CD-9'.length));
    expect(document.activeElement).toBe(cardField());
    expect(cardField().selectionStart).toBe(0);
  });

  it('puts an invalid card number next to the field', async () => {
    answer({
      'members.recent': () => ({ ok: true, value: [] }),
      'members.lookup': () => failure('rejected', 'The insurer refused the request.'),
    });
    render(<VisitScreen />);
    scan('???');
    await screen.findByText(/Card number not valid/);
    const describedBy = cardField().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ')[0] ?? '')?.textContent).toMatch(/Card number not valid/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the cached copy while offline, stamped with when it was fetched, without the photo', async () => {
    answer({
      'members.recent': () => ({ ok: true, value: [] }),
      'members.lookup': () => ({ ok: true, value: { ...MEMBER, source: 'cache' } }),
    });
    render(<VisitScreen />);
    scan('CD-1000017');
    const stamp = await screen.findByText(/\(offline copy\)/);
    expect(stamp.textContent).toMatch(
      new RegExp(`^Fetched ${deskDay(MEMBER.fetchedAt)} Nov 2026, \\d{2}:02 \\S+ \\(offline copy\\)$`),
    );
    expect(await screen.findByText('Photo not available offline')).toBeTruthy();
    expect(inputsOf('members.photo')).toEqual([]);
  });

  it('says offline (not an error) when the member was never looked up here', async () => {
    answer({
      'members.recent': () => ({ ok: true, value: [] }),
      'members.lookup': () => failure('offline', "The insurer's service cannot be reached. Try again later."),
    });
    render(<VisitScreen />);
    scan('CD-1000017');
    const status = await screen.findByText('Offline — member not available');
    expect(status.closest('[role="status"]')).not.toBeNull();
  });

  it('says the service is at fault on a service error', async () => {
    answer({
      'members.recent': () => ({ ok: true, value: [] }),
      'members.lookup': () => failure('service-error', "The insurer's service had an internal error. Try again."),
    });
    render(<VisitScreen />);
    scan('CD-1000017');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("The insurer's service has a problem");
    expect(alert.textContent).toContain('Try again');
  });

  it('clears the last lookup’s error when the field is submitted empty, instead of stacking under it', async () => {
    answer({
      'members.recent': () => ({ ok: true, value: [] }),
      'members.lookup': () => failure('service-error', "The insurer's service had an internal error. Try again."),
    });
    render(<VisitScreen />);
    scan('CD-1000017');
    await screen.findByRole('alert');
    scan('   ');
    expect(screen.queryByText("The insurer's service has a problem")).toBeNull();
    expect(screen.getByText('Enter or scan a card number.')).toBeTruthy();
    expect(inputsOf('members.lookup')).toHaveLength(1);
  });
});

describe('a card typed without its separators', () => {
  const { source: _source, ...seen } = MEMBER;
  const SEEN: RecentMember = { ...seen, cardNo: 'CD-1000025', name: 'Aisha Mugo Njoroge' };

  it('shortens the name in a suggestion to what recognises the member', () => {
    expect(shortName('Aisha Mugo Njoroge')).toBe('Aisha M…');
    expect(shortName('Madonna')).toBe('Madonna');
  });

  it('offers the card as the desk has seen it written, as a button that looks it up', async () => {
    answer({
      'members.suggestCard': ({ cardNo }: { cardNo: string }) => ({
        ok: true,
        value: cardNo === 'cd 1000025' ? { cardNo: 'CD-1000025', name: SEEN.name } : null,
      }),
      'members.lookup': ({ cardNo }: { cardNo: string }) =>
        cardNo === 'CD-1000025'
          ? { ok: true, value: { ...SEEN, source: 'service' } }
          : failure('not-found', 'No member has this card number. Check the number on the card.'),
      'members.photo': () => ({ ok: true, value: { photo: null } }),
    });
    render(<VisitScreen />);
    scan('cd 1000025');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Member not found');
    const offer = within(alert).getByRole('button', { name: 'Did you mean CD-1000025 (Aisha M…)?' });
    // The card field keeps the focus for the next scan; the offer is the next stop after "Look up".
    expect(document.activeElement).toBe(cardField());
    fireEvent.click(offer);
    expect(await screen.findByRole('heading', { name: 'Aisha Mugo Njoroge' })).toBeTruthy();
    expect(inputsOf('members.lookup')).toEqual([{ cardNo: 'cd 1000025' }, { cardNo: 'CD-1000025' }]);
    expect(cardField().value).toBe('CD-1000025');
  });

  it('offers the likely form of a card typed without its prefix, without a name the desk has not seen', async () => {
    answer({
      'members.suggestCard': () => ({ ok: true, value: { cardNo: 'CD-1000033', name: null } }),
      'members.lookup': () => failure('not-found', 'No member has this card number. Check the number on the card.'),
    });
    render(<VisitScreen />);
    scan('1000033');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Did you mean CD-1000033?' })).toBeTruthy();
  });

  it('offers nothing when the core has no likely card', async () => {
    answer({
      'members.suggestCard': () => ({ ok: true, value: null }),
      'members.lookup': () => failure('not-found', 'No member has this card number. Check the number on the card.'),
    });
    render(<VisitScreen />);
    scan('CD1000025');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Member not found');
    expect(within(alert).queryByRole('button')).toBeNull();
  });
});
