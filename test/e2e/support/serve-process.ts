/** Browser mode (`main/serve/cli.ts`) in its own process, ready once it prints its URL with the run's token. */
import { startChild } from './child-process';

export interface ServeProcess {
  /** The page address including `#token=…`. */
  readonly url: string;
  readonly output: () => string;
  readonly stop: () => Promise<void>;
}

export interface ServeSettings {
  readonly dataDir: string;
  /** The insurer service to use; none runs the demo, on the embedded simulator. */
  readonly service?: { readonly url: string; readonly token: string };
  /** Open on the first-run choice (`--setup`), as a new desktop install does. */
  readonly setup?: boolean;
}

/** `entry`: the TypeScript source (through tsx), or the built `out/main/serve.js`. */
export async function startServeProcess(settings: ServeSettings, entry = 'main/serve/cli.ts'): Promise<ServeProcess> {
  const child = await startChild({
    name: `browser mode (${entry})`,
    entry,
    args: ['--port', '0', ...(settings.setup === true ? ['--setup'] : [])],
    env: {
      CLAIMDESK_DATA_DIR: settings.dataDir,
      ...(settings.service && { CLAIMDESK_SERVICE_URL: settings.service.url, CLAIMDESK_TOKEN: settings.service.token }),
    },
    ready: /ClaimDesk browser mode: (http:\/\/127\.0\.0\.1:\d+\/#token=\S+)/,
  });
  return { url: child.match[1] ?? '', output: child.output, stop: child.stop };
}
