// @vitest-environment jsdom
/** The printed claim form says, across its top, when it was printed from the demo. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SettingsView } from '../../../shared/ops/operations';
import { PrintClaimButton } from '../../../renderer/screens/print/PrintClaimButton';
import { useSettings } from '../../../renderer/stores/settings';
import { ClaimForm } from '../../../renderer/screens/print/ClaimForm';
import { catalogues } from '../../../shared/i18n/catalogues';
import { claimView } from '../claims/fixtures';

afterEach(cleanup);

const DEMO_MARK = catalogues.en.print.demo;
const CLAIM = claimView(
  { id: '6f1c0c1e-52a8-4d43-9d3a-3f8f3f1f00ab', memberName: 'Achieng Otieno', lines: [] },
  'queued',
);

it('marks a form printed from the demo as not a claim', () => {
  render(<ClaimForm claim={CLAIM} deskName="Front desk" staffName="Amina" demo />);
  const form = screen.getByRole('article');
  expect(form.querySelector('header')?.firstElementChild?.textContent).toBe(DEMO_MARK);
});

it('carries no such mark when printed from a desk working with the insurer', () => {
  render(<ClaimForm claim={CLAIM} deskName="Front desk" staffName="Amina" />);
  expect(screen.getByRole('article').textContent).not.toContain(DEMO_MARK);
});

describe('the print button', () => {
  const printed = (claim: typeof CLAIM): string => {
    useSettings.setState({
      view: { staffName: 'Amina', deskName: 'Front desk', mode: 'service' } as unknown as SettingsView,
    });
    let text = '';
    vi.spyOn(window, 'print').mockImplementation(() => {
      text = document.querySelector('.print-root')?.textContent ?? '';
    });
    render(<PrintClaimButton claim={claim} />);
    fireEvent.click(screen.getByRole('button', { name: catalogues.en.print.button }));
    vi.restoreAllMocks();
    return text;
  };

  it('signs the form with who wrote or queued the claim (People at the desk)', () => {
    const text = printed({ ...CLAIM, by: 'Wanjiru' });
    expect(text).toContain('Staff signature (Wanjiru)');
    expect(text).not.toContain('Amina');
  });

  it('signs it with the desk staff name when no one was signed in', () => {
    expect(printed({ ...CLAIM, by: null })).toContain('Staff signature (Amina)');
  });
});
