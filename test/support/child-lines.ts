/** A child process's output, line by line, as it comes (for the crash tests, which kill a child on a line). */
import type { Readable } from 'node:stream';

/** Calls `onLine` with each complete line `stream` writes; a last line without its newline is never passed. */
export function onLines(stream: Readable, onLine: (line: string) => void): void {
  let pending = '';
  stream.on('data', (chunk: Buffer | string) => {
    pending += chunk.toString();
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const line of parts) onLine(line);
  });
}
