import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CoreStatus } from '../../shared/core-status';
import { serviceOf, useCoreTestbed } from './core-harness';

const CHECKED_AT = new Date('2026-11-22T08:30:00.000Z');
const now = () => CHECKED_AT;

const bed = useCoreTestbed();

function refusesConnections(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

describe('the core in demo mode', () => {
  it('runs the embedded simulator and reports it reachable, with its tariffs', async () => {
    const core = await bed.start({ service: null }, { now });
    const status = await core.status();

    expect(core.mode).toBe('demo');
    expect(CoreStatus.parse(status)).toEqual(status);
    expect(status).toMatchObject({ mode: 'demo', reachable: true, checkedAt: '2026-11-22T08:30:00.000Z' });
    expect(status.serviceUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(status.reachable && status.tariffCount).toBeGreaterThan(0);
  });

  it('stops the simulator with it, and can be stopped twice', async () => {
    const core = await bed.start({ service: null }, { now });
    const { serviceUrl } = await core.status();
    expect(await refusesConnections(serviceUrl)).toBe(false);
    const { db } = core.store();

    await core.stop();
    await core.stop();
    expect(await refusesConnections(serviceUrl)).toBe(true);
    expect(db.open).toBe(false);
  });
});

describe('the core with a configured service', () => {
  it('uses the given address and token, and counts its tariffs', async () => {
    const sim = await bed.startSim({ tariffs: 7 });
    const core = await bed.start(serviceOf(sim), { now });
    const status = await core.status();

    expect(core.mode).toBe('service');
    expect(status).toEqual({
      mode: 'service',
      serviceUrl: sim.url,
      checkedAt: '2026-11-22T08:30:00.000Z',
      reachable: true,
      tariffCount: 7,
    });
  });

  it('counts no tariffs, but reachable, when the service has none for the provider', async () => {
    const sim = await bed.startSim({ tariffs: 0 });
    const core = await bed.start(serviceOf(sim), { now });

    expect(await core.status()).toMatchObject({ reachable: true, tariffCount: 0 });
  });

  it('says in plain words that a wrong token was refused, without repeating it', async () => {
    const sim = await bed.startSim();
    const token = 'not-the-right-token';
    const core = await bed.start({ service: { url: sim.url, token } }, { now });
    const status = await core.status();

    expect(status.reachable).toBe(false);
    expect(!status.reachable && status.reason).toMatch(/refused ClaimDesk's access key/);
    expect(JSON.stringify(status)).not.toContain(token);
  });

  it('says in plain words that a service that is not there could not be reached', async () => {
    const gone = await bed.startSim();
    await gone.close();
    const core = await bed.start(serviceOf(gone), { now });
    const status = await core.status();

    expect(status).toMatchObject({ mode: 'service', serviceUrl: gone.url, reachable: false });
    expect(!status.reachable && status.reason).toMatch(/could not be reached/);
  });
});
