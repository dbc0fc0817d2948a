/**
 * A field with type-ahead (ARIA combobox with a listbox), for any list the core searches: the claim editor's
 * tariffs and diagnosis codes. The caller owns the text and what a pick means; `useTypeahead` asks the
 * search and keeps the matches, the option the arrows are on, and what the core said. Arrows move round
 * the list, Enter picks, Escape closes; leaving the field closes it too. Enter with the list closed is the
 * caller's (`onEnter`: on to the next thing to do).
 *
 * The list opens under the field, or over it when the window has more room above: never on the field itself,
 * so what is typed stays in sight (`useListPlacement`).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { OperationResult } from '../../shared/ops/define';
import { comboboxInput, listIdOf, listKeys, optionIdOf } from './combobox';
import './Typeahead.css';

interface TypeaheadSearch<T> {
  readonly search: (query: string) => Promise<OperationResult<readonly T[]>>;
  /**
   * Ask once typing pauses this long. Without it every keystroke asks, and the answer is rendered at once, not
   * in a task of React's own: Chromium holds those back until the frame showing the key is out, and the answer
   * is often here before it (renderer/api/worker-fetch.ts).
   */
  readonly delayMs?: number;
}

export interface TypeaheadList<T> {
  /** The text typed since the list was last closed; undefined when closed. */
  readonly query: string | undefined;
  readonly results: readonly T[];
  readonly active: number;
  readonly setActive: (update: (index: number) => number) => void;
  /** The query the matches answer. */
  readonly answered: string | undefined;
  /** What the core said when the search failed. */
  readonly problem: string | undefined;
  readonly type: (text: string) => void;
  readonly close: () => void;
}

export function useTypeahead<T>({ search, delayMs }: TypeaheadSearch<T>): TypeaheadList<T> {
  const [query, setQuery] = useState<string | undefined>();
  const [results, setResults] = useState<readonly T[]>([]);
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState<string | undefined>();
  const [answered, setAnswered] = useState<string | undefined>();
  // The search asked last (and its timer, with a delay): the answer to any other is dropped.
  const asked = useRef<{ timer?: ReturnType<typeof setTimeout> } | undefined>(undefined);

  /** Forgets the search asked last, its answer dropped when it comes. */
  const forget = (): void => {
    clearTimeout(asked.current?.timer);
    asked.current = undefined;
  };
  useEffect(() => forget, []);

  // Asked from the key's own event, not from an effect after the render it causes: the request is on its way
  // while the page renders the key.
  const ask = (text: string): void => {
    forget();
    if (text.trim() === '') {
      setResults([]);
      return;
    }
    const mine: { timer?: ReturnType<typeof setTimeout> } = {};
    asked.current = mine;
    const send = (): void =>
      void search(text.trim()).then((result) => {
        if (asked.current !== mine) return;
        const take = (): void => {
          setResults(result.ok ? result.value : []);
          setActive(result.ok && result.value.length > 0 ? 0 : -1);
          setProblem(result.ok ? undefined : result.error.message);
          setAnswered(text);
        };
        if (delayMs === undefined) flushSync(take);
        else take();
      });
    if (delayMs === undefined) send();
    else mine.timer = setTimeout(send, delayMs);
  };

  const type = (text: string): void => {
    ask(text);
    setQuery(text);
  };
  const close = (): void => {
    forget();
    setQuery(undefined);
    setResults([]);
    setActive(-1);
  };
  return { query, results, active, setActive, answered, problem, type, close };
}

/** Room kept between the list and the window's edge, in pixels. */
const EDGE_PX = 4;
/** The list's height at most, as Typeahead.css caps it. */
const LIST_REMS = 16;

interface Placement {
  readonly above: boolean;
  /** The list's height cap, so it stays inside the window on the side it opens. */
  readonly maxHeight: number | undefined;
}

/**
 * Where the open list goes: under the field when it fits there, else on the side with more room, its height
 * capped to that room. Measured before paint, each time the list opens or its length changes.
 */
function useListPlacement(
  field: RefObject<HTMLInputElement | null>,
  listbox: RefObject<HTMLUListElement | null>,
  open: boolean,
  length: number,
): Placement {
  const [placement, setPlacement] = useState<Placement>({ above: false, maxHeight: undefined });
  useLayoutEffect(() => {
    const input = field.current;
    const list = listbox.current;
    if (!open || input === null || list === null) return;
    const box = input.getBoundingClientRect();
    const below = window.innerHeight - box.bottom - EDGE_PX;
    const above = box.top - EDGE_PX;
    // The list's whole height (scrollHeight ignores a cap), at most the stylesheet's 16rem.
    const rem = parseFloat(getComputedStyle(input.ownerDocument.documentElement).fontSize);
    const natural = Math.min(list.scrollHeight + list.offsetHeight - list.clientHeight, LIST_REMS * rem);
    const up = natural > below && above > below;
    const room = up ? above : below;
    setPlacement({ above: up, maxHeight: natural > room ? Math.max(room, 0) : undefined });
  }, [open, length]);
  return placement;
}

interface TypeaheadProps<T> {
  /** The input's id (from the caller's useId): the ids of the words under it are built from it. */
  readonly id: string;
  readonly list: TypeaheadList<T>;
  readonly label: string;
  /** The label is for assistive technology only (a table's column heading says it to the eye). */
  readonly hideLabel?: boolean;
  /** Short words for the list of matches (it must not repeat the field's label). */
  readonly listLabel: string;
  readonly className?: string;
  readonly text: string;
  readonly placeholder: string;
  readonly spellCheck?: boolean;
  readonly disabled: boolean;
  readonly error: string | undefined;
  /** Ids of the caller's words under the field (`children`) that describe it now, after the error's. */
  readonly describedBy: readonly string[];
  /** Both kept the same from render to render (module functions, or memoized), so a key leaves the list as it is. */
  readonly optionKey: (entry: T) => string;
  readonly option: (entry: T) => ReactNode;
  readonly onType: (text: string) => void;
  readonly onPick: (entry: T) => void;
  readonly onFocus?: () => void;
  /** After the list closed on leaving the field. */
  readonly onLeave?: () => void;
  /** After the list closed by a pick, Escape or leaving. */
  readonly onClose?: () => void;
  /** Enter while the list is closed (the field's step is done). */
  readonly onEnter?: () => void;
  /** Words under the field, before the error. */
  readonly children?: ReactNode;
}

export function Typeahead<T>(props: TypeaheadProps<T>) {
  const {
    id,
    list,
    label,
    hideLabel = false,
    error,
    text,
    disabled,
    onType,
    onPick,
    onFocus,
    onLeave,
    onClose,
    onEnter,
  } = props;
  const { results, active, setActive } = list;
  const close = (): void => {
    list.close();
    onClose?.();
  };
  const pick = (entry: T): void => {
    close();
    onPick(entry);
  };
  const open = results.length > 0;
  const field = useRef<HTMLInputElement>(null);
  const listbox = useRef<HTMLUListElement>(null);
  const placement = useListPlacement(field, listbox, open, results.length);
  const keys = listKeys({ open, results, active, setActive, pick, close });
  // The options, made again only when the matches or the option the arrows are on change: a key typed renders
  // the field, and the list as it was is left alone until its answer comes (twenty options, each with its
  // formatted price, were made again for nothing on every key). A click picks with the render's latest `pick`.
  const latestPick = useRef(pick);
  useLayoutEffect(() => {
    latestPick.current = pick;
  });
  const { option, optionKey } = props;
  const options = useMemo(
    () =>
      results.map((entry, index) => (
        <li
          key={optionKey(entry)}
          id={optionIdOf(id, index)}
          role="option"
          aria-selected={index === active}
          className={index === active ? 'typeahead-option typeahead-active' : 'typeahead-option'}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => latestPick.current(entry)}
        >
          {option(entry)}
        </li>
      )),
    [results, active, id, option, optionKey],
  );
  const describedBy = [error ? `${id}-error` : '', ...props.describedBy].filter(Boolean).join(' ');

  return (
    <div className={['field', 'typeahead', props.className, error ? 'field-invalid' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <div className={placement.above ? 'typeahead-anchor typeahead-above' : 'typeahead-anchor'}>
        <input
          ref={field}
          {...comboboxInput({ id, open, active, describedBy, invalid: Boolean(error) })}
          spellCheck={props.spellCheck}
          placeholder={props.placeholder}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            list.type(event.target.value);
            onType(event.target.value);
          }}
          onFocus={onFocus}
          onBlur={() => {
            close();
            onLeave?.();
          }}
          onKeyDown={(event) => {
            keys(event);
            if (event.key !== 'Enter' || event.defaultPrevented || onEnter === undefined) return;
            event.preventDefault();
            onEnter();
          }}
        />
        <ul
          ref={listbox}
          id={listIdOf(id)}
          role="listbox"
          aria-label={props.listLabel}
          className="typeahead-list"
          style={placement.maxHeight === undefined ? undefined : { maxHeight: placement.maxHeight }}
          hidden={!open}
        >
          {options}
        </ul>
      </div>
      {props.children}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
