/**
 * A status is earned: with nothing queued, a run still asks the service one cheap
 * authenticated question, and only an answer from the service counts as a
 * successful sync. A refused token, a refused connection, a timeout and a name
 * that does not resolve each leave "never synced" and say what is wrong.
 */
import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import type { SyncEngine } from '../../main/sync/engine/sync-engine';
import type { SyncStatus } from '../../shared/domain/sync';
import { startSyncWorld, type SyncWorld } from '../support/sync-world';
import { cleanUpEachTest, fastEngine } from './engine-harness';

const live = cleanUpEachTest();

async function emptyDesk(client: (w: SyncWorld) => ReturnType<SyncWorld['client']>): Promise<SyncEngine> {
  // The simulator runs, with nothing queued on this desk; `client` says where the desk sends.
  const w = await startSyncWorld({}, 0);
  live.world = w;
  const e = fastEngine(w, client(w));
  live.engine = e;
  return e;
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const neverSynced = (status: SyncStatus) => {
  expect(status).toMatchObject({ phase: 'failed', pendingCount: 0, lastSuccessfulSyncAt: null });
  expect(status.lastAttemptAt).not.toBeNull();
};

describe('with nothing queued', () => {
  it('counts a run as a successful sync when the service answers and takes the token', async () => {
    const e = await emptyDesk((w) => w.client());
    const status = await e.syncNow();
    expect(status).toMatchObject({ phase: 'idle', connectivity: 'online', pendingCount: 0 });
    expect(status.lastSuccessfulSyncAt).not.toBeNull();
    expect(status.lastError).toBeUndefined();
  });

  it('says the token was refused, and never that it is up to date', async () => {
    const e = await emptyDesk((w) => w.client({ token: 'not-the-right-token' }));
    const status = await e.syncNow();
    neverSynced(status);
    expect(status.connectivity).toBe('online');
    expect(status.lastError?.message).toBe("The service refused ClaimDesk's access key: check the token in Settings.");
  });

  it.each([
    ['refuses connections', async () => `http://127.0.0.1:${await closedPort()}`],
    // .invalid never resolves (RFC 6761).
    ['has a name that does not resolve', () => Promise.resolve('http://claimdesk-service.invalid')],
  ])('says the service could not be reached when it %s', async (_case, address) => {
    const baseUrl = await address();
    const e = await emptyDesk((w) => w.client({ baseUrl }));
    const status = await e.syncNow();
    neverSynced(status);
    expect(status.connectivity).toBe('offline');
    expect(status.lastError?.message).toBe("The insurer's service could not be reached.");
  });

  it('says the service did not answer in time', async () => {
    const e = await emptyDesk((w) => {
      // The answer would come after the test's own time limit; 2 s leaves a busy machine room to connect.
      w.service.sim.setFaults({ latencyMs: 60_000 });
      return w.client({ timeoutMs: 2_000 });
    });
    const status = await e.syncNow();
    neverSynced(status);
    expect(status.lastError?.message).toBe("The insurer's service did not answer in time.");
    expect(status.lastError?.whatToDo).toMatch(/tries again by itself/);
  });

  it('says so when the address answers but is not the service (a web server’s 404 page)', async () => {
    const page = http.createServer((_req, res) =>
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>'),
    );
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = page.address() as net.AddressInfo;
      const e = await emptyDesk((w) => w.client({ baseUrl: `http://127.0.0.1:${port}` }));
      const status = await e.syncNow();
      neverSynced(status);
      expect(status.lastError?.whatToDo).toMatch(/service address in Settings/);
    } finally {
      page.closeAllConnections();
      await new Promise((resolve) => page.close(resolve));
    }
  });
});
