/**
 * The locked screen. The lock is the core's (renderer/stores/lock.ts); the page only shows it: while locked,
 * the desk stays mounted — the claim being written, an OTP countdown, the Visit screen's member all go on as
 * they were — but hidden (not painted, inert, hidden from assistive technology), and this dialog alone is on
 * screen, its PIN field focused. Unlocking puts the focus back where it was. The page locks the desk after the
 * idle time of the settings, on "Lock now", and on Ctrl+Shift+L.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import type { LockStatus } from '../../shared/domain/lock';
import { Trans, useTranslation } from '../i18n';
import { useLock, watchIdle } from '../stores/lock';
import { Button } from './Button';
import { secondsLeft } from './Countdown';
import { Field } from './Field';
import { useNow } from './use-now';
import './LockScreen.css';

/** What the frame needs: whether the status is known yet (nothing is shown before), and whether to hide the desk. */
export function useLockFrame(): { readonly ready: boolean; readonly locked: boolean } {
  const { status, unknown, follow } = useLock();
  useEffect(follow, [follow]);
  return { ready: status !== undefined || unknown, locked: status?.locked === true };
}

const isLockShortcut = (event: globalThis.KeyboardEvent): boolean =>
  event.ctrlKey && event.shiftKey && !event.altKey && event.key.toLowerCase() === 'l';

/** Idle time, the shortcut, and the focus to give back: active while the desk is open. */
function useLockTriggers(status: LockStatus | undefined): void {
  const lockNow = useLock((state) => state.lockNow);
  const open = status !== undefined && !status.locked;
  const idleMs = (status?.idleMinutes ?? 0) * 60_000;
  useEffect(() => {
    if (!open) return;
    const stopIdle = watchIdle(document, idleMs, () => void lockNow());
    const onKey = (event: globalThis.KeyboardEvent): void => {
      if (!isLockShortcut(event)) return;
      event.preventDefault();
      void lockNow();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      stopIdle();
      window.removeEventListener('keydown', onKey);
    };
  }, [open, idleMs, lockNow]);
}

/**
 * The element last focused on the desk, to give the focus back after unlocking: the work (a field), not the
 * lock itself nor the "Lock now" button that was pressed to lock it.
 */
function useFocusGivenBack(locked: boolean): void {
  const before = useRef<Element | null>(null);
  useEffect(() => {
    const note = (event: FocusEvent): void => {
      if (event.target instanceof Element && !event.target.closest('.lock-screen, .lock-now')) {
        before.current = event.target;
      }
    };
    document.addEventListener('focusin', note);
    return () => document.removeEventListener('focusin', note);
  }, []);
  useEffect(() => {
    const element = before.current;
    if (!locked && element instanceof HTMLElement && element.isConnected) element.focus();
  }, [locked]);
}

function WaitNotice({ retryAt }: { readonly retryAt: string }) {
  const { t } = useTranslation('lock');
  const left = secondsLeft(retryAt, useNow(1000));
  const clock = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <p className="lock-wait">
      <Trans t={t} i18nKey="wait" values={{ clock }} components={{ time: <time dateTime={`PT${left}S`} /> }} />
    </p>
  );
}

function LockDialog({ status }: { readonly status: LockStatus }) {
  const { t } = useTranslation('lock');
  const unlock = useLock((state) => state.unlock);
  const [pin, setPin] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement & HTMLButtonElement>(null);
  const now = useNow(1000);
  const waiting = status.retryAt !== null && secondsLeft(status.retryAt, now) > 0;
  useEffect(() => first.current?.focus(), [status.pinSet]);

  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    setBusy(true);
    const refused = await unlock(pin);
    setBusy(false);
    setPin('');
    setRefusal(refused?.code === 'wait' ? undefined : refused?.message);
    first.current?.focus();
  };
  // The desk's own keys (Alt+1 … switching screens) stay with the desk while it is locked.
  const keepKeys = (event: KeyboardEvent): void => event.stopPropagation();

  return (
    <div className="lock-screen" role="dialog" aria-modal="true" aria-labelledby="lock-heading" onKeyDown={keepKeys}>
      <form className="lock-card" onSubmit={(event) => void submit(event)}>
        <h2 id="lock-heading">{t('heading')}</h2>
        {status.pinSet ? (
          <>
            <p>{t('intro')}</p>
            <Field
              ref={first}
              label={t('pin')}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              value={pin}
              disabled={waiting}
              error={refusal}
              onChange={(event) => setPin(event.target.value)}
            />
            <div aria-live="polite">
              {waiting && status.retryAt !== null && <WaitNotice retryAt={status.retryAt} />}
            </div>
            <Button type="submit" variant="primary" busy={busy} disabled={waiting}>
              {t('unlock')}
            </Button>
          </>
        ) : (
          <>
            <p>{t('noPin')}</p>
            <Button ref={first} type="submit" variant="primary" busy={busy}>
              {t('open')}
            </Button>
          </>
        )}
      </form>
    </div>
  );
}

/** The lock over the desk, when the core says the desk is locked; and what locks it. */
export function LockScreen() {
  const status = useLock((state) => state.status);
  const locked = status?.locked === true;
  useLockTriggers(status);
  useFocusGivenBack(locked);
  return locked ? <LockDialog status={status} /> : null;
}

export function LockNowButton() {
  const { t } = useTranslation('lock');
  const lockNow = useLock((state) => state.lockNow);
  return (
    <Button className="lock-now" aria-keyshortcuts="Control+Shift+L" onClick={() => void lockNow()}>
      {t('lockNow')}
    </Button>
  );
}
