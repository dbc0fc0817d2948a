/**
 * The shared slot the fetch worker hands answers over in: an answer is read whole, only by the request it
 * answers, only while the slot still holds it; one too large is not written; a reader waiting on the slot is
 * woken when an answer is put in it.
 */
import { describe, expect, it } from 'vitest';
import {
  ANSWER_SLOT_BYTES,
  answeredSeq,
  readAnswer,
  slotChanged,
  writeAnswer,
} from '../../../renderer/api/answer-slot';

const newSlot = (): SharedArrayBuffer => new SharedArrayBuffer(ANSWER_SLOT_BYTES);

describe('the answer slot', () => {
  it('gives an answer, in UTF-8, to the request it answers and to no other', () => {
    const slot = newSlot();
    expect(answeredSeq(slot)).toBe(0);
    expect(readAnswer(slot, 0)).toBeUndefined();
    const text = '{"ok":true,"value":[{"name":"Paracétamol 500 mg — 20 vidonge"}]}';
    expect(writeAnswer(slot, 7, text)).toBe(true);
    expect(answeredSeq(slot)).toBe(7);
    expect(readAnswer(slot, 7)).toBe(text);
    expect(readAnswer(slot, 6)).toBeUndefined();
    // The next answer takes its place, whatever the lengths.
    expect(writeAnswer(slot, 8, '{}')).toBe(true);
    expect(readAnswer(slot, 7)).toBeUndefined();
    expect(readAnswer(slot, 8)).toBe('{}');
  });

  it('leaves out an answer larger than the slot, keeping the one it holds', () => {
    const slot = newSlot();
    writeAnswer(slot, 1, 'first');
    // 2 bytes a character in UTF-8: the text is shorter than the slot, its bytes are not.
    expect(writeAnswer(slot, 2, 'é'.repeat(ANSWER_SLOT_BYTES / 2))).toBe(false);
    expect(readAnswer(slot, 2)).toBeUndefined();
    expect(readAnswer(slot, 1)).toBe('first');
  });

  it('wakes a reader waiting on it when an answer is put in, and does not keep one waiting that is behind', async () => {
    const slot = newSlot();
    let woken = false;
    const waiting = slotChanged(slot, 0).then(() => (woken = true));
    await Promise.resolve();
    expect(woken).toBe(false);
    writeAnswer(slot, 3, 'answer');
    await waiting;
    expect(woken).toBe(true);
    // Waiting for a change from an answer the slot no longer holds ends at once.
    await slotChanged(slot, 2);
  });
});
