/**
 * Support's way into a damaged file the desk sealed into `<data folder>/corrupt/` (main/store/sealed-file.ts):
 * the file opened with the store's key and written out plain, 0600, beside nothing it could overwrite.
 * The key: CLAIMDESK_DB_KEY when given, else the data folder's key file as browser mode keeps it. The desktop
 * app's key file is wrapped by the operating system and opens only in ClaimDesk on that account: this tool says
 * so rather than guessing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SEALED_SUFFIX, unsealFile } from '../../main/store/sealed-file';
import { environmentKeySource, fileKeySource, type KeySource } from '../../main/store/store-key';
import { PRIVATE_FILE_MODE } from '../../main/store/private-files';

export const USAGE = `Usage: npm run unseal -- <file${SEALED_SUFFIX}> [--data-dir <dir>] [--out <file>]
  <file${SEALED_SUFFIX}>      a file from the data folder's corrupt/ folder
  --data-dir <dir>   the data folder whose key opens it (default: the folder above corrupt/)
  --out <file>       where the plain file is written (default: its name without ${SEALED_SUFFIX}, in the current folder)
The key is CLAIMDESK_DB_KEY when set, else the data folder's key file (browser mode's).`;

export interface UnsealRequest {
  readonly sealed: string;
  readonly dataDir?: string;
  readonly out?: string;
}

export type UnsealOutcome = { ok: true; out: string; bytes: number } | { ok: false; message: string };

export function parseUnsealArgs(args: readonly string[]): UnsealRequest | undefined {
  const request: { sealed?: string; dataDir?: string; out?: string } = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--data-dir' || arg === '--out') {
      const value = args[++i];
      if (value === undefined) return undefined;
      if (arg === '--data-dir') request.dataDir = value;
      else request.out = value;
    } else if (arg !== undefined && !arg.startsWith('--') && request.sealed === undefined) {
      request.sealed = arg;
    } else {
      return undefined;
    }
  }
  return request.sealed === undefined ? undefined : { ...request, sealed: request.sealed };
}

function keySource(env: NodeJS.ProcessEnv): KeySource {
  const given = env.CLAIMDESK_DB_KEY;
  return given === undefined ? fileKeySource() : environmentKeySource(given);
}

export function unseal(request: UnsealRequest, env: NodeJS.ProcessEnv, cwd: string): UnsealOutcome {
  const sealed = path.resolve(cwd, request.sealed);
  if (!fs.existsSync(sealed)) return { ok: false, message: `${sealed} does not exist.` };
  const dataDir = path.resolve(cwd, request.dataDir ?? path.join(path.dirname(sealed), '..'));
  const out = path.resolve(cwd, request.out ?? path.basename(sealed, SEALED_SUFFIX));
  if (out === sealed || fs.existsSync(out)) return { ok: false, message: `${out} exists; nothing was written.` };
  const source = keySource(env);
  let plain: Buffer;
  try {
    const key = source.read(dataDir);
    if (key === undefined) return { ok: false, message: `No key in ${dataDir} (${source.describe}).` };
    plain = unsealFile(sealed, key);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      message:
        `${sealed} could not be opened with ${source.describe}: ${reason}. ` +
        "A key file the desktop app wrapped opens only in ClaimDesk, on that computer's account.",
    };
  }
  // `wx`: a file that appeared meanwhile is not overwritten either.
  fs.writeFileSync(out, plain, { flag: 'wx', mode: PRIVATE_FILE_MODE });
  return { ok: true, out, bytes: plain.length };
}
