/**
 * Removing a file so that a plain copy of the disk taken later does not hold it: overwritten with
 * zeros, flushed, then unlinked. On SSDs and copy-on-write file systems the old blocks may survive
 * anyway (docs/it-guide.md, "Patient data on this computer": disk encryption is the clinic's job).
 */
import fs from 'node:fs';

const ZEROS = Buffer.alloc(1024 * 1024);

/** Overwrites a file with zeros, to its length, and flushes it to the disk. */
function zeroFile(file: string): void {
  const fd = fs.openSync(file, 'r+');
  try {
    const { size } = fs.fstatSync(fd);
    for (let at = 0; at < size; at += ZEROS.length) fs.writeSync(fd, ZEROS, 0, Math.min(ZEROS.length, size - at), at);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Zeros and removes `file`; a link is removed, never followed. Nothing to do when it is missing. */
export function shredFile(file: string): void {
  const stat = fs.lstatSync(file, { throwIfNoEntry: false });
  if (stat === undefined) return;
  if (stat.isFile()) zeroFile(file);
  fs.unlinkSync(file);
}
