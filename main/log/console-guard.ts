/**
 * The console's pipes may go while ClaimDesk runs (started by a program or a terminal that has since exited):
 * every write to them then fails with EPIPE. Unheard, such a failure is an uncaught exception, whose log entry
 * writes to the console again, and so on without end: the process spins, the log's rotation fills every file with
 * that one error, and SIGTERM is never heard. Heard here instead: the first failure on either stream calls `gone`
 * once (the logger then writes to its file only), and every later one is dropped.
 */

/** The part of process.stdout and process.stderr this module uses. */
export interface OutputStream {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export function onConsoleGone(streams: readonly OutputStream[], gone: (error: Error) => void): void {
  let told = false;
  const heard = (error: Error): void => {
    if (told) return;
    told = true;
    gone(error);
  };
  for (const stream of streams) stream.on('error', heard);
}
