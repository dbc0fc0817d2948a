/**
 * The doctor who saw the member, picked from the desk's saved roster (added once with "Add doctor"). The
 * focus follows: "Add doctor" opens the form at its first field, "Cancel" comes back to "Add doctor", and a
 * saved doctor is picked and the editor moves on (`onAdded`). `focusKey` asks for the focus on the list once
 * the roster is read, or on "Add doctor" when no doctor is saved yet (see use-focus-on.ts).
 */
import { useEffect, useState } from 'react';
import type { DoctorEntry } from '../../../shared/domain/care';
import type { DraftDoctor } from '../../../shared/domain/claims';
import { Button } from '../../components/Button';
import { FieldFrame } from '../../components/Field';
import { useTranslation } from '../../i18n';
import { useFocusOn } from '../use-focus-on';
import { AddDoctorForm } from './AddDoctorForm';
import { useClaimChoices } from './claims-model';

interface DoctorPickerProps {
  readonly value: DraftDoctor;
  readonly error: string | undefined;
  readonly disabled: boolean;
  readonly onChoose: (doctor: DraftDoctor) => void;
  /** A doctor was added to the roster and picked. */
  readonly onAdded: () => void;
  readonly focusKey?: unknown;
}

const asDraft = ({ id: _id, ...doctor }: DoctorEntry): DraftDoctor => doctor;

export function DoctorPicker({ value, error, disabled, onChoose, onAdded, focusKey }: DoctorPickerProps) {
  const { t } = useTranslation('claims');
  const { roster, rosterProblem: loadError, rosterRead, loadRoster, doctorAdded } = useClaimChoices();
  const [adding, setAdding] = useState(false);
  const [cancelled, setCancelled] = useState(0);
  const addButton = useFocusOn<HTMLButtonElement>(cancelled || undefined);
  const list = useFocusOn<HTMLSelectElement>(rosterRead ? focusKey : undefined, (select) =>
    roster.length === 0 && !adding ? addButton.current : select,
  );

  useEffect(() => void loadRoster(), [loadRoster]);

  const selected = roster.find((doctor) => doctor.name === value.name);
  return (
    <fieldset className="claim-doctor">
      <legend>{t('doctor.legend')}</legend>
      <div className="doctor-choice">
        <FieldFrame
          label={t('doctor.who')}
          error={error ?? loadError}
          hint={roster.length === 0 ? t('doctor.noneSaved') : undefined}
        >
          {(ids) => (
            <select
              {...ids}
              ref={list}
              value={selected ? String(selected.id) : ''}
              disabled={disabled}
              onChange={(event) => {
                const doctor = roster.find((entry) => String(entry.id) === event.target.value);
                if (doctor) onChoose(asDraft(doctor));
              }}
            >
              <option value="">{value.name && !selected ? value.name : t('doctor.choose')}</option>
              {roster.map((doctor) => (
                <option key={doctor.id} value={doctor.id}>
                  {doctor.speciality
                    ? t('doctor.option', { name: doctor.name, speciality: doctor.speciality })
                    : doctor.name}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        {!adding && (
          <Button ref={addButton} onClick={() => setAdding(true)} disabled={disabled}>
            {t('doctor.add')}
          </Button>
        )}
      </div>
      {adding && (
        <AddDoctorForm
          onCancel={() => {
            setAdding(false);
            setCancelled((count) => count + 1);
          }}
          onAdded={(doctor) => {
            doctorAdded(doctor);
            onChoose(asDraft(doctor));
            setAdding(false);
            onAdded();
          }}
        />
      )}
    </fieldset>
  );
}
