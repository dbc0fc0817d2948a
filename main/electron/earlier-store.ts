/**
 * A desk updated from a build that kept its store at the top of the data folder
 * (`<userData>/claimdesk.sqlite`, its WAL, `backups/`, `corrupt/`) finds it again in
 * the folder it now uses. The store moves whole into the real desk's folder when that
 * desk worked with the insurer (a service in the environment, or a saved token), else
 * into the demo's: its unsent claims then go, at the next start, to the service they
 * were captured for (migration 009 gives them the service the desk starts on).
 *
 * The files go into a staging folder first, which is renamed into place once all are
 * in: a move cut short (a killed process, a full disk) is finished at the next start,
 * and a database never sits in a folder without its WAL.
 */
import { existsSync, readdirSync, renameSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import { STORE_ENTRIES } from '../store/open-store';
import { ensurePrivateDir } from '../store/private-files';

const stagingOf = (folder: string): string => `${folder}.moving`;

const inUse = (folder: string): boolean => existsSync(folder) && readdirSync(folder).length > 0;

/**
 * Moves an earlier build's store from `root` into `folder` (into `instead`, when a move there was cut
 * short); answers the folder it moved into, or undefined when there was none to move. A folder already
 * in use is never written into: the earlier store then stays where it is, for support to look at.
 */
export function adoptEarlierStore(root: string, folder: string, instead: string): string | undefined {
  const target = existsSync(stagingOf(instead)) ? instead : folder;
  const staging = stagingOf(target);
  const left = STORE_ENTRIES.filter((name) => existsSync(path.join(root, name)));
  if ((left.length === 0 && !existsSync(staging)) || inUse(target)) return undefined;
  ensurePrivateDir(staging);
  for (const name of left) renameSync(path.join(root, name), path.join(staging, name));
  if (existsSync(target)) rmdirSync(target);
  renameSync(staging, target);
  return target;
}
