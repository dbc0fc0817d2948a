/**
 * Child process of kill-during-encrypt.test.ts: converts the plain store in CONVERT_DIR
 * (main/store/encrypt-store.ts), printing each step as it is done, then "done". With
 * CONVERT_PAUSE_AT=n it prints "paused" after its n-th step and blocks its thread until the
 * parent kills it, so the kill lands exactly there, whatever the machine's speed.
 */
import { writeSync } from 'node:fs';
import path from 'node:path';
import { BACKUP_DIR } from '../../main/store/backups';
import { encryptStore } from '../../main/store/encrypt-store';
import { DATABASE_FILE } from '../../main/store/open-store';
import { CORRUPT_DIR } from '../../main/store/recover';
import { TEST_KEY } from '../support/store-access';

/** Only a safety net for a parent that died without killing the child. */
const PAUSE_LIMIT_MS = 120_000;
const say = (line: string): void => void writeSync(1, `${line}\n`);

const dir = process.env.CONVERT_DIR ?? '';
const pauseAt = Number(process.env.CONVERT_PAUSE_AT ?? '0');
let steps = 0;
encryptStore(
  {
    file: path.join(dir, DATABASE_FILE),
    backupDir: path.join(dir, BACKUP_DIR),
    corruptDir: path.join(dir, CORRUPT_DIR),
  },
  { key: TEST_KEY },
  (step) => {
    say(step);
    if (++steps !== pauseAt) return;
    say('paused');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, PAUSE_LIMIT_MS);
    writeSync(2, `encrypt-child: not killed within ${PAUSE_LIMIT_MS} ms of pausing\n`);
    process.exit(3);
  },
);
say('done');
