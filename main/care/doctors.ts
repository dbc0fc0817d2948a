/** The desk's roster of doctors, reused on every claim; one entry per name. */
import type { CareDeps } from './deps';
import { writeTransaction } from '../store/database';
import type { Doctor } from '../../shared/wire/claims';
import type { CareResult, DoctorEntry } from '../../shared/domain/care';
import { storeFailure } from './failures';
import { doctorRows, upsertDoctor } from './rows';

/** Adds a doctor (as DoctorInput reads one), or replaces the details of the doctor with the same name. */
export function saveDoctor({ db }: Pick<CareDeps, 'db'>, value: Doctor): CareResult<DoctorEntry> {
  try {
    const id = writeTransaction(db, () => upsertDoctor(db, value));
    return { ok: true, value: { ...value, id } };
  } catch (error) {
    return storeFailure(error, 'doctor');
  }
}

export function listDoctors({ db }: Pick<CareDeps, 'db'>): DoctorEntry[] {
  return doctorRows(db);
}
