/**
 * ClaimDesk's one logger, for the core, the Electron host and the browser mode alike:
 * electron-log's Node API (`electron-log/node`, so the core imports no Electron; the
 * Electron host uses the same, since the page never logs through it and its extras —
 * the renderer's IPC transport, a preload it injects — have no place in a sandboxed page).
 *
 * One file, `<dataDir>/logs/claimdesk.log`, one line per entry with its UTC time, level
 * and scope, written synchronously (an entry made just before a crash is on disk). When
 * it passes `maxBytes` it becomes claimdesk.1.log, the older ones move up one, and the
 * oldest beyond `keep` files goes: the size check and the switch are electron-log's, only
 * the numbering is ours. Every entry goes through the redactor (redact.ts) twice: each
 * argument as given (a hook: objects by their names, Errors with their stacks), then the
 * line as written (a transform: what only shows once arguments are joined).
 */
import fs from 'node:fs';
import path from 'node:path';
import electronLog from 'electron-log/node';
import { fileModeIn, keepPrivate } from '../store/private-files';
import { onConsoleGone, type OutputStream } from './console-guard';
import { createRedactor, type SecretKind } from './redact';

export type LogLevel = 'error' | 'warn' | 'info' | 'debug';

export interface Log {
  error(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  info(...data: unknown[]): void;
  debug(...data: unknown[]): void;
}

export interface Logger extends Log {
  /** The same log, its entries labelled with the part of ClaimDesk that wrote them. */
  scope(name: string): Log;
  /** Never write this value: a secret (the token, an OTP) or a card number (masked). */
  remember(value: string, kind: SecretKind): void;
  /** Text as the log would write it (redacted), for what leaves the desk from elsewhere than the log. */
  redact(text: string): string;
  /** The log files, the current one first, then the older ones, newest first. */
  files(): string[];
  /** From now on the file keeps entries of this level and above (the `log.level` setting; errors always). */
  setLevel(level: LogLevel): void;
}

export interface LoggerOptions {
  /** The folder of the log files (created when missing). */
  readonly dir: string;
  readonly maxBytes?: number;
  /** How many files are kept, the current one included. */
  readonly keep?: number;
  /** The least level written to the file. */
  readonly level?: LogLevel;
  /** The least level also printed (browser mode: warnings and errors on stderr); none by default. */
  readonly console?: LogLevel | false;
  /** The streams the console writes to, whose failure switches it off (console-guard.ts): the process's own by default. */
  readonly consoleStreams?: readonly OutputStream[];
}

export const LOG_DIR = 'logs';
export const LOG_FILE = 'claimdesk.log';
export const LOG_MAX_BYTES = 1024 * 1024;
export const LOG_FILES_KEPT = 4;

/** claimdesk.log, claimdesk.1.log, …: the current file is number 0. */
const numbered = (dir: string, n: number): string =>
  path.join(dir, n === 0 ? LOG_FILE : LOG_FILE.replace(/\.log$/, `.${n}.log`));
const FILE_NUMBER = /^claimdesk(?:\.(\d+))?\.log$/;

let instances = 0;

export function createLogger(options: LoggerOptions): Logger {
  const { dir, maxBytes = LOG_MAX_BYTES, keep = LOG_FILES_KEPT } = options;
  // The folder 0700 and its files 0600 (earlier ones repaired); electron-log creates each file with the mode below.
  keepPrivate(dir);
  const redactor = createRedactor();
  const log = electronLog.create({ logId: `claimdesk-${++instances}` });
  log.scope.labelPadding = false;
  log.hooks.push((message) => ({ ...message, data: message.data.map((item) => redactor.value(item)) }));
  const asText = ({ data }: { data: unknown }): string => redactor.text(String(data));

  const file = log.transports.file;
  file.setAppName('ClaimDesk');
  file.resolvePathFn = () => numbered(dir, 0);
  file.format = '[{iso}] [{level}]{scope} {text}';
  // One entry, one line: objects too, so that a search through the file finds whole entries.
  file.inspectOptions = { depth: 5, breakLength: Infinity };
  file.level = options.level ?? 'info';
  file.maxSize = maxBytes;
  // A rotated file is renamed, so it keeps this mode.
  file.writeOptions = { flag: 'a', mode: fileModeIn(dir), encoding: 'utf8' };
  // Electron-log's own steps (the format, arguments joined into one line), then the redactor on that line.
  const toLine = file.transforms;
  file.transforms = [...toLine, asText];
  file.archiveLogFn = (current) => {
    try {
      fs.rmSync(numbered(dir, keep - 1), { force: true });
      for (let n = keep - 2; n >= 1; n--) {
        if (fs.existsSync(numbered(dir, n))) fs.renameSync(numbered(dir, n), numbered(dir, n + 1));
      }
      fs.renameSync(current.path, numbered(dir, 1));
    } catch {
      // A file another program holds open (Windows) cannot move: start it afresh rather than let it grow.
      current.clear();
    }
  };

  const consoleOut = log.transports.console;
  consoleOut.level = options.console ?? false;
  consoleOut.format = 'ClaimDesk [{level}]{scope} {text}';
  consoleOut.transforms = [...toLine, (line) => [asText(line)]];
  if (consoleOut.level !== false) {
    onConsoleGone(options.consoleStreams ?? [process.stdout, process.stderr], (error) => {
      consoleOut.level = false;
      const code = (error as NodeJS.ErrnoException).code ?? error.message;
      log.warn(`the console is gone (${code}): the log is written to this file only from now on`);
    });
  }
  // Only the file and the console: electron-log's others (IPC to a page, HTTP to a server) stay off.
  for (const [name, transport] of Object.entries(log.transports)) {
    if (transport && name !== 'file' && name !== 'console') transport.level = false;
  }

  return {
    error: (...data) => log.error(...data),
    warn: (...data) => log.warn(...data),
    info: (...data) => log.info(...data),
    debug: (...data) => log.debug(...data),
    scope: (name) => log.scope(name),
    remember: (value, kind) => redactor.remember(value, kind),
    redact: (text) => redactor.text(text),
    setLevel: (level) => {
      file.level = level;
    },
    files: () =>
      fs
        .readdirSync(dir)
        .flatMap((name) => {
          const match = FILE_NUMBER.exec(name);
          return match ? [{ file: path.join(dir, name), n: Number(match[1] ?? 0) }] : [];
        })
        .sort((a, b) => a.n - b.n)
        .map(({ file: each }) => each),
  };
}

const ignore = (): void => undefined;
const patternsOnly = createRedactor();
const silent: Log = { error: ignore, warn: ignore, info: ignore, debug: ignore };

/** A logger that writes nothing: for a host started without one (tests). */
export const silentLogger: Logger = {
  ...silent,
  scope: () => silent,
  remember: ignore,
  redact: (text) => patternsOnly.text(text),
  files: () => [],
  setLevel: ignore,
};
