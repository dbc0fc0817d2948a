/** The desk's roster of doctors, reused on every claim; one entry per name. */
import type { Db } from '../store/database';
import { writeTransaction } from '../store/database';
import type { Doctor } from '../../shared/wire/claims';
import { DoctorEntry, type CareResult } from '../../shared/domain/care';
import { storeFailure } from './failures';

/** Adds a doctor (as DoctorInput reads one), or replaces the details of the doctor with the same name. */
export function saveDoctor(db: Db, value: Doctor): CareResult<DoctorEntry> {
  try {
    const id = writeTransaction(db, () => {
      const row = db
        .prepare(
          `INSERT INTO doctors (name, gender, phone, email, license, speciality, level, level_code)
           VALUES (@name, @gender, @phone, @email, @license, @speciality, @level, @level_code)
           ON CONFLICT (name) DO UPDATE SET gender = excluded.gender, phone = excluded.phone, email = excluded.email,
             license = excluded.license, speciality = excluded.speciality, level = excluded.level,
             level_code = excluded.level_code
           RETURNING id`,
        )
        .get(value) as { id: number };
      return row.id;
    });
    return { ok: true, value: { ...value, id } };
  } catch (error) {
    return storeFailure(error, 'doctor');
  }
}

export function listDoctors(db: Db): DoctorEntry[] {
  const rows = db
    .prepare('SELECT id, name, gender, phone, email, license, speciality, level, level_code FROM doctors ORDER BY name')
    .all();
  return rows.map((row) => DoctorEntry.parse(row));
}
