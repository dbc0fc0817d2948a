// @vitest-environment jsdom
/**
 * The amount to block as the language on screen writes it: in French "1 500,50" and "1500,50" are read and
 * sent to the core as canonical text; "1,500" is asked about (a thousand five hundred, or one and a half?)
 * at the field, before anything is asked or sent.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../renderer/i18n';
import { BlockForm } from '../../../renderer/screens/visit/BlockForm';
import { BlockResult } from '../../../renderer/screens/visit/BlockResult';
import { useVisitFlow } from '../../../renderer/screens/visit/visit-model';
import type { BlockView } from '../../../shared/domain/care';
import { parseMoney } from '../../../shared/money';
import { answer, inputsOf } from '../fake-api';
import { AUTHORIZATION, MEMBER } from './fixtures';
import { errorNextTo, plain } from '../described-by';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const blocked = (requested: string): BlockView => ({
  authorizationNo: AUTHORIZATION.authorizationNo,
  benefit: 'Outpatient',
  requested: parseMoney(requested),
  covered: parseMoney(requested),
  coPayment: parseMoney('0'),
  requestedText: requested,
  coveredText: requested,
  coPaymentText: '0.00',
  blockedAt: '2026-11-21T11:06:00.000Z',
});

beforeEach(() => {
  act(() => void i18n.changeLanguage('fr'));
  answer({ 'benefits.block': (input) => ({ ok: true, value: blocked(input.amount) }) });
  useVisitFlow.setState({
    member: MEMBER,
    step: { kind: 'authorized', authorization: AUTHORIZATION, block: undefined },
    busy: undefined,
    error: undefined,
  });
});
afterEach(() => {
  cleanup();
  act(() => void i18n.changeLanguage('en'));
});

/** The form and, beside it, its result, as the authorized visit shows them (AuthorizedPanel.tsx). */
function BlockStep() {
  const step = useVisitFlow((state) => state.step);
  const block = step.kind === 'authorized' ? step.block : undefined;
  return (
    <>
      <BlockForm block={block} />
      {block && <BlockResult block={block} />}
    </>
  );
}

describe('the amount to block in French', () => {
  it.each([
    ['1 500,50', '1500.50'],
    ['1\u202f500,50', '1500.50'],
    ['1500,50', '1500.50'],
    ['1500.50', '1500.50'],
  ])('reads "%s" and sends %s; the result is shown back the French way', async (typed, sent) => {
    render(<BlockStep />);
    const amount = screen.getByLabelText('Montant à bloquer');
    expect(plain(screen.getByText(/^Le coût prévu/).textContent)).toBe(
      'Le coût prévu de la visite, par exemple 1 500 ou 1 500,50.',
    );
    fireEvent.change(amount, { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Bloquer' }));
    const result = await screen.findByLabelText('Montants bloqués sur Outpatient');
    expect(plain(result.textContent)).toContain('Demandé1 500,50');
    expect(inputsOf('benefits.block')).toEqual([
      { authorizationNo: AUTHORIZATION.authorizationNo, cardNo: MEMBER.cardNo, amount: sent },
    ]);
  });

  it('asks about "1,500" at the field and sends nothing, then takes the amount as typed again', async () => {
    render(<BlockStep />);
    const amount = screen.getByLabelText('Montant à bloquer');
    fireEvent.change(amount, { target: { value: '1,500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bloquer' }));
    await waitFor(() =>
      expect(errorNextTo(amount)).toBe(
        'Montant : « 1,500 » peut se lire 1 500,00 ou 1,50. Tapez 1500 pour le premier, ou 1,50 pour le second.',
      ),
    );
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(amount);
    expect(inputsOf('benefits.block')).toEqual([]);

    fireEvent.change(amount, { target: { value: '1,50' } });
    expect(errorNextTo(amount)).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Bloquer' }));
    await screen.findByLabelText('Montants bloqués sur Outpatient');
    expect(inputsOf('benefits.block')).toEqual([
      { authorizationNo: AUTHORIZATION.authorizationNo, cardNo: MEMBER.cardNo, amount: '1.50' },
    ]);
  });

  it('says what is not an amount with a French example, and reads the amount before asking to block again', async () => {
    useVisitFlow.setState({ step: { kind: 'authorized', authorization: AUTHORIZATION, block: blocked('900.00') } });
    render(<BlockStep />);
    const amount = screen.getByLabelText('Montant à bloquer');
    fireEvent.change(amount, { target: { value: '15 00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bloquer de nouveau' }));
    await waitFor(() =>
      expect(errorNextTo(amount)).toBe('Saisissez un montant comme 1500 ou 1 500,50, avec au plus 4 décimales.'),
    );
    expect(screen.queryByText('Un montant est déjà bloqué sur cette autorisation')).toBeNull();
    expect(inputsOf('benefits.block')).toEqual([]);
  });
});

describe('a block that covers nothing', () => {
  it('says so in words beside its figures, unlike any other block', async () => {
    act(() => void i18n.changeLanguage('en'));
    answer({
      'benefits.block': (input) => ({
        ok: true,
        value: {
          ...blocked(input.amount),
          covered: parseMoney('0'),
          coveredText: '0.00',
          coPayment: parseMoney(input.amount),
          coPaymentText: input.amount,
        },
      }),
    });
    render(<BlockStep />);
    fireEvent.change(screen.getByLabelText('Amount to block'), { target: { value: '800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const said = await screen.findByText(
      'Nothing is covered: the limit of Outpatient is used up. The member pays the whole 800.00.',
    );
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByLabelText('Amounts blocked on Outpatient').textContent).toContain(
      'Member pays (by the block)800.00',
    );
  });

  it('a block that covers something says nothing of the kind', async () => {
    act(() => void i18n.changeLanguage('en'));
    render(<BlockStep />);
    fireEvent.change(screen.getByLabelText('Amount to block'), { target: { value: '800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    await screen.findByLabelText('Amounts blocked on Outpatient');
    expect(screen.queryByText(/Nothing is covered/)).toBeNull();
  });
});
