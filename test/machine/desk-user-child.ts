/**
 * Child process of two-os-users.test.ts, run as another OS account (a numeric uid and gid): opens the machine-wide
 * desk in MACHINE_ROOT as the desktop app does (the folder checked, the group's umask, the data folder locked, the
 * store opened with the machine key source, the token and a log line written), then prints one JSON line.
 * ACTION: `open` (answers the desk's name and token, then sets the name to DESK_NAME and, when given, saves TOKEN),
 * `hold` (takes the lock, prints, and waits to be killed).
 */
import { writeSync } from 'node:fs';
import path from 'node:path';
import { lockDataFolder } from '../../main/core/data-folder-lock';
import { checkPosixFolder, enterMachineFolder } from '../../main/desk/machine/machine-folder';
import { folderModesOnly } from '../../main/electron/machine-protection';
import { createSafeTokenStore, keyWrapperOf } from '../../main/electron/token-store';
import { createLogger, LOG_DIR } from '../../main/log/logger';
import { openStore } from '../../main/store/open-store';
import { ensurePrivateDir, keepPrivate } from '../../main/store/private-files';
import { readSetting, writeSettings } from '../../main/store/settings-store';
import { wrappedKeySource } from '../../main/store/store-key';

/** Only a safety net for a parent that died without killing the child. */
const HOLD_LIMIT_MS = 120_000;
const answer = (value: unknown): void => void writeSync(1, `${JSON.stringify(value)}\n`);

async function main(): Promise<void> {
  const root = process.env.MACHINE_ROOT ?? '';
  const action = process.env.ACTION ?? '';
  const checked = checkPosixFolder(root);
  if (!checked.ok) {
    answer({ refused: checked.message });
    return;
  }
  enterMachineFolder();
  keepPrivate(root);
  const dataDir = path.join(root, 'desk');
  ensurePrivateDir(dataDir);
  const lock = lockDataFolder(dataDir);
  if (!lock.ok) {
    answer({ locked: lock.pid });
    return;
  }
  if (action === 'hold') {
    answer({ held: process.pid });
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, HOLD_LIMIT_MS);
    process.exit(3);
  }
  const logger = createLogger({ dir: path.join(root, LOG_DIR) });
  logger.info('desk opened', { uid: process.getuid?.() });
  const tokens = createSafeTokenStore(folderModesOnly, path.join(root, 'service-token.bin'));
  const opened = await openStore(dataDir, {
    keys: wrappedKeySource(keyWrapperOf(folderModesOnly)),
    now: () => new Date(),
  });
  if (!opened.ok) {
    answer({ storeFailed: opened.error.message });
    return;
  }
  const found = { deskName: readSetting(opened.db, 'deskName'), token: tokens.get() };
  const written = writeSettings(opened.db, { deskName: process.env.DESK_NAME ?? '' });
  if (process.env.TOKEN !== undefined) tokens.set(process.env.TOKEN);
  opened.db.close();
  lock.value.release();
  answer({ ...found, written: written.ok });
}

main().catch((error: unknown) => answer({ error: error instanceof Error ? error.stack : String(error) }));
