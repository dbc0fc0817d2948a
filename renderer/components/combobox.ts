/**
 * What the Typeahead (Typeahead.tsx) takes of the ARIA combobox pattern: the input's roles and states
 * (its list, the option the arrows are on), and the keys of the list: arrows move round it, Enter picks,
 * Escape closes.
 */
import type { KeyboardEvent } from 'react';

export const listIdOf = (id: string): string => `${id}-list`;
export const optionIdOf = (id: string, index: number): string => `${id}-option-${index}`;

interface ComboboxState {
  readonly id: string;
  readonly open: boolean;
  readonly active: number;
  readonly describedBy: string;
  readonly invalid: boolean;
}

/** The input's attributes as a combobox of the list `listIdOf(id)`. */
export function comboboxInput({ id, open, active, describedBy, invalid }: ComboboxState) {
  return {
    id,
    role: 'combobox',
    autoComplete: 'off',
    'aria-autocomplete': 'list',
    'aria-expanded': open,
    'aria-controls': listIdOf(id),
    'aria-activedescendant': open && active >= 0 ? optionIdOf(id, active) : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': invalid ? true : undefined,
  } as const;
}

interface OpenList<T> {
  readonly open: boolean;
  readonly results: readonly T[];
  readonly active: number;
  readonly setActive: (update: (index: number) => number) => void;
  readonly pick: (entry: T) => void;
  readonly close: () => void;
}

export function listKeys<T>({ open, results, active, setActive, pick, close }: OpenList<T>) {
  return (event: KeyboardEvent<HTMLInputElement>): void => {
    const entry = results[active];
    if (event.key === 'ArrowDown' && open) setActive((index) => (index + 1) % results.length);
    else if (event.key === 'ArrowUp' && open) setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
    else if (event.key === 'Enter' && open && entry !== undefined) pick(entry);
    else if (event.key === 'Escape' && open) close();
    else return;
    event.preventDefault();
  };
}
