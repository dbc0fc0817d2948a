/**
 * The locked screen's parts, loaded as the page starts but apart from the first screen's code (LockScreen.tsx):
 * the lock dialog, "Lock now", and what locks the desk — the idle time of the settings and Ctrl+Shift+L. While
 * locked, the desk stays mounted under the dialog (hidden and inert, see LockScreen.tsx), and unlocking puts the
 * focus back where it was.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import type { LockPerson, LockStatus } from '../../shared/domain/lock';
import { i18n, Trans, useTranslation } from '../i18n';
import { useLock, type LockPartProps } from '../stores/lock';
import { followLock, lockNow, unlock } from '../stores/lock-actions';
import { Button } from './Button';
import { clock, secondsLeft } from './Countdown';
import { Field } from './Field';
import { LockWho } from './LockWho';
import { useNow } from './use-now';

const ACTIVITY = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart'] as const;

/**
 * Calls `onIdle` once `idleMs` pass with no key, click, pointer move, wheel or touch on `target`; answers the
 * stop. Activity only notes the time (a pointer move is frequent); one timer wakes at the earliest moment the
 * desk can be idle, and sleeps on when there was activity meanwhile.
 */
export function watchIdle(target: EventTarget, idleMs: number, onIdle: () => void): () => void {
  let last = Date.now();
  const active = (): void => {
    last = Date.now();
  };
  let timer: ReturnType<typeof setTimeout>;
  const wake = (): void => {
    const left = last + idleMs - Date.now();
    if (left <= 0) onIdle();
    else timer = setTimeout(wake, left);
  };
  timer = setTimeout(wake, idleMs);
  for (const type of ACTIVITY) target.addEventListener(type, active, { passive: true, capture: true });
  return () => {
    clearTimeout(timer);
    for (const type of ACTIVITY) target.removeEventListener(type, active, { capture: true });
  };
}

const isLockShortcut = (event: globalThis.KeyboardEvent): boolean =>
  event.ctrlKey && event.shiftKey && !event.altKey && event.key.toLowerCase() === 'l';

/** Idle time, the shortcut, and the focus to give back: active while the desk is open. */
function useLockTriggers(status: LockStatus | null | undefined): void {
  const open = status?.locked === false;
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
  }, [open, idleMs]);
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
  return (
    <p className="lock-wait">
      <Trans
        t={t}
        i18nKey="wait"
        values={{ clock: clock(left) }}
        components={{ time: <time dateTime={`PT${left}S`} /> }}
      />
    </p>
  );
}

/** With two or more people, who is signing in (chosen on the list; undefined until then). */
function useWho(status: LockStatus): [LockPerson | undefined, (person: LockPerson | undefined) => void] {
  const [chosenId, choose] = useState<number | undefined>();
  // Her retryAt is read from the status as it comes; one retired meanwhile is no longer chosen.
  const chosen = status.people.find((person) => person.id === chosenId);
  return [chosen, (person) => choose(person?.id)];
}

function LockDialog({ status }: { readonly status: LockStatus }) {
  const { t } = useTranslation('lock');
  const [pin, setPin] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement & HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const now = useNow(1000);
  const several = status.people.length >= 2;
  const [chosen, choose] = useWho(status);
  const retryAt = several ? (chosen?.retryAt ?? null) : status.retryAt;
  const waiting = retryAt !== null && secondsLeft(retryAt, now) > 0;
  const asking = several && chosen === undefined;
  // The PIN field has the focus, or, while it is disabled for a wait, the dialog; the field again once it may be used.
  // While the screen asks who, the list has it (LockWho.tsx).
  useEffect(() => {
    if (!asking) (waiting ? dialog.current : first.current)?.focus();
  }, [waiting, status.pinSet, asking]);

  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    setBusy(true);
    const refused = await unlock(pin, chosen?.id);
    setBusy(false);
    setPin('');
    setRefusal(refused?.code === 'wait' ? undefined : refused?.message);
    if (refused?.code === 'who') choose(undefined);
    first.current?.focus();
  };
  const notMe = (): void => {
    setPin('');
    setRefusal(undefined);
    choose(undefined);
  };
  // The desk's own keys (Alt+1 … switching screens) stay with the desk while it is locked.
  const keepKeys = (event: KeyboardEvent): void => event.stopPropagation();

  const pinForm = (
    <>
      <p>{chosen ? t('pinFor', { name: chosen.name }) : t('intro')}</p>
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
      <div aria-live="polite">{waiting && <WaitNotice retryAt={retryAt} />}</div>
      <div className="lock-actions">
        <Button type="submit" variant="primary" busy={busy} disabled={waiting}>
          {t('unlock')}
        </Button>
        {chosen && <Button onClick={notMe}>{t('notMe', { name: chosen.name })}</Button>}
      </div>
    </>
  );

  // Out of the desk's element, which is inert while locked.
  return createPortal(
    <div
      ref={dialog}
      className="lock-screen"
      role="dialog"
      aria-modal="true"
      aria-labelledby="lock-heading"
      tabIndex={-1}
      onKeyDown={keepKeys}
    >
      <form className="lock-card" onSubmit={(event) => void submit(event)}>
        <h2 id="lock-heading">{t('heading')}</h2>
        {asking ? (
          <LockWho people={status.people} onChoose={choose} />
        ) : status.pinSet ? (
          pinForm
        ) : (
          <>
            <p>{t('noPin')}</p>
            <Button ref={first} type="submit" variant="primary" busy={busy}>
              {t('open')}
            </Button>
          </>
        )}
      </form>
    </div>,
    document.body,
  );
}

/** The lock over the desk, when the core says the desk is locked; and what locks it. */
function LockOverlay() {
  const status = useLock((state) => state.status);
  const locked = status?.locked === true;
  useLockTriggers(status);
  useFocusGivenBack(locked);
  return locked ? <LockDialog status={status} /> : null;
}

function LockNowButton() {
  const { t } = useTranslation('lock');
  return (
    <Button className="lock-now" aria-keyshortcuts="Control+Shift+L" onClick={() => void lockNow()}>
      {t('lockNow')}
    </Button>
  );
}

/** One of the parts, for the frame (LockScreen.tsx): the lock over the desk, or the "Lock now" button. */
export function LockPart({ button }: LockPartProps) {
  return button ? <LockNowButton /> : <LockOverlay />;
}

/**
 * Reads and follows the lock's status, and makes the parts the frame's once their words are in: a part
 * rendered before would suspend the whole frame, and React holds back what a suspended frame reveals by
 * up to 300 ms, the first screen with it. Answers the stop.
 */
export function startLock(): () => void {
  void i18n.loadNamespaces('lock').then(() => useLock.setState({ Part: LockPart }));
  return followLock();
}
