/**
 * Focus follows the work: after each step the next thing to do has the focus, never the page body.
 *
 * `useFocusOn(key)` answers a ref for the element that takes the focus whenever `key` takes a new value
 * (the first one included); `undefined`, `null` and `false` ask for nothing. A request that cannot land
 * yet (the element is not there, or is disabled while its screen loads) is tried again after each render
 * until it lands or the key changes. `land` may pick another element than the ref's own (a screen's
 * heading), or none (`null`: nothing to do). Focusing scrolls the element into view, unless `preventScroll`
 * (a move that follows a click, so nothing slides under the pointer). `target`, when given, is the ref to use
 * (an element another component renders).
 */
import { useEffect, useRef, type RefObject } from 'react';

const NOTHING_YET = Symbol('nothing asked yet');

const isDisabled = (element: HTMLElement): boolean => 'disabled' in element && element.disabled === true;

export function useFocusOn<T extends HTMLElement>(
  key: unknown,
  land: (element: T) => HTMLElement | null = (element) => element,
  target?: RefObject<T | null>,
  { preventScroll = false }: { readonly preventScroll?: boolean } = {},
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
    target.focus({ preventScroll });
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
