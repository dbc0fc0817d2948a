/**
 * Adds a doctor to the desk's roster once; the editor picks them from the roster afterwards. Each text shows
 * its count near the length a claim keeps of it, and a text over it says so as it is typed
 * (shared/domain/input-limits.ts).
 */
import { useMemo, useState } from 'react';
import type { DoctorEntry } from '../../../shared/domain/care';
import { DoctorInput, DraftDoctor, type Doctor } from '../../../shared/domain/claims';
import { characterCount, DOCTOR_TEXT_MAX, isLimitProblem } from '../../../shared/domain/input-limits';
import { problemsOf, type FieldError } from '../../../shared/domain/problems';
import { claimsModel } from './claims-model';
import { Button } from '../../components/Button';
import { Field, FieldFrame } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { useTranslation } from '../../i18n';
import { useProblemWords } from '../../i18n/problem-words';
import { useFocusOn } from '../use-focus-on';
import { EMPTY_DOCTOR, errorsByField } from './editor-model';

interface AddDoctorFormProps {
  readonly onAdded: (doctor: DoctorEntry) => void;
  readonly onCancel: () => void;
}

/** The doctor's other fields, each with its label in the `claims` catalogue's `doctor`. */
const TEXT_FIELDS = {
  phone: 'doctor.phone',
  email: 'doctor.email',
  license: 'doctor.license',
  speciality: 'doctor.speciality',
  level: 'doctor.level',
  level_code: 'doctor.levelCode',
} as const satisfies Record<Exclude<keyof Doctor, 'name' | 'gender'>, string>;

const firstToCorrect = (form: HTMLFormElement): HTMLElement | null =>
  form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.querySelector<HTMLElement>('input, select');

export function AddDoctorForm({ onAdded, onCancel }: AddDoctorFormProps) {
  const { t } = useTranslation('claims');
  const problemWords = useProblemWords();
  const [doctor, setDoctor] = useState<Doctor>(EMPTY_DOCTOR);
  const [problems, setProblems] = useState<readonly FieldError[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  // Opens at the name; after a refusal, at the first field to correct.
  const form = useFocusOn<HTMLFormElement>(problems, firstToCorrect);
  // What a claim could not keep of the doctor shows at once; the rest when staff save.
  const overLimits = useMemo(() => {
    const checked = DraftDoctor.safeParse(doctor);
    return checked.success ? [] : problemsOf(checked.error, doctor).filter(isLimitProblem);
  }, [doctor]);
  const errors = errorsByField([...problems, ...overLimits], problemWords);
  const set = (key: keyof Doctor, value: string): void => setDoctor((current) => ({ ...current, [key]: value }));
  const errorOf = (key: string): string | undefined =>
    errors.get(key)?.join(' ') ?? errors.get(`doctor.${key}`)?.join(' ');

  const save = async (): Promise<void> => {
    const checked = DoctorInput.safeParse(doctor);
    if (!checked.success || overLimits.length > 0) {
      setProblems(checked.success ? [] : problemsOf(checked.error, doctor));
      return;
    }
    setSaving(true);
    const result = await claimsModel.saveDoctor(doctor);
    setSaving(false);
    if (result.ok) {
      onAdded(result.value);
      return;
    }
    setProblems(result.error.fields ?? []);
    setProblem(result.error.message);
  };

  return (
    <form
      ref={form}
      className="add-doctor"
      aria-label={t('doctor.form')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Field
        label={t('doctor.name')}
        value={doctor.name}
        count={characterCount(doctor.name, DOCTOR_TEXT_MAX.name)}
        error={errorOf('name')}
        onChange={(e) => set('name', e.target.value)}
      />
      <FieldFrame label={t('doctor.gender')} error={errorOf('gender')}>
        {(ids) => (
          <select {...ids} value={doctor.gender} onChange={(e) => set('gender', e.target.value)}>
            <option value="">{t('doctor.genderNotGiven')}</option>
            <option value="FEMALE">{t('doctor.female')}</option>
            <option value="MALE">{t('doctor.male')}</option>
          </select>
        )}
      </FieldFrame>
      {(Object.keys(TEXT_FIELDS) as (keyof typeof TEXT_FIELDS)[]).map((key) => (
        <Field
          key={key}
          label={t(TEXT_FIELDS[key])}
          hint={key === 'phone' ? t('doctor.phoneHint') : undefined}
          value={doctor[key]}
          count={characterCount(doctor[key], DOCTOR_TEXT_MAX[key])}
          error={errorOf(key)}
          onChange={(e) => set(key, e.target.value)}
        />
      ))}
      {problem && <Notice tone="error">{problem}</Notice>}
      <div className="actions">
        <Button type="submit" variant="primary" busy={saving}>
          {t('doctor.save')}
        </Button>
        <Button onClick={onCancel}>{t('doctor.cancel')}</Button>
      </div>
    </form>
  );
}
