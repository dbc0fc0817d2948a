// @vitest-environment jsdom
/**
 * The printed claim form says, across its top, when it was printed from the demo; it is titled by the claim's
 * benefit, gives each diagnosis its description and says what the insurer covers and the member pays.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SettingsView } from '../../../shared/ops/operations';
import { PrintClaimButton } from '../../../renderer/screens/print/PrintClaimButton';
import { useSettings } from '../../../renderer/stores/settings';
import { ClaimForm } from '../../../renderer/screens/print/ClaimForm';
import { catalogues } from '../../../shared/i18n/catalogues';
import { claimView } from '../claims/fixtures';
import { answer } from '../fake-api';
import { parseMoney } from '../../../shared/money';

vi.mock('../../../renderer/api', () => import('../fake-api'));
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
  const printed = async (claim: typeof CLAIM): Promise<string> => {
    useSettings.setState({
      view: { staffName: 'Amina', deskName: 'Front desk', mode: 'service' } as unknown as SettingsView,
    });
    let text = '';
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      text = document.querySelector('.print-root')?.textContent ?? '';
    });
    render(<PrintClaimButton claim={claim} />);
    fireEvent.click(screen.getByRole('button', { name: catalogues.en.print.button }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    vi.restoreAllMocks();
    return text;
  };

  it('signs the form with who wrote or queued the claim (People at the desk)', async () => {
    answer({});
    const text = await printed({ ...CLAIM, by: 'Wanjiru' });
    expect(text).toContain('Staff signature (Wanjiru)');
    expect(text).not.toContain('Amina');
  });

  it('signs it with the desk staff name when no one was signed in', async () => {
    answer({});
    expect(await printed({ ...CLAIM, by: null })).toContain('Staff signature (Amina)');
  });

  it('titles the form by its benefit, describes each diagnosis, and says what is covered and what the member pays', async () => {
    answer({
      'claims.facts': () => ({
        ok: true,
        value: {
          covered: parseMoney('300'),
          issuedOn: null,
          tariffs: {},
          diagnosisList: { count: 1, listed: ['B54'] },
          benefit: { code: 'OPT-01', name: 'Optical' },
        },
      }),
      'diagnoses.lookup': () => ({
        ok: true,
        value: { entry: { code: 'B54', title: 'Unspecified malaria' }, listCount: 1 },
      }),
    });
    const claim = claimView(
      {
        id: CLAIM.id,
        memberName: 'Achieng Otieno',
        diagnoses: [{ code: 'B54', type: 'Principal' }],
        lines: [{ tariffId: 'TRF-1', name: 'Frames', type: 'consultation', quantity: 1, price: '450.50' }],
      },
      'queued',
    );
    const text = await printed(claim);
    expect(text).toMatch(/^Claim form: Optical/);
    expect(text).not.toContain('Outpatient');
    expect(text).toContain('B54Unspecified malaria');
    expect(text).toContain('Covered by the insurer300.00');
    expect(text).toContain('Paid by the member (co-payment)150.50');
  });
});
