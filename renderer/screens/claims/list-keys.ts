/** The keys of a type-ahead's list (the ARIA combobox pattern): arrows move round it, Enter picks, Escape closes. */
import type { KeyboardEvent } from 'react';

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
