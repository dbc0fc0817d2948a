/**
 * A hand-over file on its way in: capped in total, spilled to the data folder's private uploads/ from its
 * second part, dropped with its file when left idle, and through the operations refused in words past the
 * desk's cap.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createOperationHost } from '../../main/operations';
import { createUploadSpool, UPLOAD_DIR } from '../../main/handover/upload-spool';
import { writeSettings } from '../../main/store/settings-store';
import { DEFAULT_HANDOVER_UPLOAD_LIMIT } from '../../shared/domain/settings';
import { HANDOVER_PART_BYTES } from '../../shared/domain/handover';
import { useCoreTestbed } from '../core/core-harness';
import { opCaller } from '../support/op-value';
import { tempDir } from '../support/sync-world';
import { waitFor } from '../support/wait-for';

const MIB = 1024 * 1024;
const part = (fill: number, bytes = HANDOVER_PART_BYTES): Buffer => Buffer.alloc(bytes, fill);
const posix = process.platform !== 'win32';
const modeOf = (target: string): number => fs.statSync(target).mode & 0o777;

let dataDir: string;
beforeEach(() => {
  dataDir = tempDir();
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('refuses the part that would take the upload past the cap (64 MiB unless set), and drops what came before', () => {
  const spool = createUploadSpool({ dataDir });
  const first = spool.add(undefined, part(1), DEFAULT_HANDOVER_UPLOAD_LIMIT);
  if (!first.ok) throw new Error('the first part is taken');
  let bytes = first.bytes;
  let parts = 1;
  for (; parts < 40; parts++) {
    const added = spool.add(first.uploadId, part(parts), DEFAULT_HANDOVER_UPLOAD_LIMIT);
    if (!added.ok) {
      expect(added).toEqual({ ok: false, reason: 'too-large', limit: 64 * MIB });
      break;
    }
    bytes = added.bytes;
  }
  // Ten parts of 6 MiB fit in 64 MiB; the eleventh does not, and of the forty none past it is taken.
  expect([parts, bytes]).toEqual([10, 60 * MIB]);
  expect(spool.current).toBeUndefined();
  expect(fs.readdirSync(path.join(dataDir, UPLOAD_DIR))).toEqual([]);
  expect(spool.add(first.uploadId, part(0, 3), DEFAULT_HANDOVER_UPLOAD_LIMIT)).toEqual({
    ok: false,
    reason: 'incomplete',
  });
});

it('keeps the first part in memory and spills the upload to a private file from the second, read back whole once', () => {
  const spool = createUploadSpool({ dataDir });
  const first = spool.add(undefined, part(1, 5), MIB);
  if (!first.ok) throw new Error('taken');
  expect(spool.current?.file).toBeUndefined();
  expect(spool.add(first.uploadId, part(2, 3), MIB)).toMatchObject({ ok: true, bytes: 8 });
  const file = spool.current?.file;
  if (!file) throw new Error('spilled');
  expect(path.dirname(file)).toBe(path.join(dataDir, UPLOAD_DIR));
  if (posix) expect([modeOf(path.dirname(file)), modeOf(file)]).toEqual([0o700, 0o600]);
  expect(spool.add(first.uploadId, part(3, 2), MIB)).toMatchObject({ ok: true, bytes: 10 });

  expect(spool.take(first.uploadId)).toEqual(Buffer.concat([part(1, 5), part(2, 3), part(3, 2)]));
  expect(fs.existsSync(file)).toBe(false);
  expect(spool.take(first.uploadId)).toBeUndefined();
});

it('drops an upload left idle, with its file: at the next use, and by its timer', async () => {
  let clock = 1_000;
  const spool = createUploadSpool({ dataDir, now: () => clock, idleMs: 60_000 });
  const first = spool.add(undefined, part(1, 4), MIB);
  if (!first.ok) throw new Error('taken');
  spool.add(first.uploadId, part(2, 4), MIB);
  const file = spool.current?.file ?? '';
  expect(fs.existsSync(file)).toBe(true);
  clock += 60_000;
  expect(spool.add(first.uploadId, part(3, 4), MIB)).toEqual({ ok: false, reason: 'incomplete' });
  expect(fs.existsSync(file)).toBe(false);

  const timed = createUploadSpool({ dataDir, idleMs: 30 });
  const started = timed.add(undefined, part(1, 4), MIB);
  if (!started.ok) throw new Error('taken');
  timed.add(started.uploadId, part(2, 4), MIB);
  const timedFile = timed.current?.file ?? '';
  expect(fs.existsSync(timedFile)).toBe(true);
  await waitFor(() => timed.current === undefined, 5_000, 'the idle upload dropped');
  expect(fs.existsSync(timedFile)).toBe(false);
});

it('clears what an earlier run left in uploads/ when a new upload starts', () => {
  const dir = path.join(dataDir, UPLOAD_DIR);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'left-by-a-crash.part'), 'sealed bytes');
  createUploadSpool({ dataDir }).add(undefined, part(1, 4), MIB);
  expect(fs.readdirSync(dir)).toEqual([]);
});

const bed = useCoreTestbed();

it('through the operations: a part past the desk’s cap is refused in words naming it, and the upload is gone', async () => {
  const core = await bed.start({ service: null }, { sync: { intervalMs: 3_600_000 } });
  writeSettings(core.store().db, { handoverUploadLimit: 8 * MIB });
  const call = createOperationHost(core);
  const contentBase64 = part(7).toString('base64');
  const first = await opCaller(call)('handover.upload', { contentBase64 });
  expect(await call.invoke('handover.upload', { uploadId: first.uploadId, contentBase64 })).toEqual({
    ok: false,
    error: {
      code: 'upload-too-large',
      message:
        'The file is larger than the 8 MB this desk takes in for a hand-over (Settings › Hand claims to another desk); nothing was imported.',
    },
  });
  const importing = { fileName: 'x.cdhandover', uploadId: first.uploadId, passphrase: 'whatever it was' };
  expect(await call.invoke('handover.import', importing)).toMatchObject({
    ok: false,
    error: { code: 'upload-incomplete' },
  });
  expect(fs.readdirSync(path.join(core.dataDir, UPLOAD_DIR))).toEqual([]);
});
