/**
 * `ClaimDesk --purge`: the desk decommissioned from the command line (main/electron/purge-command.ts over
 * main/desk/purge.ts), with stand-ins for what Electron would give (the paths, the printer) and real folders and
 * stores: a per-user desk erased whole with the update cache; a machine-wide desk's folder emptied (kept for the
 * uninstaller) with the account's own folder; refused, with nothing changed, while another ClaimDesk holds the
 * desk or a store holds unsent claims (unless --discard-unsent), and when the desk could not be placed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../main/core/data-folder-lock';
import { saveDraft } from '../../main/claims/save';
import { PURGE_EXIT } from '../../main/desk/purge';
import {
  PURGE_REPORT,
  purgeRequested,
  runPurgeCommand,
  updateCacheFor,
  type PurgeCommandDeps,
} from '../../main/electron/purge-command';
import type { DeskPlace } from '../../main/electron/desk-place';
import { createLogger, LOG_DIR } from '../../main/log/logger';
import { DATABASE_FILE, openStore } from '../../main/store/open-store';
import { ClaimInput } from '../../shared/domain/claims';
import { claimContext, completeClaim, testClock } from '../support/claims-fixtures';
import { testKeys } from '../support/store-access';
import { tempDir } from '../support/sync-world';

const clock = testClock();
let base: string;
let holder: ChildProcess | undefined;

beforeEach(() => {
  base = tempDir();
});
afterEach(() => {
  holder?.kill('SIGKILL');
  holder = undefined;
  fs.rmSync(base, { recursive: true, force: true });
});

/** A desk as the app leaves it: a store (with a draft when asked), its log, token and first-run choice. */
async function deskIn(root: string, withDraft = false): Promise<void> {
  const dataDir = path.join(root, 'desk');
  const opened = await openStore(dataDir, { keys: testKeys, now: clock.now });
  if (!opened.ok) throw new Error(opened.error.message);
  if (withDraft) {
    const input = ClaimInput.parse(completeClaim('PA-000001', { memberName: 'Asha', attendanceDate: '2026-11-20' }));
    const saved = saveDraft({ ...claimContext(clock.now), db: opened.db }, input);
    if (!saved.ok) throw new Error(saved.error.message);
  }
  opened.db.close();
  createLogger({ dir: path.join(root, LOG_DIR) }).info('a day at the desk');
  fs.writeFileSync(path.join(root, 'service-token.bin'), 'wrapped');
  fs.writeFileSync(path.join(root, 'service-choice.json'), '{}');
}

function deps(place: DeskPlace, userData: string, argv: string[] = ['ClaimDesk', '--purge']) {
  const printed: string[] = [];
  const cache = path.join(base, 'cache', 'claimdesk-updater');
  fs.mkdirSync(cache, { recursive: true });
  fs.writeFileSync(path.join(cache, 'ClaimDesk-Setup-9.9.9.exe'), 'update');
  const given: PurgeCommandDeps = {
    argv,
    place: { ok: true, value: place },
    userData,
    updateCache: cache,
    keys: testKeys,
    tempDir: base,
    print: (line) => printed.push(line),
  };
  return { given, printed, cache };
}

describe('ClaimDesk --purge', () => {
  it('is asked for by its switch only', () => {
    expect(purgeRequested(['ClaimDesk', '--purge'])).toBe(true);
    expect(purgeRequested(['ClaimDesk'])).toBe(false);
  });

  it('erases a per-user desk whole, with the update cache, and says so with exit code 0', async () => {
    const userData = path.join(base, 'user');
    await deskIn(userData);
    fs.mkdirSync(path.join(userData, 'Local Storage'));
    const { given, printed, cache } = deps({ scope: 'user', root: userData }, userData);
    expect(runPurgeCommand(given)).toBe(PURGE_EXIT.done);
    expect(fs.existsSync(userData)).toBe(false);
    expect(fs.existsSync(cache)).toBe(false);
    expect(printed).toEqual(['ClaimDesk --purge: exit code 0', `The desk in ${userData} is erased.`]);
    expect(fs.readFileSync(path.join(base, PURGE_REPORT), 'utf8')).toContain('exit code 0');
  });

  it("empties a machine-wide desk's folder, keeps the folder for the uninstaller, and removes the account's own", async () => {
    const machine = path.join(base, 'machine');
    const userData = path.join(base, 'user');
    await deskIn(machine);
    fs.mkdirSync(userData);
    fs.writeFileSync(path.join(userData, 'window-state.json'), '{}');
    const { given } = deps({ scope: 'machine', root: machine }, userData);
    expect(runPurgeCommand(given)).toBe(PURGE_EXIT.done);
    expect(fs.readdirSync(machine)).toEqual([]);
    expect(fs.existsSync(userData)).toBe(false);
  });

  it('refuses, erasing nothing, while another ClaimDesk runs on the desk', async () => {
    const userData = path.join(base, 'user');
    await deskIn(userData);
    holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    fs.writeFileSync(path.join(userData, 'desk', LOCK_FILE), JSON.stringify({ pid: holder.pid }));
    const { given, printed, cache } = deps({ scope: 'user', root: userData }, userData);
    expect(runPurgeCommand(given)).toBe(PURGE_EXIT.running);
    expect(printed[1]).toMatch(new RegExp(`ClaimDesk runs on .*process ${String(holder.pid)}`));
    expect(fs.existsSync(path.join(userData, 'desk', DATABASE_FILE))).toBe(true);
    expect(fs.existsSync(cache)).toBe(true);
  });

  it('refuses while a store holds an unsent claim; --discard-unsent erases it anyway', async () => {
    const userData = path.join(base, 'user');
    await deskIn(userData, true);
    const refused = deps({ scope: 'user', root: userData }, userData);
    expect(runPurgeCommand(refused.given)).toBe(PURGE_EXIT.unsent);
    expect(refused.printed[1]).toMatch(/1 claim\(s\) or document\(s\) are not yet received/);
    expect(fs.existsSync(path.join(userData, 'desk', DATABASE_FILE))).toBe(true);
    expect(fs.existsSync(path.join(userData, 'desk', LOCK_FILE))).toBe(false);

    const discard = deps({ scope: 'user', root: userData }, userData, ['ClaimDesk', '--purge', '--discard-unsent']);
    expect(runPurgeCommand(discard.given)).toBe(PURGE_EXIT.done);
    expect(fs.existsSync(userData)).toBe(false);
  });

  it('fails with exit code 1, erasing nothing, when the desk could not be placed or its store not read', async () => {
    const userData = path.join(base, 'user');
    await deskIn(userData);
    const { given, printed } = deps({ scope: 'user', root: userData }, userData);
    const refused = { ...given, place: { ok: false as const, message: 'not in the group' } };
    expect(runPurgeCommand(refused)).toBe(PURGE_EXIT.failed);
    expect(printed[1]).toBe('Nothing was erased: not in the group');
    // Another key than the store's: whether claims are unsent cannot be told.
    const wrongKey = { ...given, keys: { describe: 'none', read: () => undefined, keep: () => undefined } };
    expect(runPurgeCommand(wrongKey)).toBe(PURGE_EXIT.failed);
    expect(fs.existsSync(path.join(userData, 'desk', DATABASE_FILE))).toBe(true);
  });

  it("finds electron-updater's cache where it keeps it on each OS", () => {
    expect(updateCacheFor('win32', { LOCALAPPDATA: 'C:\\Users\\a\\AppData\\Local' }, 'C:\\Users\\a')).toBe(
      'C:\\Users\\a\\AppData\\Local\\claimdesk-updater',
    );
    expect(updateCacheFor('linux', {}, '/home/a')).toBe('/home/a/.cache/claimdesk-updater');
    expect(updateCacheFor('linux', { XDG_CACHE_HOME: '/c' }, '/home/a')).toBe('/c/claimdesk-updater');
    expect(updateCacheFor('darwin', {}, '/Users/a')).toBe('/Users/a/Library/Caches/claimdesk-updater');
  });
});
