/**
 * What the next start's first screen will be, kept beside the store for the host to serve before the desk runs
 * (shared/first-screen.ts): whether it is the card lookup (the desk set up and not locked) and its
 * words in the desk's language. A small file, not in the store: the store opens only once the desk starts, and
 * the page is served before that.
 *
 * The desk host keeps it current (main/host/follow-first-screen.ts): when a core is up, at every lock or unlock
 * and change of language, and as the core stops. A hint is only ever a guess at the next start: the page
 * drops the stand-in whenever the desk shows another first screen. No patient data is in it, nor anything secret.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FirstScreenHint } from '../../shared/first-screen';
import { isLanguage } from '../../shared/i18n/languages';
import { replacePrivateFile } from '../store/private-files';

export type { FirstScreenHint };

export const FIRST_SCREEN_FILE = 'first-screen.json';

const WORD_NAMES = ['appName', 'heading', 'form', 'label', 'hint', 'submit'] as const;

const isHint = (value: unknown): value is FirstScreenHint => {
  if (typeof value !== 'object' || value === null) return false;
  const hint = value as Record<string, unknown>;
  const words = hint['words'] as Record<string, unknown> | null | undefined;
  return (
    isLanguage(hint['language']) &&
    typeof hint['cardLookup'] === 'boolean' &&
    typeof words === 'object' &&
    words !== null &&
    WORD_NAMES.every((name) => typeof words[name] === 'string')
  );
};

const hintFile = (dataDir: string): string => path.join(dataDir, FIRST_SCREEN_FILE);

/** The file's text; undefined when there is none or it cannot be read. */
function hintText(dataDir: string): string | undefined {
  try {
    return fs.readFileSync(hintFile(dataDir), 'utf8');
  } catch {
    return undefined;
  }
}

/** The hint kept in `dataDir`; undefined when there is none (a first run) or it cannot be read. */
export function readFirstScreenHint(dataDir: string): FirstScreenHint | undefined {
  const text = hintText(dataDir);
  try {
    const value: unknown = text === undefined ? undefined : JSON.parse(text);
    return isHint(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes the hint whole (a temporary file renamed into place), unless the file already says the same: the usual
 * start and stop find it unchanged, and write (and sync to the disk) nothing.
 */
export function writeFirstScreenHint(dataDir: string, hint: FirstScreenHint): void {
  const text = JSON.stringify(hint);
  if (hintText(dataDir) !== text) replacePrivateFile(hintFile(dataDir), text);
}
