// @vitest-environment jsdom
/**
 * The printed claim form says, across its top, when it was printed from the demo; it is titled by the claim's
 * benefit, under the clinic's name, gives each diagnosis its description and says what the insurer covers and the
 * member pays; the co-payment receipt says what the member paid, and is not printed when there is nothing to pay.
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

it('prints the insurer’s pre-authorization when staff recorded one, and no such line when not', () => {
  render(<ClaimForm claim={{ ...CLAIM, preAuthorizationNo: 'PRE-778' }} deskName="" staffName="Amina" />);
  expect(screen.getByRole('article').textContent).toContain('Insurer’s pre-authorizationPRE-778');
  cleanup();
  render(<ClaimForm claim={CLAIM} deskName="" staffName="Amina" />);
  expect(screen.getByRole('article').textContent).not.toContain('pre-authorization');
});

describe('the print button', () => {
  const printed = async (claim: typeof CLAIM, paper: 'form' | 'receipt' = 'form'): Promise<string> => {
    useSettings.setState({
      view: {
        clinicName: 'Uhai Clinic',
        staffName: 'Amina',
        deskName: 'Front desk',
        mode: 'service',
      } as unknown as SettingsView,
    });
    let text = '';
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      text = document.querySelector('.print-root')?.textContent ?? '';
    });
    render(<PrintClaimButton claim={claim} paper={paper} />);
    fireEvent.click(
      screen.getByRole('button', {
        name: paper === 'form' ? catalogues.en.print.button : catalogues.en.print.receipt.button,
      }),
    );
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
    expect(text).toMatch(/^Uhai ClinicClaim form: Optical/);
    expect(text).not.toContain('Outpatient');
    expect(text).toContain('B54Unspecified malaria');
    expect(text).toContain('Covered by the insurer300.00');
    expect(text).toContain('Paid by the member (co-payment)150.50');
  });

  const facts = (covered: string | null) => ({
    'claims.facts': () => ({
      ok: true as const,
      value: {
        covered: covered === null ? null : parseMoney(covered),
        issuedOn: null,
        tariffs: {},
        diagnosisList: { count: 0, listed: [] },
        benefit: { code: 'OPT-01', name: 'Optical' },
      },
    }),
  });
  const frames = claimView(
    {
      id: CLAIM.id,
      memberName: 'Achieng Otieno',
      authorizationNo: 'PA-000123',
      lines: [{ tariffId: 'TRF-1', name: 'Frames', type: 'consultation', quantity: 1, price: '450.50' }],
    },
    'queued',
  );

  it('prints a receipt for the co-payment: the clinic, the visit, the total, the cover and what the member paid', async () => {
    answer(facts('300'));
    const text = await printed(frames, 'receipt');
    expect(text).toMatch(/^Uhai ClinicReceipt: co-paymentFront desk/);
    expect(text).toContain('AuthorizationPA-000123');
    expect(text).toContain('BenefitOptical');
    expect(text).toContain('Claim total450.50');
    expect(text).toContain('Covered by the insurer300.00');
    expect(text).toContain('Paid by the member150.50');
    expect(text).toContain('Received by (Amina), signature');
  });

  it('prints no receipt when the member pays nothing, or the share is not known, and says why beside the button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    useSettings.setState({ view: { staffName: 'Amina', mode: 'service' } as unknown as SettingsView });
    answer(facts('1000'));
    render(<PrintClaimButton claim={frames} paper="receipt" />);
    fireEvent.click(screen.getByRole('button', { name: catalogues.en.print.receipt.button }));
    expect((await screen.findByRole('status')).textContent).toBe(catalogues.en.print.receipt.nothingToPay);
    answer(facts(null));
    fireEvent.click(screen.getByRole('button', { name: catalogues.en.print.receipt.button }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(catalogues.en.print.receipt.noCover));
    expect(print).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
