/** `npm run serve` as a child process, for the tests of the process itself (its pipes, its signals, its lock). */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { READY_PREFIX } from '../../main/serve/browser-mode';
import { decodeJson } from '../../shared/ops/codec';

export interface ServeProcess {
  readonly child: ChildProcessWithoutNullStreams;
  /** The address with its token, once the ready line is printed; rejects when the process ends before. */
  readonly ready: Promise<string>;
  /** The exit code, once the process has ended and its output has all been read. */
  readonly exited: Promise<number | null>;
  stdout(): string;
  stderr(): string;
  /** Resolves once stdout holds a line matching `pattern`; rejects when the process ends first. */
  printed(pattern: RegExp): Promise<string>;
}

export function startServe(dataDir: string, staticDir: string): ServeProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'main/serve/cli.ts', '--data-dir', dataDir, '--static-dir', staticDir],
    { cwd: path.resolve(import.meta.dirname, '../..'), env: { ...process.env, CLAIMDESK_PORT: '0' } },
  );
  let stdout = '';
  let stderr = '';
  const watchers = new Set<() => void>();
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // 'close', not 'exit': it comes after the child's output has all been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      for (const watch of watchers) watch();
      const line = stdout.split('\n').find((each) => each.startsWith(READY_PREFIX));
      if (line) resolve(line.slice(READY_PREFIX.length));
    });
    void exited.then((code) => reject(new Error(`serve exited (${code}) before it was ready:\n${stdout}${stderr}`)));
  });
  ready.catch(() => undefined);
  const printed = (pattern: RegExp): Promise<string> =>
    new Promise((resolve, reject) => {
      const watch = (): void => {
        const line = stdout.split('\n').find((each) => pattern.test(each));
        if (line === undefined) return;
        watchers.delete(watch);
        resolve(line);
      };
      watchers.add(watch);
      watch();
      void exited.then(() => {
        watchers.delete(watch);
        reject(new Error(`serve exited without printing ${pattern}:\n${stdout}${stderr}`));
      });
    });
  return { child, ready, exited, stdout: () => stdout, stderr: () => stderr, printed };
}

/** One operation through the address the ready line gave. */
export async function callOperation(ready: string, name: string, input: unknown): Promise<unknown> {
  const url = new URL(ready);
  const token = url.hash.replace('#token=', '');
  const answer = await fetch(`${url.origin}/api/ops/${name}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  return decodeJson(await answer.text());
}
