/**
 * `npm run serve`'s settings: flags first, then the environment
 * (CLAIMDESK_PORT, CLAIMDESK_SERVICE_URL, CLAIMDESK_TOKEN, CLAIMDESK_DATA_DIR, CLAIMDESK_DB_KEY).
 * No service address and token means the demo on the embedded simulator; one
 * without the other is an error (see main/desk/settings/service-settings.ts).
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { settingsFromEnvironment, type Settings } from '../desk/settings/service-settings';
import { environmentKeySource, fileKeySource, StoreKey, type KeySource } from '../store/store-key';

export interface ServeConfig {
  readonly port: number;
  readonly dataDir: string;
  readonly staticDir: string;
  readonly settings: Settings;
  /** Where the store's key is kept: CLAIMDESK_DB_KEY, else the key file in the data folder (store/store-key.ts). */
  readonly keys?: KeySource;
  /** Ask for the first-run choice (the insurer's service or the demo) as a packaged build's first start does. */
  readonly setup?: boolean;
}

export type ServeCommand =
  | { readonly kind: 'run'; readonly config: ServeConfig }
  | { readonly kind: 'help' }
  | { readonly kind: 'error'; readonly message: string };

export const USAGE = `Usage: npm run serve -- [options]

Serves ClaimDesk to a browser on this computer only (http://127.0.0.1).

  --port <n>          port to listen on; 0 picks a free one      (CLAIMDESK_PORT, default 0)
  --service-url <url> the insurer service's address              (CLAIMDESK_SERVICE_URL)
  --token <token>     the insurer service's access token         (CLAIMDESK_TOKEN; prefer the variable:
                      a flag is visible to other users of this computer)
  --data-dir <dir>    where ClaimDesk keeps its data             (CLAIMDESK_DATA_DIR, default ~/.claimdesk)
  --static-dir <dir>  the built page                             (default out/renderer)
                      Its data is encrypted with a key kept there in claimdesk.key (0600),
                      or given as CLAIMDESK_DB_KEY (64 hex digits) to keep it elsewhere.
  --setup             open on the first-run choice, as a new desktop install does
                      (the demo runs behind it; connecting to a service needs a restart)
  --help              this text

Without a service address and token ClaimDesk runs as a demo on its built-in simulated service.`;

function parsePort(text: string): number | undefined {
  if (!/^\d{1,5}$/.test(text)) return undefined;
  const port = Number(text);
  return port <= 65_535 ? port : undefined;
}

export function parseServeCommand(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  homeDir = os.homedir(),
): ServeCommand {
  let flags;
  try {
    flags = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        'service-url': { type: 'string' },
        token: { type: 'string' },
        'data-dir': { type: 'string' },
        'static-dir': { type: 'string' },
        setup: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : 'The options could not be read.' };
  }
  if (flags.help === true) return { kind: 'help' };

  const portText = flags.port ?? env.CLAIMDESK_PORT ?? '0';
  const port = parsePort(portText);
  if (port === undefined)
    return { kind: 'error', message: `The port must be a number from 0 to 65535, not "${portText}".` };

  const settings = settingsFromEnvironment(
    {
      CLAIMDESK_SERVICE_URL: flags['service-url'] ?? env.CLAIMDESK_SERVICE_URL,
      CLAIMDESK_TOKEN: flags.token ?? env.CLAIMDESK_TOKEN,
    },
    flags.token === undefined ? 'CLAIMDESK_TOKEN' : '--token',
  );
  if (!settings.ok) return { kind: 'error', message: settings.error.message };

  const dataDir = flags['data-dir'] ?? env.CLAIMDESK_DATA_DIR ?? path.join(homeDir, '.claimdesk');
  const givenKey = env.CLAIMDESK_DB_KEY;
  if (givenKey !== undefined && StoreKey.fromHex(givenKey) === undefined)
    return { kind: 'error', message: 'CLAIMDESK_DB_KEY must be 64 hexadecimal digits (a 256-bit key).' };
  return {
    kind: 'run',
    config: {
      port,
      dataDir: path.resolve(dataDir),
      staticDir: path.resolve(flags['static-dir'] ?? 'out/renderer'),
      settings: settings.value,
      keys: givenKey === undefined ? fileKeySource() : environmentKeySource(givenKey),
      setup: flags.setup === true,
    },
  };
}
