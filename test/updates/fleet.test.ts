/**
 * Updates on a fleet: the channel's manifest names, the staged-rollout decision for a fixed desk id, and the
 * limit to "Later" through the real service on a clock the test moves (two runs of ClaimDesk sharing what the
 * data folder keeps): the forced install comes at a start, never mid-session, and never while the claim editor
 * is open or before the page has said it is closed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deferralOver,
  fileDeferralStore,
  memoryDeferralStore,
  type DeferralStore,
} from '../../main/desk/updates/deferral';
import { deskIdIn, inRollout, rolloutPlace } from '../../main/desk/updates/rollout';
import { createUpdateService, type UpdateService } from '../../main/desk/updates/service';
import { channelFileFor } from '../../main/desk/updates/verify';
import type { UpdateSettingsChange } from '../../shared/domain/settings';
import type { UpdateStatus } from '../../shared/domain/updates';
import { confirmDouble, portDouble, settle, storedSettings, syncDouble } from './doubles';
import { fakeClock, type FakeClock } from './fake-clock';

const DAY = 24 * 60 * 60_000;
/** Its last four bytes are 0x40000000: a quarter of the way along. */
const DESK_AT_QUARTER = '6f1c2a4e-0000-4000-8000-000040000000';

let services: UpdateService[] = [];
afterEach(() => {
  for (const service of services) service.stop();
  services = [];
});

describe('channels', () => {
  it('name the manifest electron-builder writes and electron-updater reads, per platform', () => {
    expect(channelFileFor('win32', 'x64')).toBe('latest.yml');
    expect(channelFileFor('win32', 'x64', 'pilot')).toBe('pilot.yml');
    expect(channelFileFor('darwin', 'arm64', 'pilot')).toBe('pilot-mac.yml');
    expect(channelFileFor('linux', 'x64', 'stable')).toBe('latest-linux.yml');
    expect(channelFileFor('linux', 'x64', 'pilot')).toBe('pilot-linux.yml');
    expect(channelFileFor('linux', 'arm64', 'pilot')).toBe('pilot-linux-arm64.yml');
  });

  it('are asked for as the setting says, and a change of channel starts the updater afresh', async () => {
    const world = run(fakeClock(), memoryDeferralStore(), { enabled: true, channel: 'pilot' });
    world.service.checkNow();
    expect(world.port.checks.at(-1)).toMatchObject({ feedUrl: 'https://updates.example/cd', channel: 'pilot' });
    world.port.answer(null);
    await settle();
    expect(world.service.status().state.phase).toBe('up-to-date');
    world.stored.set({ enabled: true, channel: 'stable' });
    expect(world.service.status().state.phase).toBe('checking');
    expect(world.port.checks.map((check) => check.channel)).toEqual(['pilot', 'stable']);
  });
});

describe('staged rollout', () => {
  it('places a desk by its id, the same way every time', () => {
    expect(rolloutPlace(DESK_AT_QUARTER)).toBeCloseTo(0.25, 6);
    expect(inRollout(DESK_AT_QUARTER, 25)).toBe(false);
    expect(inRollout(DESK_AT_QUARTER, 26)).toBe(true);
    expect(inRollout(DESK_AT_QUARTER, 0)).toBe(false);
    expect(inRollout(DESK_AT_QUARTER, undefined)).toBe(true);
    expect(inRollout(DESK_AT_QUARTER, 100)).toBe(true);
  });

  it('keeps the desk id in the data folder, made once, and made again when damaged', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-id-'));
    const file = path.join(dir, 'update-id.txt');
    const made = deskIdIn(file);
    expect(deskIdIn(file)).toBe(made);
    fs.writeFileSync(file, 'not a uuid');
    expect(deskIdIn(file)).not.toBe(made);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('offers a release to a growing share of desks: a desk in at 30% is still in at 60%', () => {
    const ids = Array.from({ length: 200 }, () => crypto.randomUUID());
    const at = (percent: number) => ids.filter((id) => inRollout(id, percent));
    expect(at(30).every((id) => at(60).includes(id))).toBe(true);
    expect(at(0)).toHaveLength(0);
    expect(at(100)).toHaveLength(200);
  });
});

/** One run of ClaimDesk: a service created at the clock's now, over what the data folder keeps. */
function run(clock: FakeClock, deferral: DeferralStore, settings: UpdateSettingsChange = { enabled: true }) {
  const port = portDouble('1.4.0');
  const sync = syncDouble();
  const stored = storedSettings(settings);
  const dialog = confirmDouble();
  const service = createUpdateService({
    port: port.port,
    feed: { source: 'build', url: 'https://updates.example/cd', problem: null },
    confirmInstall: dialog.confirm,
    settings: stored.read,
    sync: sync.sync,
    clock,
    deferral,
  });
  services.push(service);
  /** The first check, finding 1.5.0 and downloading it. */
  const readyAfterStart = async (): Promise<UpdateStatus> => {
    service.checkNow();
    port.answer('1.5.0');
    await settle();
    port.finishDownload();
    await settle();
    return service.status();
  };
  return { port, sync, stored, dialog, service, readyAfterStart };
}

describe('the limit to "Later"', () => {
  it('starts the wait when a version is first downloaded, and asks staff as before', async () => {
    const clock = fakeClock();
    const deferral = memoryDeferralStore();
    const first = run(clock, deferral);
    expect((await first.readyAfterStart()).state).toEqual({ phase: 'ready', version: '1.5.0', waitingFor: null });
    expect(deferral.read()).toEqual({ version: '1.5.0', since: clock.now().toISOString() });
    expect(first.port.installs()).toBe(0);
  });

  it("says in its status when the wait runs out: the wait's start plus the days, nothing before a download", async () => {
    const clock = fakeClock();
    const deferral = memoryDeferralStore();
    const desk = run(clock, deferral, { enabled: true, deferDays: 5 });
    expect(desk.service.status().installsAfter).toBeNull();
    const ready = await desk.readyAfterStart();
    const ends = new Date(clock.now().getTime() + 5 * 24 * 60 * 60_000).toISOString();
    expect(ready.installsAfter).toBe(ends);
  });

  it('installs at the next start once the days are over, without asking, when no claim is open', async () => {
    const clock = fakeClock();
    const deferral = memoryDeferralStore();
    await run(clock, deferral, { enabled: true, deferDays: 7 }).readyAfterStart();
    services.shift()?.stop();

    // Six days later ClaimDesk starts again: still staff's choice.
    clock.advance(6 * DAY);
    const early = run(clock, deferral, { enabled: true, deferDays: 7 });
    expect((await early.readyAfterStart()).state).toMatchObject({ phase: 'ready', waitingFor: null });
    expect(early.port.installs()).toBe(0);
    services.shift()?.stop();

    // Past seven days: the next start installs, once the page says its editor is closed.
    clock.advance(1 * DAY + 1);
    const late = run(clock, deferral, { enabled: true, deferDays: 7 });
    expect((await late.readyAfterStart()).state).toEqual({ phase: 'ready', version: '1.5.0', waitingFor: ['editing'] });
    expect(late.port.installs()).toBe(0);
    expect((await late.service.install(false)).status.state.phase).toBe('installing');
    expect(late.dialog.asked).toEqual([]);
    expect(late.port.installs()).toBe(1);
  });

  it('never installs while the claim editor is open or claims are being sent', async () => {
    const clock = fakeClock();
    const deferral = memoryDeferralStore({ version: '1.5.0', since: '2026-11-01T08:00:00.000Z' });
    const late = run(clock, deferral, { enabled: true, deferDays: 7 });
    late.sync.setPhase('syncing');
    expect((await late.readyAfterStart()).state).toMatchObject({ waitingFor: ['sending', 'editing'] });
    expect((await late.service.install(true)).status.state).toMatchObject({ waitingFor: ['sending', 'editing'] });
    late.sync.setPhase('idle');
    expect(late.service.status().state).toMatchObject({ phase: 'ready', waitingFor: ['editing'] });
    expect(late.port.installs()).toBe(0);
    expect((await late.service.install(false)).status.state.phase).toBe('installing');
    expect(late.port.installs()).toBe(1);
  });

  it('never forces mid-session: days passing while ClaimDesk runs leave the choice to staff until it starts again', () => {
    const startedAt = new Date('2026-11-24T08:00:00.000Z');
    const since = '2026-11-24T08:05:00.000Z';
    const muchLater = new Date(Date.parse(since) + 30 * DAY);
    expect(deferralOver({ version: '1.5.0', since }, '1.5.0', 7, startedAt, muchLater)).toBe(false);
    expect(deferralOver({ version: '1.5.0', since }, '1.5.0', 7, muchLater, muchLater)).toBe(true);
    // A newer version starts its own wait.
    expect(deferralOver({ version: '1.5.0', since }, '1.6.0', 7, muchLater, muchLater)).toBe(false);
    // 0 days: no "Later" past the next start.
    expect(deferralOver({ version: '1.5.0', since }, '1.5.0', 0, muchLater, muchLater)).toBe(true);
  });

  it('keeps the wait in a file; a damaged file restarts the wait rather than installing early', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deferral-'));
    const file = path.join(dir, 'update-deferral.json');
    const store = fileDeferralStore(file);
    expect(store.read()).toBeNull();
    store.write({ version: '1.5.0', since: '2026-11-01T08:00:00.000Z' });
    expect(fileDeferralStore(file).read()).toEqual({ version: '1.5.0', since: '2026-11-01T08:00:00.000Z' });
    fs.writeFileSync(file, '{ not json');
    expect(store.read()).toBeNull();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
