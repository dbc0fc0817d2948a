/**
 * Focus follows the work: after each step the next thing to do has the focus, never the page body.
 *
 * `useFocusOn(key)` answers a ref for the element that takes the focus whenever `key` takes a new value
 * (the first one included); `undefined`, `null` and `false` ask for nothing. A request that cannot land
 * yet (the element is not there, or is disabled while its screen loads) is tried again after each render
 * until it lands or the key changes. `land` may pick another element than the ref's own (a screen's
 * heading), or none (`null`: nothing to do). Focusing scrolls the element into view, unless `preventScroll`
 * (a move that follows a click, so nothing slides under the pointer). `target`, when given, is the ref to use
 * (an element another component renders, or a second key for one element). `reselect`: see takeFocus.
 *
 * A field the desk focuses by itself takes the next keys as a replacement of what it holds, as a field Tab
 * reaches does: its text is selected (`takeFocus`). A default "1" and a typed 2 make 2, never 12; a refused
 * code or amount is typed again without deleting it first.
 */
import { useEffect, useRef, type RefObject } from 'react';

const NOTHING_YET = Symbol('nothing asked yet');

const isDisabled = (element: HTMLElement): boolean => 'disabled' in element && element.disabled === true;

/** Input types whose text can be selected (a checkbox, a radio or a file chooser has none). */
const TEXT_INPUT = /^(text|search|tel|url|email|password|number)$/;

/**
 * Focuses `element` as the desk moving on does: a one-line field's text selected, so the next key replaces it.
 * Free text (a textarea) keeps its caret: what staff wrote there is continued, not replaced.
 */
export function takeFocus(element: HTMLElement, options: FocusOptions = {}): void {
  const selectable = element instanceof HTMLInputElement && TEXT_INPUT.test(element.type) && element.value !== '';
  // Already there (staff typing, a caret the first screen handed over): the focus is not moved, nor the caret;
  // unless what it holds was just refused (`reselect`): Enter was pressed in it, and the next try replaces it.
  if (element.ownerDocument.activeElement === element) {
    if (options.reselect && selectable) element.select();
    return;
  }
  element.focus({ preventScroll: options.preventScroll ?? false });
  if (selectable) element.select();
}

interface FocusOptions {
  /** Focus without scrolling (a move that follows a click, so nothing slides under the pointer). */
  readonly preventScroll?: boolean;
  /** Select the field's text even when it has the focus already: the key is a refusal of what it holds. */
  readonly reselect?: boolean;
}

export function useFocusOn<T extends HTMLElement>(
  key: unknown,
  land: (element: T) => HTMLElement | null = (element) => element,
  target?: RefObject<T | null>,
  options: FocusOptions = {},
): RefObject<T | null> {
  const own = useRef<T>(null);
  const ref = target ?? own;
  const request = useRef<{ key: unknown; open: boolean }>({ key: NOTHING_YET, open: false });

  useEffect(() => {
    if (!Object.is(request.current.key, key)) {
      request.current = { key, open: key !== undefined && key !== null && key !== false };
    }
    if (!request.current.open || ref.current === null) return;
    const target = land(ref.current);
    if (target === null) {
      request.current.open = false;
      return;
    }
    if (isDisabled(target)) return;
    takeFocus(target, options);
    request.current.open = target.ownerDocument.activeElement !== target;
  });
  return ref;
}

/**
 * Where focus lands on a screen just shown (`land` for the shell's main region): where the screen put it
 * itself (a step's input), else its heading, made focusable for it (tabIndex -1) when it is not.
 */
export function screenLanding(main: HTMLElement): HTMLElement | null {
  if (main.contains(main.ownerDocument.activeElement)) return null;
  const heading = main.querySelector<HTMLElement>('h2');
  if (heading !== null && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}
