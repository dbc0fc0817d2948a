/** Adds a doctor to the desk's roster once; the editor picks them from the roster afterwards. */
import { useState } from 'react';
import type { DoctorEntry } from '../../../shared/domain/care';
import { DoctorInput, type Doctor } from '../../../shared/domain/claims';
import { problemsOf } from '../../../shared/domain/problems';
import { callOp } from '../../api';
import { Button } from '../../components/Button';
import { Field, FieldFrame } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { useFocusOn } from '../use-focus-on';
import { EMPTY_DOCTOR, errorsByField } from './editor-model';

interface AddDoctorFormProps {
  readonly onAdded: (doctor: DoctorEntry) => void;
  readonly onCancel: () => void;
}

const TEXT_FIELDS: readonly { key: Exclude<keyof Doctor, 'name' | 'gender'>; label: string; hint?: string }[] = [
  { key: 'phone', label: 'Phone', hint: 'Digits only, with the country code, e.g. 254712345678.' },
  { key: 'email', label: 'Email' },
  { key: 'license', label: 'Licence number' },
  { key: 'speciality', label: 'Speciality' },
  { key: 'level', label: 'Level' },
  { key: 'level_code', label: 'Level code' },
];

const firstToCorrect = (form: HTMLFormElement): HTMLElement | null =>
  form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.querySelector<HTMLElement>('input, select');

export function AddDoctorForm({ onAdded, onCancel }: AddDoctorFormProps) {
  const [doctor, setDoctor] = useState<Doctor>(EMPTY_DOCTOR);
  const [errors, setErrors] = useState<ReadonlyMap<string, readonly string[]>>(new Map());
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  // Opens at the name; after a refusal, at the first field to correct.
  const form = useFocusOn<HTMLFormElement>(errors, firstToCorrect);
  const set = (key: keyof Doctor, value: string): void => setDoctor((current) => ({ ...current, [key]: value }));
  const errorOf = (key: string): string | undefined =>
    errors.get(key)?.join(' ') ?? errors.get(`doctor.${key}`)?.join(' ');

  const save = async (): Promise<void> => {
    const checked = DoctorInput.safeParse(doctor);
    if (!checked.success) {
      setErrors(errorsByField(problemsOf(checked.error, doctor)));
      return;
    }
    setSaving(true);
    const result = await callOp('doctors.save', doctor);
    setSaving(false);
    if (result.ok) {
      onAdded(result.value);
      return;
    }
    setErrors(errorsByField(result.error.fields ?? []));
    setProblem(result.error.message);
  };

  return (
    <form
      ref={form}
      className="add-doctor"
      aria-label="Add doctor"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Field
        label="Doctor's name"
        value={doctor.name}
        error={errorOf('name')}
        onChange={(e) => set('name', e.target.value)}
      />
      <FieldFrame label="Gender" error={errorOf('gender')}>
        {(ids) => (
          <select {...ids} value={doctor.gender} onChange={(e) => set('gender', e.target.value)}>
            <option value="">Not given</option>
            <option value="FEMALE">Female</option>
            <option value="MALE">Male</option>
          </select>
        )}
      </FieldFrame>
      {TEXT_FIELDS.map(({ key, label, hint }) => (
        <Field
          key={key}
          label={label}
          hint={hint}
          value={doctor[key]}
          error={errorOf(key)}
          onChange={(e) => set(key, e.target.value)}
        />
      ))}
      {problem && <Notice tone="error">{problem}</Notice>}
      <div className="actions">
        <Button type="submit" variant="primary" busy={saving}>
          Save doctor
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
