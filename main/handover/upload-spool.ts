/**
 * A hand-over file on its way in, part by part (HANDOVER_PART_BYTES each): one upload at a time (starting one
 * drops the one under way), capped in total by the desk's `handoverUploadLimit` (64 MiB by default), so no page
 * can make the core hold an unbounded file. The first part is kept in memory; from the second on the upload
 * is spilled to a file (0600) in the data folder's private `uploads/` folder (0700), so memory holds at most
 * one part per upload until the import reads the file whole (which the cap bounds). An upload that gets no
 * part and no import for UPLOAD_IDLE_MS is dropped with its file; a new upload also clears what a crash left.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir, fileModeIn } from '../store/private-files';

/** The folder, in the data folder, that spilled uploads go to. */
export const UPLOAD_DIR = 'uploads';
/** An unfinished upload is dropped this long after its last part: the page sends them back to back. */
export const UPLOAD_IDLE_MS = 10 * 60_000;

export type Added =
  | { readonly ok: true; readonly uploadId: string; readonly bytes: number }
  | { readonly ok: false; readonly reason: 'incomplete' }
  | { readonly ok: false; readonly reason: 'too-large'; readonly limit: number };

interface Upload {
  readonly id: string;
  bytes: number;
  /** The first part, until a second one spills the upload to `file`. */
  head: Buffer | undefined;
  file: string | undefined;
  lastPartAt: number;
}

export interface UploadSpool {
  /** Starts an upload (no `uploadId`) or adds its next part, within `limit` bytes in all. */
  add(uploadId: string | undefined, part: Buffer, limit: number): Added;
  /** The whole file of `uploadId`, once (the upload is gone afterwards); undefined when it is not the one under way. */
  take(uploadId: string): Buffer | undefined;
  /** Drops the upload under way, and its file. */
  drop(): void;
  /** Whether an upload is under way and its file, if spilled (for tests). */
  readonly current: { readonly id: string; readonly file: string | undefined } | undefined;
}

export interface SpoolOptions {
  /** The data folder: spilled parts go to its `uploads/`. */
  readonly dataDir: string;
  readonly now?: () => number;
  readonly idleMs?: number;
}

export function createUploadSpool(options: SpoolOptions): UploadSpool {
  const dir = path.join(options.dataDir, UPLOAD_DIR);
  const now = options.now ?? Date.now;
  const idleMs = options.idleMs ?? UPLOAD_IDLE_MS;
  let upload: Upload | undefined;
  let timer: NodeJS.Timeout | undefined;

  const drop = (): void => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (upload?.file) fs.rmSync(upload.file, { force: true });
    upload = undefined;
  };

  /** Drops an upload left idle too long: checked at each use, and by a timer that keeps no process alive. */
  const expire = (): void => {
    if (upload && now() - upload.lastPartAt >= idleMs) drop();
  };
  const armTimer = (): void => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(expire, idleMs + 1);
    timer.unref();
  };

  /** A fresh folder for a new upload: whatever an earlier run left there (a crash mid-upload) goes. */
  const freshDir = (): void => {
    ensurePrivateDir(dir);
    for (const name of fs.readdirSync(dir)) fs.rmSync(path.join(dir, name), { force: true, recursive: true });
  };

  const spill = (current: Upload, part: Buffer): void => {
    if (current.file === undefined) {
      const file = path.join(dir, `${current.id}.part`);
      fs.writeFileSync(file, current.head ?? Buffer.alloc(0), { mode: fileModeIn(dir), flag: 'wx' });
      current.file = file;
      current.head = undefined;
    }
    fs.appendFileSync(current.file, part);
  };

  return {
    add(uploadId, part, limit) {
      expire();
      if (uploadId === undefined) {
        drop();
        upload = { id: randomUUID(), bytes: 0, head: undefined, file: undefined, lastPartAt: now() };
      } else if (upload?.id !== uploadId) {
        drop();
        return { ok: false, reason: 'incomplete' };
      }
      const current = upload;
      if (current.bytes + part.length > limit) {
        drop();
        return { ok: false, reason: 'too-large', limit };
      }
      if (current.bytes === 0 && current.file === undefined) {
        if (uploadId === undefined) freshDir();
        current.head = part;
      } else {
        spill(current, part);
      }
      current.bytes += part.length;
      current.lastPartAt = now();
      armTimer();
      return { ok: true, uploadId: current.id, bytes: current.bytes };
    },
    take(uploadId) {
      expire();
      const current = upload?.id === uploadId ? upload : undefined;
      if (!current) {
        drop();
        return undefined;
      }
      const content = current.file ? fs.readFileSync(current.file) : (current.head ?? Buffer.alloc(0));
      drop();
      return content;
    },
    drop,
    get current() {
      return upload && { id: upload.id, file: upload.file };
    },
  };
}
