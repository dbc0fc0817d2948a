/**
 * Copying a backup into a folder on another disk (a network share, a USB disk), so that what ends up under a
 * backup's name there is whole: each file is written under a `.partial` name, flushed, read back and compared
 * (sha256) with what was read from the source, and only then renamed. A backup and its `.recovery` sibling are
 * renamed together after both passed (the sibling first: a backup seen there has its sibling beside it). A
 * failure removes the partials and leaves every earlier copy as it was. All I/O is asynchronous: a slow share
 * holds up this copy, never the desk.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { OffsiteFailureReason } from '../../shared/domain/offsite-backup';
import { backupsAmong } from './backups';

const PARTIAL_SUFFIX = '.partial';
/** The sibling another part of the desk may write beside a backup (`<name>.sqlite.recovery`); copied when present. */
export const RECOVERY_SUFFIX = '.recovery';

/** A failure with its reason for the store and Settings; the cause (with paths) is for the log. */
export class OffsiteCopyError extends Error {
  constructor(
    readonly reason: OffsiteFailureReason,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'OffsiteCopyError';
  }
}

const REASONS: Readonly<Record<string, OffsiteFailureReason>> = {
  ENOENT: 'folder-missing',
  EACCES: 'not-writable',
  EPERM: 'not-writable',
  EROFS: 'not-writable',
  ENOTDIR: 'not-writable',
  EEXIST: 'not-writable',
  EISDIR: 'not-writable',
  ENOSPC: 'full',
  EDQUOT: 'full',
  ETIMEDOUT: 'unreachable',
  EHOSTDOWN: 'unreachable',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
  ENETDOWN: 'unreachable',
  ECONNRESET: 'unreachable',
  EIO: 'unreachable',
  EBUSY: 'unreachable',
};

/** The log's line for a failed copy: its reason, what failed, and the system's words for why. */
export function offsiteFailureLine(error: OffsiteCopyError): string {
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `copy to the IT folder failed, ${error.reason}: ${error.message}${cause}`;
}

/** The reason of any error met while copying (an OffsiteCopyError keeps its own). */
export function reasonOf(error: unknown): OffsiteFailureReason {
  if (error instanceof OffsiteCopyError) return error.reason;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return (code !== undefined && REASONS[code]) || 'other';
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function flush(file: string): Promise<void> {
  const handle = await fs.open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes a rename in `dir`; a folder cannot be opened for that on Windows (nor on some shares): best effort there. */
async function flushFolder(dir: string): Promise<void> {
  try {
    const handle = await fs.open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // The rename itself is done; only its durability across a power cut of the share is not promised.
  }
}

/** Writes `source` to `partial`, flushed, and checks it reads back as the bytes read from `source`. */
async function copyChecked(source: string, partial: string): Promise<void> {
  const read = createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      read.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(createReadStream(source), tap, createWriteStream(partial, { flags: 'w', mode: 0o600 }));
  await flush(partial);
  if ((await sha256Of(partial)) !== read.digest('hex')) {
    throw new OffsiteCopyError('copy-differs', `the copy of ${path.basename(source)} read back differs from it`);
  }
}

/**
 * Copies `backup` (and its `.recovery` sibling when there is one) into `targetDir`, which must exist; answers
 * the names written. Rejects with the partials removed and the final names untouched.
 */
export async function copyBackupTo(backup: string, targetDir: string): Promise<string[]> {
  const sibling = backup + RECOVERY_SUFFIX;
  const hasSibling = await fs
    .stat(sibling)
    .then((stat) => stat.isFile())
    .catch(() => false);
  // The sibling first, so that it is renamed first.
  const sources = hasSibling ? [sibling, backup] : [backup];
  const partials = sources.map((source) => path.join(targetDir, path.basename(source) + PARTIAL_SUFFIX));
  try {
    for (const [index, source] of sources.entries()) await copyChecked(source, partials[index] as string);
  } catch (error) {
    await Promise.all(partials.map((partial) => fs.rm(partial, { force: true }).catch(() => undefined)));
    throw error;
  }
  for (const partial of partials) await fs.rename(partial, partial.slice(0, -PARTIAL_SUFFIX.length));
  await flushFolder(targetDir);
  return sources.map((source) => path.basename(source));
}

/** Deletes all but the newest `keep` backups in `dir` (with their siblings), and leftover partials; answers what went. */
export async function pruneCopies(dir: string, keep: number): Promise<string[]> {
  const names = await fs.readdir(dir);
  const stale = backupsAmong(dir, names)
    .slice(keep)
    .flatMap((backup) => [backup.file, backup.file + RECOVERY_SUFFIX])
    .filter((file) => names.includes(path.basename(file)));
  const partials = names
    .filter((name) => name.startsWith('claimdesk-') && name.endsWith(PARTIAL_SUFFIX))
    .map((name) => path.join(dir, name));
  const gone: string[] = [];
  for (const file of [...stale, ...partials]) {
    const removed = await fs.rm(file, { force: true }).then(
      () => true,
      () => false,
    );
    if (removed) gone.push(file);
  }
  return gone;
}
