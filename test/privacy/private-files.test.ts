/**
 * Least privilege on disk: after a whole reception walkthrough run under a umask that
 * lets everyone read everything (0000), every folder under the data folder is 0700 and
 * every file 0600: the database with its WAL and shared memory, backups, a damaged file
 * kept in corrupt/, the logs (rotated ones too), the first-run choice, the window's place,
 * the encrypted token, and the diagnostics archive saved elsewhere. A folder an earlier
 * build left 0755/0644 is repaired at the next start. Member photos never reach the disk.
 * POSIX modes: skipped on Windows, where the user profile's ACLs protect the folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Core } from '../../main/core/core';
import type { OperationHost } from '../../main/operations';
import { createMemoryTokenStore } from '../../main/desk/settings/token-store';
import { saveWithDialog } from '../../main/electron/save-diagnostics';
import { createFileSetupStore } from '../../main/electron/start-settings';
import { createSafeTokenStore, keyWrapperOf } from '../../main/electron/token-store';
import { writeWindowState } from '../../main/electron/window-state';
import { startLoggedCore } from '../../main/core/core-log';
import { createLogger, LOG_DIR, type Logger } from '../../main/log/logger';
import { createLoggedOperationHost } from '../../main/operations/operation-log';
import { createStaffAlerts } from '../../main/log/staff-alerts';
import { BACKUP_DIR, backupDatabase } from '../../main/store/backups';
import { DATABASE_FILE } from '../../main/store/open-store';
import { keepPrivate } from '../../main/store/private-files';
import { serviceOf, useCoreTestbed } from '../core/core-harness';
import { damageHeader } from '../store/helpers';
import { completeClaim, deskToday, SEND_ANYWAY } from '../support/claims-fixtures';
import { opCaller } from '../support/op-value';
import { authorizeAndBlock, syncUntilSubmitted } from '../support/visit-by-code';
import { PDF, waitFor, type ServiceRef } from '../support/sync-world';
import { wrappedKeySource } from '../../main/store/store-key';

const bed = useCoreTestbed();
const CARD_NO = 'CD-1000017';
const TOKEN = 'private-files-secret-token-2718';

let savedUmask: number | undefined;
let cores: Core[] = [];
beforeEach(() => {
  // Everyone may read and write what is made without an explicit mode: ClaimDesk must not rely on the umask.
  savedUmask = process.umask(0o000);
});
afterEach(async () => {
  for (const core of cores) await core.stop();
  cores = [];
  if (savedUmask !== undefined) process.umask(savedUmask);
});

interface Entry {
  readonly path: string;
  readonly kind: 'folder' | 'file';
  readonly mode: number;
}

/** Every folder and file under `root` (root included), relative to it. */
function everything(root: string): Entry[] {
  const entries: Entry[] = [];
  const walk = (at: string): void => {
    const stat = fs.lstatSync(at);
    const relative = path.relative(root, at) || '.';
    if (stat.isDirectory()) {
      entries.push({ path: relative, kind: 'folder', mode: stat.mode & 0o777 });
      for (const name of fs.readdirSync(at)) walk(path.join(at, name));
    } else {
      entries.push({ path: relative, kind: 'file', mode: stat.mode & 0o777 });
    }
  };
  walk(root);
  return entries;
}

const octal = (entry: Entry): string => `${entry.path} ${entry.mode.toString(8)}`;

/** Fails with every path whose mode is not the owner's alone: folders 0700, files 0600. */
function expectPrivate(root: string): Entry[] {
  const entries = everything(root);
  const open = entries.filter((entry) => entry.mode !== (entry.kind === 'folder' ? 0o700 : 0o600));
  expect(open.map(octal)).toEqual([]);
  return entries;
}

/** A stand-in for Electron's safeStorage: the bytes reversed behind a marker. */
const fakeSafeStorage = {
  isEncryptionAvailable: () => true,
  encryptString: (text: string) => Buffer.concat([Buffer.from('v10'), Buffer.from(text).reverse()]),
  decryptString: (bytes: Buffer) => Buffer.from(bytes.subarray(3)).reverse().toString(),
};

/** The desktop app's start on its userData, as index.ts makes it: the folder kept private, then the log in it. */
function openFolder(root: string): { logger: Logger; desk: string } {
  keepPrivate(root);
  // Small log files, so that the walkthrough rotates them.
  const logger = createLogger({ dir: path.join(root, LOG_DIR), maxBytes: 2048 });
  return { logger, desk: path.join(root, 'desk') };
}

/** What the desktop app keeps beside the desk's folder: the first-run choice, the window's place, the token. */
function desktopFiles(root: string, serviceUrl: string): void {
  createFileSetupStore(path.join(root, 'service-choice.json')).write({ kind: 'service', url: serviceUrl });
  writeWindowState(path.join(root, 'window-state.json'), { x: 10, y: 20, width: 1100, height: 760, maximized: false });
  createSafeTokenStore(fakeSafeStorage, path.join(root, 'service-token.bin')).set(TOKEN);
}

function desktopFolder(root: string, serviceUrl: string): { logger: Logger; desk: string } {
  const opened = openFolder(root);
  desktopFiles(root, serviceUrl);
  return opened;
}

/** The store's key as the desktop app keeps it: wrapped by the OS, in the desk's folder. */
const deskKeys = wrappedKeySource(keyWrapperOf(fakeSafeStorage));

async function startDesk(
  sim: Awaited<ReturnType<typeof bed.startSim>>,
  desk: string,
  logger: Logger,
  downloads?: string,
): Promise<{ core: Core; host: OperationHost }> {
  const alerts = createStaffAlerts();
  const started = await startLoggedCore(serviceOf(sim), { dataDir: desk, keys: deskKeys }, { logger, alerts });
  if (!started.ok) expect.fail(started.error.message);
  const core = started.value;
  cores.push(core);
  const saveArchive =
    downloads === undefined
      ? undefined
      : saveWithDialog((options) => Promise.resolve({ canceled: false, filePath: options.defaultPath }), downloads);
  const host = createLoggedOperationHost(
    core,
    { tokenStore: createMemoryTokenStore(TOKEN), dataDir: desk, diagnostics: { logger, alerts, saveArchive } },
    logger,
  );
  return { core, host };
}

/** Look up → photo → visit → OTP → block → claim with a document → sync, until the claim and its document are in. */
async function walkthrough(host: OperationHost, ref: ServiceRef): Promise<string> {
  const call = opCaller(host);
  await call('members.lookup', { cardNo: CARD_NO });
  const { photo } = await call('members.photo', { cardNo: CARD_NO });
  const { authorizationNo } = await authorizeAndBlock(call, ref, CARD_NO);
  const today = deskToday();
  const draft = await call('claims.save', completeClaim(authorizationNo, { attendanceDate: today }));
  await call('documents.attach', {
    claimId: draft.id,
    fileName: 'referral.pdf',
    contentBase64: PDF.toString('base64'),
  });
  await call('claims.queue', { id: draft.id, sendAnyway: SEND_ANYWAY });
  await syncUntilSubmitted(call, draft.id);
  await waitFor(
    async () => (await call('documents.list', { claimId: draft.id })).every((d) => d.state === 'uploaded'),
    10_000,
    'the document to upload',
  );
  return photo ?? expect.fail('the simulator gave no photo');
}

describe.skipIf(process.platform === 'win32')('least privilege on disk', () => {
  it('keeps every folder 0700 and every file 0600 through a whole walkthrough under umask 0000', async () => {
    const sim = await bed.startSim({ token: TOKEN });
    const ref: ServiceRef = { baseUrl: sim.url, token: sim.token, sim };
    const root = path.join(bed.dataDir, 'ClaimDesk');
    const downloads = path.join(bed.dataDir, 'Downloads');
    fs.mkdirSync(downloads);
    const { logger, desk } = desktopFolder(root, sim.url);
    const first = await startDesk(sim, desk, logger, downloads);
    await walkthrough(first.host, ref);

    // A backup beyond the one taken at start, then the diagnostics archive saved as the desktop app saves it.
    await backupDatabase(first.core.store().db, path.join(desk, BACKUP_DIR), {
      access: { key: deskKeys.read(desk) ?? expect.fail('no key in the desk folder') },
      now: () => new Date(Date.now() + 60_000),
    });
    const call = opCaller(first.host);
    const preview = await call('diagnostics.preview', {});
    const saved = await call('diagnostics.export', { id: preview.id });
    if (saved.kind !== 'saved') expect.fail(`the archive came back as ${saved.kind}`);
    expect(fs.statSync(saved.path).mode & 0o777).toBe(0o600);

    // Private as they are made, not only once the next start has repaired them.
    expectPrivate(root);

    // A damaged file at the next start: the newest backup is restored, the damaged file kept in corrupt/.
    await first.core.stop();
    damageHeader(path.join(desk, DATABASE_FILE));
    const second = await startDesk(sim, desk, logger);
    expect(second.core.notices.map((notice) => notice.kind)).toContain('restored-from-backup');
    await opCaller(second.host)('members.lookup', { cardNo: CARD_NO });

    const entries = expectPrivate(root).map((entry) => entry.path);
    // The walk saw what it should have: each kind of file the issue names.
    const expected = [
      'desk/claimdesk.sqlite',
      'desk/claimdesk.sqlite-wal',
      'desk/claimdesk.sqlite-shm',
      'desk/claimdesk.key',
      'logs/claimdesk.log',
      'logs/claimdesk.1.log',
      'service-choice.json',
      'window-state.json',
      'service-token.bin',
    ];
    expect(entries).toEqual(expect.arrayContaining(expected));
    expect(entries.filter((entry) => /^desk\/backups\/claimdesk-.+\.sqlite$/.test(entry)).length).toBeGreaterThan(1);
    expect(entries.filter((entry) => entry.startsWith('desk/corrupt/')).length).toBeGreaterThan(0);
  });

  it('repairs at start a data folder an earlier build left 0755/0644', async () => {
    process.umask(0o022);
    const sim = await bed.startSim({ token: TOKEN });
    const ref: ServiceRef = { baseUrl: sim.url, token: sim.token, sim };
    const root = path.join(bed.dataDir, 'ClaimDesk');
    const { logger, desk } = desktopFolder(root, sim.url);
    const first = await startDesk(sim, desk, logger);
    await walkthrough(first.host, ref);
    await first.core.stop();
    // As an earlier build (or an administrator's copy) would leave it: readable by every account.
    for (const entry of everything(root)) {
      fs.chmodSync(path.join(root, entry.path), entry.kind === 'folder' ? 0o755 : 0o644);
    }
    expect(everything(root).filter((entry) => entry.mode === 0o644).length).toBeGreaterThan(5);

    // The log and the store each repair their own folder as they start (browser mode's start, the data folder's).
    const logger2 = createLogger({ dir: path.join(root, LOG_DIR) });
    await startDesk(sim, desk, logger2);
    expectPrivate(path.join(root, LOG_DIR));
    expectPrivate(desk);
    // The desktop app's start repairs the whole of userData, the files beside the desk's folder too.
    openFolder(root);
    expectPrivate(root);
  });

  it('never writes a member photo to disk: no file and no row holds it', async () => {
    const sim = await bed.startSim({ token: TOKEN });
    const ref: ServiceRef = { baseUrl: sim.url, token: sim.token, sim };
    const root = path.join(bed.dataDir, 'ClaimDesk');
    const { logger, desk } = desktopFolder(root, sim.url);
    const { core, host } = await startDesk(sim, desk, logger);
    const photo = await walkthrough(host, ref);
    const base64 = photo.slice(photo.indexOf(',') + 1);
    const bytes = Buffer.from(base64, 'base64');
    expect(bytes.length).toBeGreaterThan(32);

    const holders = everything(root)
      .filter((entry) => entry.kind === 'file')
      .filter((entry) => {
        const content = fs.readFileSync(path.join(root, entry.path));
        return content.includes(bytes) || content.includes(base64);
      });
    expect(holders.map((entry) => entry.path)).toEqual([]);

    // Through SQL too, so that an encrypted store cannot hide a copy from the file search above.
    const tables = core
      .store()
      .db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .pluck()
      .all() as string[];
    const rowsWithPhoto = tables.flatMap((table) =>
      (core.store().db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[])
        .filter((row) =>
          Object.values(row).some((value) =>
            typeof value === 'string'
              ? value.includes(base64)
              : value instanceof Uint8Array && Buffer.from(value).includes(bytes),
          ),
        )
        .map(() => table),
    );
    expect(tables.length).toBeGreaterThan(5);
    expect(rowsWithPhoto).toEqual([]);
  });
});
