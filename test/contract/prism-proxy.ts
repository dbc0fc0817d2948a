/**
 * Runs Prism's validating proxy (`prism proxy --errors`) in front of an upstream.
 *
 * Prism listens on a port the OS picks (`--port 0`) and is ready once it prints
 * "Prism is listening on <url>"; nothing else is waited for. Every exchange Prism
 * refused or flagged (a violation, an undocumented status, a request it cannot
 * forward) is kept in `reports`, so a caller can fail on it even where the client
 * under test would have shrugged the answer off.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const OPENAPI_DOCUMENT = fileURLToPath(new URL('../../shared/openapi/openapi.json', import.meta.url));

const PRISM_CLI = createRequire(import.meta.url).resolve('@stoplight/prism-cli');
const READY = /Prism is listening on (http:\/\/\S+)/;
const RECEIVED = /\[HTTP SERVER\] (\S+ \S+) .*Request received/;
const TERMINATED = /\[HTTP SERVER\] (\S+ \S+) .*Request terminated with error: (.*)$/;
const VIOLATION = /(Violation: .*)$/;
const START_DEADLINE_MS = 30_000;
const KEPT_OUTPUT_LINES = 80;

export interface RunningPrism {
  readonly url: string;
  /**
   * Prism's own words for each exchange it refused or flagged, in order, as "method path: text".
   * A violation line names no request, so it is put with the last request received.
   */
  readonly reports: readonly string[];
  close(): Promise<void>;
}

export function startPrism(upstream: string, document: string = OPENAPI_DOCUMENT): Promise<RunningPrism> {
  const args = ['proxy', document, upstream, '--host', '127.0.0.1', '--port', '0', '--errors'];
  const child = spawn(process.execPath, [PRISM_CLI, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  // 'close' comes after the exit and the end of its output, so every line Prism wrote has been read.
  const exited = new Promise<void>((resolve) => {
    child.once('close', () => resolve());
    child.once('error', () => resolve());
  });
  const output: string[] = [];
  const reports: string[] = [];

  const close = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  return new Promise<RunningPrism>((resolve, reject) => {
    let ready = false;
    let lastRequest = 'an earlier request';
    const fail = (why: string) => {
      clearTimeout(deadline);
      void close().then(() => reject(new Error(`Prism ${why}. Its last output:\n${output.join('\n')}`)));
    };
    const deadline = setTimeout(() => fail(`did not start within ${START_DEADLINE_MS} ms`), START_DEADLINE_MS);

    const onLine = (line: string) => {
      output.push(line);
      if (output.length > KEPT_OUTPUT_LINES) output.shift();
      lastRequest = RECEIVED.exec(line)?.[1] ?? lastRequest;
      const terminated = TERMINATED.exec(line);
      if (terminated) reports.push(`${terminated[1]}: ${terminated[2]}`);
      const violation = VIOLATION.exec(line)?.[1];
      if (violation !== undefined) reports.push(`${lastRequest}: ${violation}`);
      const url = ready ? undefined : READY.exec(line)?.[1];
      if (url !== undefined) {
        ready = true;
        clearTimeout(deadline);
        resolve({ url, reports, close });
      }
    };
    createInterface({ input: child.stdout }).on('line', onLine);
    createInterface({ input: child.stderr }).on('line', onLine);
    child.once('error', (error) => fail(`could not be spawned (${error.message})`));
    child.once('exit', (code, signal) => {
      if (!ready) fail(`exited before it was ready (code ${code}, signal ${signal})`);
    });
  });
}
