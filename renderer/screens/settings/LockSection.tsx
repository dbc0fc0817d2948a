/**
 * Settings › Locked screen: the idle time before the desk locks by itself (a setting), and the PIN that opens
 * it (set through the core, which keeps only its hash; the current PIN is asked for when one is set). With no
 * PIN the desk still locks, and this section says that anyone can open it.
 */
import { useEffect, useState, type SyntheticEvent } from 'react';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { fieldProblem } from '../../components/field-errors';
import { Notice } from '../../components/Notice';
import { useProblemWords, useTranslation } from '../../i18n';
import { useLock } from '../../stores/lock';
import { loadLock, setPin } from '../../stores/lock-actions';
import { useSettingsDraft } from './settings-drafts';

/** `lockedBy`: the policy file that sets the idle time; the field is then disabled and says so. */
function IdleForm({ idleMinutes, lockedBy }: { readonly idleMinutes: number; readonly lockedBy?: string }) {
  const { t } = useTranslation(['lock', 'settings']);
  const words = useProblemWords();
  const draft = useSettingsDraft<string>('lock', {
    page: 'desk',
    fields: ['lock.idleMinutes'],
    initial: () => String(idleMinutes),
    patch: (minutes) => ({ lock: { idleMinutes: Number(minutes.trim() || NaN) } }),
    afterSave: loadLock,
  });

  return (
    <form className="settings-form" onSubmit={draft.submit} noValidate>
      <Field
        label={t('section.idleMinutes')}
        type="number"
        inputMode="numeric"
        min={1}
        max={240}
        value={draft.typed}
        disabled={lockedBy !== undefined}
        hint={lockedBy === undefined ? t('section.idleHint') : t('settings:policy.locked', { file: lockedBy })}
        error={words(fieldProblem(draft.error, 'lock.idleMinutes'))}
        onChange={(event) => {
          const minutes = event.target.value;
          draft.edit(() => minutes);
        }}
      />
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
