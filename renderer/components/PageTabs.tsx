/**
 * A screen's pages as tabs (WAI-ARIA tabs): one tab in the Tab order, the arrow keys, Home and End move between
 * them and pick the one they land on, so a keyboard reaches every page without a mouse.
 */
import { useRef, type KeyboardEvent } from 'react';
import './PageTabs.css';

interface PageTabsProps<T extends string> {
  readonly tabs: readonly T[];
  readonly tab: T;
  readonly onPick: (tab: T) => void;
  /** The list's accessible name. */
  readonly label: string;
  /** Each tab's words. */
  readonly word: (tab: T) => string;
  /** Tab ids are `${idPrefix}-${tab}`; the panel they control is `${idPrefix}-panel`. */
  readonly idPrefix: string;
}

export const tabId = (idPrefix: string, tab: string): string => `${idPrefix}-${tab}`;
export const panelId = (idPrefix: string): string => `${idPrefix}-panel`;

export function PageTabs<T extends string>({ tabs, tab, onPick, label, word, idPrefix }: PageTabsProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent): void => {
    const index = tabs.indexOf(tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const picked = tabs[(next + tabs.length) % tabs.length] ?? tab;
    onPick(picked);
    list.current?.querySelector<HTMLElement>(`#${tabId(idPrefix, picked)}`)?.focus();
  };
  return (
    <div className="page-tabs" role="tablist" aria-label={label} ref={list} onKeyDown={move}>
      {tabs.map((name) => (
        <button
          key={name}
          id={tabId(idPrefix, name)}
          type="button"
          role="tab"
          aria-selected={name === tab}
          aria-controls={panelId(idPrefix)}
          tabIndex={name === tab ? 0 : -1}
          onClick={() => onPick(name)}
        >
          {word(name)}
        </button>
      ))}
    </div>
  );
}
