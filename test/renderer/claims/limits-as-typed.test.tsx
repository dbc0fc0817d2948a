// @vitest-environment jsdom
/**
 * Limits show as staff type, before any save, in the language on screen (French here): the complaint's count
 * from 80 % of its 4,000 characters and the rule's own words once it is over; a quantity above the maximum
 * and one above the desk's threshold at the line; a French price ("1500,50") read and totalled. Each tied to
 * its control by aria-describedby.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../renderer/i18n';
import { AddDoctorForm } from '../../../renderer/screens/claims/AddDoctorForm';
import { ClaimsScreen } from '../../../renderer/screens/claims/ClaimsScreen';
import { useNavigation } from '../../../renderer/stores/navigation';
import { answer, inputsOf } from '../fake-api';
import { AUTHORIZATION, DOCTOR, tariff } from './fixtures';
import { describedBy, plain } from '../described-by';

vi.mock('../../../renderer/api', () => import('../fake-api'));

beforeEach(() => {
  act(() => void i18n.changeLanguage('fr'));
  useNavigation.setState({ screen: 'claim', params: {} });
  answer({
    'authorizations.recent': () => ({ ok: true, value: [AUTHORIZATION] }),
    'doctors.list': () => ({ ok: true, value: [DOCTOR] }),
    'tariffs.search': () => ({ ok: true, value: [tariff('TRF-2', 'Malaria test', '1450.5')] }),
  });
});
afterEach(() => {
  cleanup();
  act(() => void i18n.changeLanguage('en'));
});

async function openEditor(): Promise<void> {
  render(<ClaimsScreen />);
  await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Prix de la ligne 1').disabled).toBe(false));
}

describe('limits as staff type, in French', () => {
  it('counts the complaint from 3,200 characters and says the rule once it is over 4,000', async () => {
    await openEditor();
    const complaint = screen.getByLabelText('Motif de consultation');
    fireEvent.change(complaint, { target: { value: 'a'.repeat(3199) } });
    expect(describedBy(complaint, 'field-count')).toBe('');

    fireEvent.change(complaint, { target: { value: 'a'.repeat(3950) } });
    expect(describedBy(complaint, 'field-count')).toBe('3 950 / 4 000 caractères');
    expect(describedBy(complaint, 'field-error')).toBe('');
    expect(complaint.getAttribute('aria-invalid')).toBeNull();

    // Typing on is never stopped: the text is kept whole, and the rule says what is wrong.
    fireEvent.change(complaint, { target: { value: 'a'.repeat(4001) } });
    expect((complaint as HTMLTextAreaElement).value).toHaveLength(4001);
    expect(describedBy(complaint, 'field-count')).toBe('4 001 / 4 000 caractères');
    expect(describedBy(complaint, 'field-error')).toBe(
      'Motif de consultation : texte trop long (au plus 4 000 caractères).',
    );
    expect(complaint.getAttribute('aria-invalid')).toBe('true');
    expect(inputsOf('claims.save')).toEqual([]);
  });

  it('says at the line a quantity above the maximum, and flags one above the desk’s threshold', async () => {
    await openEditor();
    const quantity = screen.getByLabelText('Quantité de la ligne 1');
    fireEvent.change(screen.getByLabelText('Prix de la ligne 1'), { target: { value: '1500,50' } });
    fireEvent.change(quantity, { target: { value: '2' } });
    expect(plain(screen.getByLabelText('Montant de la ligne 1').textContent)).toBe('3 001,00');
    expect(quantity.getAttribute('aria-describedby')).toBeNull();

    fireEvent.change(quantity, { target: { value: '100000' } });
    expect(describedBy(quantity, 'field-warning')).toBe(
      'Ligne 1 : une quantité de 100 000 dépasse le seuil du poste (30).',
    );
    expect(quantity.getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(quantity, { target: { value: '100001' } });
    expect(describedBy(quantity, 'field-error')).toBe('Ligne 1 : la quantité doit être d’au plus 100 000.');
    expect(describedBy(quantity, 'field-warning')).toBe('');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(inputsOf('claims.save')).toEqual([]);
  });

  it('reads a French price and shows the line and total the French way; asks about "1,500"', async () => {
    await openEditor();
    const price = screen.getByLabelText('Prix de la ligne 1');
    fireEvent.change(price, { target: { value: '1 500,50' } });
    expect(plain(screen.getByLabelText('Montant de la ligne 1').textContent)).toBe('1 500,50');
    expect(plain(screen.getByLabelText('Total de la demande').textContent)).toBe('1 500,50');

    fireEvent.change(price, { target: { value: '1,500' } });
    expect(screen.getByLabelText('Montant de la ligne 1').textContent).toBe('—');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer comme brouillon' }));
    await waitFor(() =>
      expect(describedBy(price, 'field-error')).toBe(
        'Prix (ligne 1) : « 1,500 » peut se lire 1 500,00 ou 1,50. Tapez 1500 pour le premier, ou 1,50 pour le second.',
      ),
    );
    expect(inputsOf('claims.save')).toEqual([]);
  });

  it('fills a picked tariff’s price the French way', async () => {
    await openEditor();
    fireEvent.change(screen.getByLabelText('Prestation de la ligne 1'), { target: { value: 'mal' } });
    fireEvent.keyDown(await screen.findByRole('combobox', { name: 'Prestation de la ligne 1', expanded: true }), {
      key: 'Enter',
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Prix de la ligne 1').value).toBe('1450,50'));
    expect(plain(screen.getByLabelText('Montant de la ligne 1').textContent)).toBe('1 450,50');
  });
});

describe('a doctor’s details as staff type them, in French', () => {
  it('counts the name near the 200 characters a claim keeps, and says it at once when it is over', () => {
    const onAdded = vi.fn();
    render(<AddDoctorForm onAdded={onAdded} onCancel={() => undefined} />);
    const name = screen.getByLabelText('Nom du médecin');
    fireEvent.change(name, { target: { value: 'D'.repeat(170) } });
    expect(describedBy(name, 'field-count')).toBe('170 / 200 caractères');
    fireEvent.change(name, { target: { value: 'D'.repeat(201) } });
    expect(describedBy(name, 'field-error')).toBe('Nom : texte trop long (au plus 200 caractères).');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le médecin' }));
    expect(inputsOf('doctors.save')).toEqual([]);
    expect(onAdded).not.toHaveBeenCalled();
  });
});
