/**
 * The simulator in a child process (`main/sim/cli.ts`), for benchmarks: the
 * ideal they compare against assumes the service only adds latency, so its CPU
 * must not share the event loop of the code being measured.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { ServiceRef } from '../support/sync-world';

export interface SimProcess extends ServiceRef {
  close(): Promise<void>;
}

export function startSimProcess(args: readonly string[] = []): Promise<SimProcess> {
  const root = path.join(__dirname, '..', '..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'main/sim/cli.ts', '--port', '0', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let text = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the simulator exited with ${code}`)));
    child.stdout.setEncoding('utf8');
    const onData = (chunk: string): void => {
      text += chunk;
      const url = /listening on (\S+)/.exec(text)?.[1];
      const controlUrl = /Control hooks \(\/__sim\/\*\) on (\S+)/.exec(text)?.[1];
      const token = /Token for PRV-001 \([^)]*\): (\S+)/.exec(text)?.[1];
      if (!url || !controlUrl || !token) return;
      // Ready: stop reading, so later output (e.g. "Simulator stopped.") cannot run this again
      // and remove the exit listener that close() waits on.
      child.stdout.off('data', onData);
      child.stdout.resume();
      child.removeAllListeners('exit');
      resolve({
        baseUrl: url,
        token,
        sim: { controlUrl, token },
        close: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.on('data', onData);
  });
}
