/**
 * One answer in shared memory, written by the fetch worker (fetch-worker.ts) and read by the page
 * (worker-fetch.ts): the request's number, the answer's length in bytes, then its UTF-8 bytes. The number is 0
 * while an answer is being written, and a reader checks it again once it has copied the bytes, so it never takes
 * an answer half written or replaced under it (that answer reaches the page as the worker's message instead).
 */
const SEQ = 0;
const LENGTH = 1;
const HEADER_BYTES = 8;

/** Room for any type-ahead's answer (ten tariffs are about 2 kB); a larger answer goes by message only. */
export const ANSWER_SLOT_BYTES = 64 * 1024;

const headerOf = (slot: SharedArrayBuffer): Int32Array => new Int32Array(slot, 0, HEADER_BYTES / 4);

/** Puts the answer to request `seq` in the slot and wakes whoever waits on it; false when it does not fit. */
export function writeAnswer(slot: SharedArrayBuffer, seq: number, text: string): boolean {
  // Encoded apart, then copied: TextEncoder does not write into shared memory either.
  const bytes = new TextEncoder().encode(text);
  if (bytes.length > slot.byteLength - HEADER_BYTES) return false;
  const header = headerOf(slot);
  Atomics.store(header, SEQ, 0);
  new Uint8Array(slot, HEADER_BYTES, bytes.length).set(bytes);
  Atomics.store(header, LENGTH, bytes.length);
  Atomics.store(header, SEQ, seq);
  Atomics.notify(header, SEQ);
  return true;
}

/** The number of the request whose answer is in the slot (0: none). */
export const answeredSeq = (slot: SharedArrayBuffer): number => Atomics.load(headerOf(slot), SEQ);

/** The answer to request `seq` when the slot holds it, whole. */
export function readAnswer(slot: SharedArrayBuffer, seq: number): string | undefined {
  const header = headerOf(slot);
  if (seq === 0 || Atomics.load(header, SEQ) !== seq) return undefined;
  // A copy: TextDecoder does not read shared memory, and the worker may be writing the next answer over it.
  const bytes = new Uint8Array(slot, HEADER_BYTES, Atomics.load(header, LENGTH)).slice();
  return Atomics.load(header, SEQ) === seq ? new TextDecoder().decode(bytes) : undefined;
}

type WaitAsync = (
  typedArray: Int32Array,
  index: number,
  value: number,
) => { async: false; value: 'not-equal' | 'timed-out' } | { async: true; value: Promise<'ok' | 'timed-out'> };

// ES2024 (lib.es2024.sharedmemory); the page's TypeScript library is ES2023, and not every browser has it.
const waitAsync = (Atomics as unknown as { waitAsync?: WaitAsync }).waitAsync;

/** Whether this JavaScript can wait for the slot without blocking (Atomics.waitAsync). */
export const canWaitForAnswers = (): boolean => typeof waitAsync === 'function';

/** Settles once the slot no longer holds request `seen`'s answer (at once if it already does not). */
export async function slotChanged(slot: SharedArrayBuffer, seen: number): Promise<void> {
  if (waitAsync === undefined) throw new Error('Atomics.waitAsync is not available');
  const wait = waitAsync(headerOf(slot), SEQ, seen);
  if (wait.async) await wait.value;
}
