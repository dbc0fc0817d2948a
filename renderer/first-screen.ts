/**
 * The first screen's stand-in (shared/first-screen.ts): the card number field the host serves in the
 * page's HTML, usable before the page's code has run. The page's own first screen takes over from it in the
 * frame it shows in: the card lookup takes what was typed, where the caret was and whether Enter asked for a
 * lookup (`takeFirstScreen`); any other first screen (the lock, the first run's choice, another screen) drops it
 * and what it held (`dropFirstScreen`). Either way it is gone before that frame is painted.
 */
import { FIRST_SCREEN_ID } from '../shared/first-screen';

export interface TypedFirst {
  readonly cardNo: string;
  /** Where the caret was; undefined when the field did not have the focus. */
  readonly selection?: { readonly start: number; readonly end: number };
  /** Enter was pressed (or Look up clicked) in it. */
  readonly lookupAsked: boolean;
}

/** What the stand-in holds, once: it is removed; undefined when there is none (or it was taken or dropped). */
export function takeFirstScreen(): TypedFirst | undefined {
  const shell = document.getElementById(FIRST_SCREEN_ID);
  if (shell === null) return undefined;
  const form = shell.querySelector('form');
  const input = shell.querySelector('input');
  // Read before it goes: removed, the field loses the focus.
  const focused = input !== null && document.activeElement === input;
  shell.remove();
  if (form === null || input === null) return undefined;
  return {
    cardNo: input.value,
    selection: focused ? { start: input.selectionStart ?? 0, end: input.selectionEnd ?? 0 } : undefined,
    lookupAsked: form.dataset['asked'] === 'true',
  };
}

/** Removes the stand-in and what it held. */
export function dropFirstScreen(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
}
