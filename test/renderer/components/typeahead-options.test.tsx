// @vitest-environment jsdom
/**
 * The type-ahead's list is made again only when its matches or the option the arrows are on change
 * (renderer/components/Typeahead.tsx): a key typed renders the field and leaves the list as it was until the
 * answer comes (on a slow PC, twenty options with their prices made again for nothing were most of a key's
 * frame: docs/benchmarks.md). A click on an option still picks with what the page holds now.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { Typeahead, useTypeahead } from '../../../renderer/components/Typeahead';
import type { OperationResult } from '../../../shared/ops/define';

interface Entry {
  readonly code: string;
}

const made = vi.fn((entry: Entry) => entry.code);
const option = (entry: Entry) => made(entry);
const optionKey = (entry: Entry): string => entry.code;

/** Searches the test answers by hand, one by one. */
const asked: { query: string; answer: (codes: string[]) => void }[] = [];
const search = (query: string): Promise<OperationResult<readonly Entry[]>> =>
  new Promise((resolve) =>
    asked.push({ query, answer: (codes) => resolve({ ok: true, value: codes.map((code) => ({ code })) }) }),
  );

/** A field whose pick says which render's handler took it (the page re-renders with a new one meanwhile). */
function Field({ onPick }: { onPick: (entry: Entry, render: number) => void }) {
  const [text, setText] = useState('');
  const [renders, setRenders] = useState(0);
  const list = useTypeahead({ search });
  return (
    <>
      <Typeahead
        id="code"
        list={list}
        label="Code"
        listLabel="Codes"
        placeholder="B54"
        text={text}
        disabled={false}
        error={undefined}
        describedBy={[]}
        optionKey={optionKey}
        option={option}
        onType={setText}
        onPick={(entry) => onPick(entry, renders)}
      />
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
    </>
  );
}

const answerLast = async (codes: string[]): Promise<void> => {
  await act(async () => {
    asked.at(-1)?.answer(codes);
    await Promise.resolve();
  });
};

afterEach(() => {
  cleanup();
  made.mockClear();
  asked.length = 0;
});

it('leaves the list as it was while a key waits for its answer, and makes it again when the answer comes', async () => {
  render(<Field onPick={() => undefined} />);
  const field = screen.getByRole('combobox', { name: 'Code' });
  fireEvent.change(field, { target: { value: 'B5' } });
  await answerLast(['B50', 'B51', 'B54']);
  expect(screen.getAllByRole('option').map((shown) => shown.textContent)).toEqual(['B50', 'B51', 'B54']);
  expect(made).toHaveBeenCalledTimes(3);

  fireEvent.change(field, { target: { value: 'B50' } });
  expect(field).toHaveProperty('value', 'B50');
  expect(asked.map((search) => search.query)).toEqual(['B5', 'B50']);
  expect(made, 'no option made again for the key alone').toHaveBeenCalledTimes(3);
  expect(screen.getAllByRole('option')).toHaveLength(3);

  await answerLast(['B50']);
  expect(screen.getAllByRole('option').map((shown) => shown.textContent)).toEqual(['B50']);
  expect(made).toHaveBeenCalledTimes(4);
});

it('picks with the page’s latest handler, though the list was made before it', async () => {
  const picked = vi.fn();
  render(<Field onPick={picked} />);
  fireEvent.change(screen.getByRole('combobox', { name: 'Code' }), { target: { value: 'B' } });
  await answerLast(['B50', 'B54']);
  fireEvent.click(screen.getByRole('button', { name: 'Render again' }));
  fireEvent.click(screen.getByRole('button', { name: 'Render again' }));
  fireEvent.click(screen.getByRole('option', { name: 'B54' }));
  expect(picked).toHaveBeenCalledWith({ code: 'B54' }, 2);
});
