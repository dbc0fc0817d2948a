/**
 * When browser mode's desk starts, behind a server that already listens (browser-mode.ts). One thread serves the
 * page and starts the desk, and loading the desk's modules and opening its store hold that thread for a good part
 * of a second: a page asked meanwhile would wait for all of it. So the desk waits for the page: it starts once every
 * file the page's HTML names (its scripts, preloads and styles) has been sent, the browser then running that code
 * while the desk starts; or as soon as the page calls the desk; or when no page comes (`noPageMs` after listening);
 * or when a page that came has not taken its files in `pageMs`. A person who opens the address by hand finds the
 * desk already running.
 */

/** What the server tells the gate (main/serve/server.ts). */
export interface PageSignals {
  /** A request for the page or one of its files came. */
  asked(): void;
  /** The file at this path has been sent whole. */
  sent(urlPath: string): void;
  /** The page called the desk (an operation, the event stream): it waits for the desk now. */
  called(): void;
}

export interface DeskStartGate {
  readonly signals: PageSignals;
  /** Settles when the desk should start; never rejects. */
  readonly open: Promise<void>;
  /** Opens the gate now (the server could not listen, or browser mode stops). */
  release(): void;
}

export interface GateTimes {
  /** How long the desk waits for a page to ask for anything. */
  readonly noPageMs: number;
  /** How long, once a page asked, the desk waits for its files to be sent. */
  readonly pageMs: number;
}

/** The waits browser mode's command uses (main/serve/cli.ts). */
export const PAGE_FIRST: GateTimes = { noPageMs: 500, pageMs: 2_000 };

/** `firstFiles`: the paths the page's HTML names (static-files.ts pageFiles); none: the first file sent opens it. */
export function deskStartGate(times: GateTimes, firstFiles: readonly string[]): DeskStartGate {
  let resolve: () => void = () => undefined;
  const open = new Promise<void>((settle) => (resolve = settle));
  let state: 'no-page' | 'page' | 'open' = 'no-page';
  const waitingFor = new Set(firstFiles);
  const release = (): void => {
    if (state === 'open') return;
    state = 'open';
    clearTimeout(timer);
    resolve();
  };
  let timer = setTimeout(release, times.noPageMs);
  return {
    open,
    release,
    signals: {
      asked: () => {
        if (state !== 'no-page') return;
        state = 'page';
        clearTimeout(timer);
        timer = setTimeout(release, times.pageMs);
      },
      sent: (urlPath) => {
        waitingFor.delete(urlPath);
        if (waitingFor.size === 0) release();
      },
      called: release,
    },
  };
}
