// @vitest-environment jsdom
/**
 * The claim editor in French and Kiswahili: its labels, buttons, hints and amounts in the language on
 * screen, the problems it finds itself and those the core sent worded by their code in that language,
 * and re-worded in place when the language changes.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../renderer/i18n';
import { ClaimsScreen } from '../../../renderer/screens/claims/ClaimsScreen';
import { useNavigation } from '../../../renderer/stores/navigation';
import type { FieldError } from '../../../shared/domain/problems';
import type { Language } from '../../../shared/i18n/languages';
import { answer } from '../fake-api';
import { AUTHORIZATION, DOCTOR, tariff } from './fixtures';
import { errorNextTo, plain } from '../described-by';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const field = (label: string): HTMLInputElement => screen.getByLabelText(label);

const show = (language: Language): void => {
  act(() => void i18n.changeLanguage(language));
};

/** A problem as an English-speaking core words it: the page must word it again by its code. */
const fromCore = (field: string, code: FieldError['code'], params: FieldError['params']): FieldError => ({
  field,
  code,
  params,
  message: 'English words the page must not show',
});

beforeEach(() => {
  useNavigation.setState({ screen: 'claim', params: {} });
  answer({
    'authorizations.recent': () => ({ ok: true, value: [AUTHORIZATION] }),
    'doctors.list': () => ({ ok: true, value: [DOCTOR] }),
    'tariffs.search': () => ({ ok: true, value: [tariff('TRF-2', 'Malaria test', '1450.5')] }),
    'claims.save': () => ({
      ok: false,
      error: {
        code: 'invalid-input',
        message: 'Some details need correcting.',
        fields: [fromCore('lines.0.quantity', 'claim.line.quantityTooLarge', { number: 1, maximum: 100_000 })],
      },
    }),
  });
});
afterEach(() => {
  cleanup();
  show('en');
});

async function renderIn(language: Language, priceLabel: string): Promise<void> {
  show(language);
  render(<ClaimsScreen />);
  await waitFor(() => expect(field(priceLabel).disabled).toBe(false));
}

describe('the claim editor in other languages', () => {
  it('reads in French, amounts and problems included', async () => {
    await renderIn('fr', 'Prix de la ligne 1');
    expect(screen.getByRole('heading', { name: 'Nouvelle demande' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mettre en file d’envoi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter un diagnostic' })).toBeTruthy();
    expect(plain(screen.getByText(/^Laissez vide/).textContent)).toBe(
      'Laissez vide : la règle des lots du poste en choisira un à la mise en file d’envoi.',
    );
    fireEvent.change(field('Quantité de la ligne 1'), { target: { value: '2' } });
    fireEvent.change(field('Prix de la ligne 1'), { target: { value: '1450.5' } });
    expect(plain(screen.getByLabelText('Montant de la ligne 1').textContent)).toBe('2 901,00');
    expect(plain(screen.getByLabelText('Total de la demande').textContent)).toBe('2 901,00');

    // The editor's own checks, in French.
    fireEvent.click(screen.getByRole('button', { name: 'Mettre en file d’envoi' }));
    await waitFor(() =>
      expect(errorNextTo(field('Autorisation récente'))).toBe('Choisissez l’autorisation de cette visite.'),
    );
    expect(errorNextTo(field('Code du diagnostic 1'))).toBe('Le diagnostic 1 n’a pas de code.');
    expect(plain(screen.getByRole('alert').textContent)).toMatch(
      /Corrigez les \d+ problèmes indiqués à côté de leurs champs\./,
    );
  });

  it('reads in Kiswahili, and words the core’s problems by code, again when the language changes', async () => {
    await renderIn('sw', 'Bei ya mstari 1');
    expect(screen.getByRole('heading', { name: 'Dai jipya' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hifadhi kama rasimu' })).toBeTruthy();
    expect(screen.getByText('Siku kwanza, kama 23/11/2026 au 23 Nov 2026.')).toBeTruthy();
    fireEvent.change(field('Tarehe ya kuhudumiwa'), { target: { value: '2/3/2026' } });
    expect(screen.getByText('Imesomwa kama 2 Mac 2026')).toBeTruthy();

    fireEvent.change(field('Huduma ya mstari 1'), { target: { value: 'mal' } });
    fireEvent.keyDown(await screen.findByRole('combobox', { name: 'Huduma ya mstari 1', expanded: true }), {
      key: 'Enter',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hifadhi kama rasimu' }));
    await waitFor(() => expect(errorNextTo(field('Idadi ya mstari 1'))).toBe('Mstari 1: idadi isizidi 100,000.'));
    expect(screen.getByRole('alert').textContent).toContain('Rekebisha tatizo lililoonyeshwa kando ya sehemu yake.');

    // The problem already shown follows the language.
    show('fr');
    expect(errorNextTo(field('Quantité de la ligne 1'))).toBe('Ligne 1 : la quantité doit être d’au plus 100 000.');
    expect(document.body.textContent).not.toContain('English words the page must not show');
  });
});
