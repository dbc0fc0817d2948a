/**
 * Settings › Locked screen: the idle time before the desk locks by itself (a setting), and the PIN that opens
 * it (set through the core, which keeps only its hash; the current PIN is asked for when one is set). With no
 * PIN the desk still locks, and this section says that anyone can open it.
 */
import { useEffect, useState, type SyntheticEvent } from 'react';
import type { OperationError } from '../../../shared/ops/define';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { fieldProblem, formMessage } from '../../components/field-errors';
import { Notice } from '../../components/Notice';
import { useProblemWords, useTranslation } from '../../i18n';
import { useLock } from '../../stores/lock';
import { loadLock, setPin } from '../../stores/lock-actions';
import { useSettings } from '../../stores/settings';
import { SaveRow } from './SaveRow';

/** `lockedBy`: the policy file that sets the idle time; the field is then disabled and says so, with nothing to save. */
function IdleForm({ idleMinutes, lockedBy }: { readonly idleMinutes: number; readonly lockedBy?: string }) {
  const { t } = useTranslation(['lock', 'settings']);
  const words = useProblemWords();
  const save = useSettings((state) => state.save);
  const [minutes, setMinutes] = useState(String(idleMinutes));
  const [error, setError] = useState<OperationError | undefined>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const message = formMessage(error, ['lock.idleMinutes']);

  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    setBusy(true);
    const refusal = await save({ lock: { idleMinutes: Number(minutes) } });
    setBusy(false);
    setError(refusal);
    setSaved(refusal === undefined);
    if (refusal === undefined) await loadLock();
  };

  return (
    <form className="settings-form" onSubmit={(event) => void submit(event)}>
      <Field
        label={t('section.idleMinutes')}
        type="number"
        inputMode="numeric"
        min={1}
        max={240}
        value={minutes}
        disabled={lockedBy !== undefined}
        hint={lockedBy === undefined ? t('section.idleHint') : t('settings:policy.locked', { file: lockedBy })}
        error={words(fieldProblem(error, 'lock.idleMinutes'))}
        onChange={(event) => {
          setMinutes(event.target.value);
          setSaved(false);
        }}
      />
      {lockedBy === undefined && (
        <SaveRow
          label={t('section.saveIdle')}
          busy={busy}
          notSaved={t('section.notSaved')}
          refusal={message}
          saved={saved && t('section.idleSaved')}
        />
      )}
    </form>
  );
}

function PinForm({ pinSet }: { readonly pinSet: boolean }) {
  const { t } = useTranslation('lock');
  const [current, setCurrent] = useState('');
  const [pin, setNewPin] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<{ field: 'current' | 'pin' | 'again'; message: string } | undefined>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    setSaved(false);
    if (pin !== again) {
      setProblem({ field: 'again', message: t('section.pinsDiffer') });
      return;
    }
    setBusy(true);
    const refusal = await setPin(current, pin);
    setBusy(false);
    setProblem(refusal && { field: refusal.code === 'pin-form' ? 'pin' : 'current', message: refusal.message });
    setSaved(refusal === undefined);
    if (refusal === undefined) [setCurrent, setNewPin, setAgain].forEach((clear) => clear(''));
  };
  const errorOf = (field: 'current' | 'pin' | 'again'): string | undefined =>
    problem?.field === field ? problem.message : undefined;
  const pinField = { type: 'password', inputMode: 'numeric', autoComplete: 'off' } as const;

  return (
    <form className="settings-form" onSubmit={(event) => void submit(event)}>
      <p>{pinSet ? t('section.pinSet') : t('section.noPin')}</p>
      {pinSet && (
        <Field
          {...pinField}
          label={t('section.currentPin')}
          value={current}
          error={errorOf('current')}
          onChange={(event) => setCurrent(event.target.value)}
        />
      )}
      <Field
        {...pinField}
        label={t('section.newPin')}
        hint={t('section.newPinHint')}
        value={pin}
        error={errorOf('pin')}
        onChange={(event) => setNewPin(event.target.value)}
      />
      <Field
        {...pinField}
        label={t('section.repeatPin')}
        value={again}
        error={errorOf('again')}
        onChange={(event) => setAgain(event.target.value)}
      />
      <Button type="submit" busy={busy}>
        {t('section.setPin')}
      </Button>
      {saved && <Notice tone="success">{t('section.pinSaved')}</Notice>}
    </form>
  );
}

export function LockSection({ idleMinutes, lockedBy }: { readonly idleMinutes: number; readonly lockedBy?: string }) {
  const { t } = useTranslation('lock');
  const status = useLock((state) => state.status);
  useEffect(() => void loadLock(), []);
  return (
    <section className="lock-section" aria-labelledby="lock-section-heading">
      <h3 id="lock-section-heading">{t('section.heading')}</h3>
      <p>{t('section.intro')}</p>
      <IdleForm idleMinutes={idleMinutes} lockedBy={lockedBy} />
      {status && <PinForm pinSet={status.pinSet} />}
    </section>
  );
}
