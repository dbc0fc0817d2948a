// The claim screen's pickers' model without React: the recent authorizations and the doctors' roster.
import { describe, expect, it, vi } from 'vitest';
import type { AuthorizationView, DoctorEntry } from '../../../shared/domain/care';
import { useClaimChoices } from '../../../renderer/screens/claims/claims-model';
import { answer, inputsOf } from '../fake-api';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const DOCTOR: DoctorEntry = {
  id: 7,
  name: 'Dr Wanjiru',
  gender: 'Female',
  phone: '',
  email: '',
  license: 'L-1',
  speciality: 'GP',
  level: '',
  level_code: '',
};

describe('claim choices model', () => {
  it('takes a typed authorization once the core knows it, and reads the list again', async () => {
    answer({
      'authorizations.enter': () => ({ ok: true, value: { authorizationNo: 'AUTH-9' } as AuthorizationView }),
      'authorizations.recent': () => ({ ok: true, value: [] }),
    });
    const entered = await useClaimChoices.getState().enterAuthorization('  AUTH-9 ');
    expect(inputsOf('authorizations.enter')).toEqual([{ authorizationNo: 'AUTH-9' }]);
    expect(entered?.authorizationNo).toBe('AUTH-9');
    await vi.waitFor(() => expect(inputsOf('authorizations.recent')).toEqual([{ limit: 30 }]));
    expect(useClaimChoices.getState()).toMatchObject({ entering: false, enterError: undefined });
  });

  it('keeps the core’s refusal of a typed number until the picker opens again', async () => {
    answer({
      'authorizations.enter': () => ({ ok: false, error: { code: 'not-found', message: 'No such authorization.' } }),
      'authorizations.recent': () => ({ ok: true, value: [] }),
    });
    expect(await useClaimChoices.getState().enterAuthorization('AUTH-0')).toBeUndefined();
    expect(useClaimChoices.getState().enterError?.message).toBe('No such authorization.');
    expect(inputsOf('authorizations.recent')).toEqual([]);
    await useClaimChoices.getState().openAuthorizations();
    expect(useClaimChoices.getState().enterError).toBeUndefined();
  });

  it('lists the roster, and a doctor added in place of an earlier copy', async () => {
    answer({ 'doctors.list': () => ({ ok: true, value: [DOCTOR] }) });
    await useClaimChoices.getState().loadRoster();
    useClaimChoices.getState().doctorAdded({ ...DOCTOR, speciality: 'Paediatrics' });
    expect(useClaimChoices.getState().roster).toEqual([{ ...DOCTOR, speciality: 'Paediatrics' }]);
  });
});
