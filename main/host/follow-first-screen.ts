/**
 * Keeps the first screen's hint (main/desk/first-screen-hint.ts) current for the core behind an operation host:
 * worked out from the answers the page's frame decides its first screen by, in the desk's language.
 */
import type { AppState } from '../../shared/domain/app-state';
import type { LockStatus } from '../../shared/domain/lock';
import { writeFirstScreenHint } from '../desk/first-screen-hint';
import type { FirstScreenHint } from '../../shared/first-screen';
import { coreLanguage, onCoreLanguage, pageWordsIn } from '../i18n/words';
import type { OperationHost } from '../operations/host-api';

/** The hint as the desk stands now, from the answers the page's frame decides its first screen by. */
async function currentHint(host: OperationHost): Promise<FirstScreenHint | undefined> {
  const [app, lock] = await Promise.all([host.invoke('app.state', {}), host.invoke('lock.status', {})]);
  if (!app.ok || !lock.ok) return undefined;
  const language = coreLanguage();
  return {
    language,
    cardLookup: !(app.value as AppState).setupNeeded && !(lock.value as LockStatus).locked,
    words: pageWordsIn(language),
  };
}

export interface FirstScreenFollower {
  /** Writes the hint as the desk stands now (the core about to stop). */
  write(): Promise<void>;
  /** Stops following the lock and the language. */
  detach(): void;
}

/**
 * Keeps `dataDir`'s hint current for the core behind `host`: written now, at every change of the lock and of the
 * desk's language. A hint that cannot be written is told to `warn` and the desk goes on (the next start shows no
 * stand-in, or an old one).
 */
export function followFirstScreen(
  host: OperationHost,
  dataDir: string,
  warn: (message: string, error: unknown) => void,
): FirstScreenFollower {
  // One write at a time, in the order asked: a lock and an unlock in quick succession end with the unlock's.
  let writing: Promise<void> = Promise.resolve();
  const write = (): Promise<void> =>
    (writing = writing.then(async () => {
      try {
        const hint = await currentHint(host);
        if (hint) writeFirstScreenHint(dataDir, hint);
      } catch (error) {
        warn('The first screen hint could not be written', error);
      }
    }));
  void write();
  const stops = [host.subscribe('lock.statusChanged', () => void write()), onCoreLanguage(() => void write())];
  return { write, detach: () => stops.forEach((stop) => stop()) };
}
