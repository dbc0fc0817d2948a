/**
 * A Node child process (a TypeScript entry point run through tsx, or a built
 * JavaScript one run as it is) that counts as started only once its output
 * matches a ready pattern. Failing to start within
 * the deadline, or exiting first, rejects with everything the process printed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export interface StartedChild {
  readonly match: RegExpExecArray;
  readonly output: () => string;
  readonly stop: () => Promise<void>;
}

export interface ChildSpec {
  readonly name: string;
  readonly entry: string;
  readonly args: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
  readonly ready: RegExp;
  readonly deadlineMs?: number;
}

const STOP_GRACE_MS = 5_000;

export function startChild(spec: ChildSpec): Promise<StartedChild> {
  const loader = spec.entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, spec.entry, ...spec.args], {
    cwd: REPO_ROOT,
    env: { ...inheritedEnv(), ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = once(child, 'exit').then(([code, signal]: unknown[]) => ({ code, signal }));
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (text += chunk));
  }
  const failure = (why: string) => new Error(`${spec.name} ${why}. Its output:\n${text || '(nothing)'}`);
  const started = { output: () => text, stop: () => stopChild(child, exited) };

  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => {
      void started.stop();
      reject(failure(`printed no ready line within ${spec.deadlineMs ?? 30_000} ms`));
    }, spec.deadlineMs ?? 30_000);
    const check = (): void => {
      const match = spec.ready.exec(text);
      if (!match) return;
      clearTimeout(deadline);
      child.stdout.off('data', check);
      resolve({ ...started, match });
    };
    child.stdout.on('data', check);
    child.once('error', (error) => {
      clearTimeout(deadline);
      reject(failure(`could not start (${error.message})`));
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(deadline);
      reject(failure(`exited (code ${String(code)}, signal ${String(signal)}) before it was ready`));
    });
  });
}

/** The parent's environment without any CLAIMDESK_* setting, so a test sees only what it passes. */
function inheritedEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('CLAIMDESK_')));
}

async function stopChild(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const forced = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(forced);
}
