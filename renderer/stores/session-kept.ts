/**
 * Small choices a reload should not lose (the screen shown, a report's tab and range), kept in the tab's
 * session storage: gone when the tab closes, never shared with another tab. Where there is none (a locked-down
 * browser), a reload starts from the default.
 */
import { useState } from 'react';

/** The kept value under `key`, when `isValid` accepts it; otherwise `fallback`. */
export function readKept<T>(key: string, isValid: (value: unknown) => value is T, fallback: T): T {
  try {
    const text = globalThis.sessionStorage.getItem(key);
    const value: unknown = text === null ? undefined : JSON.parse(text);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function keep(key: string, value: unknown): void {
  try {
    globalThis.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // No session storage: the choice lasts until the page reloads.
  }
}

/** useState whose value a reload keeps. */
export function useKeptState<T>(
  key: string,
  isValid: (value: unknown) => value is T,
  initial: () => T,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => readKept(key, isValid, initial()));
  return [
    value,
    (next: T) => {
      keep(key, next);
      setValue(next);
    },
  ];
}
