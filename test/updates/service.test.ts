/**
 * The updater with a clock the test moves, a port the test answers and a confirmation dialog the test
 * answers: when it checks, what it does with each answer, what "up to date" takes, when an install may
 * start (only after the main process's dialog), and what a change of settings does.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createUpdateService, type UpdateService } from '../../main/desk/updates/service';
import { CHECK_TIMING } from '../../main/desk/updates/schedule';
import type { UpdateSettingsChange } from '../../shared/domain/settings';
import type { UpdateFeed, UpdateStatus } from '../../shared/domain/updates';
import { fakeClock } from './fake-clock';
import { confirmDouble, portDouble, settle, storedSettings, syncDouble, updateSettings } from './doubles';

const FEED = 'https://updates.example/claimdesk';
const ON = { enabled: true };
const OFF = { enabled: false };
const BUILD_FEED: UpdateFeed = { source: 'build', url: FEED, problem: null };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const UNREACHABLE = { reason: 'unreachable', detail: 'getaddrinfo ENOTFOUND updates.example' } as const;

let services: UpdateService[] = [];
afterEach(() => {
  for (const service of services) service.stop();
  services = [];
});

function world(settings: UpdateSettingsChange = ON, feed: UpdateFeed = BUILD_FEED) {
  const clock = fakeClock();
  const port = portDouble('1.4.0');
  const sync = syncDouble();
  const stored = storedSettings(settings);
  const dialog = confirmDouble();
  const service = createUpdateService({
    port: port.port,
    feed,
    confirmInstall: dialog.confirm,
    settings: stored.read,
    sync: sync.sync,
    clock,
  });
  services.push(service);
  const seen: UpdateStatus[] = [];
  service.onStatus((status) => seen.push(status));
  /** Resolves with the first status (now or later) that `matches`. */
  const until = (matches: (status: UpdateStatus) => boolean): Promise<UpdateStatus> =>
    new Promise((resolve) => {
      if (matches(service.status())) {
        resolve(service.status());
        return;
      }
      const stop = service.onStatus((status) => {
        if (!matches(status)) return;
        stop();
        resolve(status);
      });
    });
  return { clock, port, sync, stored, dialog, service, seen, until };
}

const phase = (status: UpdateStatus) => status.state.phase;

describe('when it checks', () => {
  it('is off by default and never asks the feed, whatever the time', () => {
    const { clock, port, service } = world(OFF);
    expect(service.status()).toEqual({
      settings: updateSettings(OFF),
      feed: BUILD_FEED,
      currentVersion: '1.4.0',
      lastCheckedAt: null,
      installsAfter: null,
      state: { phase: 'off' },
    });
    clock.advance(3 * 24 * HOUR);
    expect(port.checks).toHaveLength(0);
    expect(clock.pending()).toBe(0);
  });

  it('checks a little after start, then a day after each answer', async () => {
    const { clock, port, service, until } = world();
    expect(phase(service.status())).toBe('idle');
    clock.advance(CHECK_TIMING.startDelayMs - 1);
    expect(port.checks).toHaveLength(0);
    clock.advance(1);
    expect(port.checks.map((check) => check.feedUrl)).toEqual([FEED]);
    expect(phase(service.status())).toBe('checking');

    port.answer(null);
    await until((status) => phase(status) === 'up-to-date');
    expect(clock.nextInMs()).toBe(24 * HOUR);
    clock.advance(24 * HOUR - 1);
    expect(port.checks).toHaveLength(1);
    clock.advance(1);
    expect(port.checks).toHaveLength(2);
  });

  it('tries a failed check again an hour later, not the next day', async () => {
    const { clock, port, until } = world();
    clock.advance(CHECK_TIMING.startDelayMs);
    port.failCheck(UNREACHABLE);
    const failed = await until((status) => phase(status) === 'failed');
    expect(failed.state).toEqual({
      phase: 'failed',
      stage: 'check',
      failure: UNREACHABLE,
      failedAt: '2026-11-24T08:02:00.000Z',
    });
    expect(failed.lastCheckedAt).toBeNull();
    expect(clock.nextInMs()).toBe(HOUR);
    clock.advance(HOUR);
    expect(port.checks).toHaveLength(2);
  });

  it('checks at once when staff ask, and not twice while a check runs', async () => {
    const { clock, port, service, until } = world();
    expect(phase(service.checkNow())).toBe('checking');
    expect(phase(service.checkNow())).toBe('checking');
    expect(port.checks).toHaveLength(1);
    // The check at start is replaced by the one staff asked for.
    expect(clock.pending()).toBe(0);
    port.answer(null);
    await until((status) => phase(status) === 'up-to-date');
    expect(clock.nextInMs()).toBe(24 * HOUR);
  });
});

describe('what "up to date" takes', () => {
  it('says up to date, with the time and the version, only once the feed has answered', async () => {
    const { clock, port, service, until } = world();
    service.checkNow();
    clock.advance(5 * MINUTE);
    expect(service.status()).toMatchObject({ lastCheckedAt: null, state: { phase: 'checking' } });
    port.answer(null);
    const answered = await until((status) => phase(status) === 'up-to-date');
    expect(answered).toEqual({
      settings: updateSettings(ON),
      feed: BUILD_FEED,
      currentVersion: '1.4.0',
      lastCheckedAt: '2026-11-24T08:05:00.000Z',
      installsAfter: null,
      state: { phase: 'up-to-date', checkedAt: '2026-11-24T08:05:00.000Z' },
    });
  });
});

describe('downloads', () => {
  it('downloads a newer version in the background, says how far, and waits for staff', async () => {
    const { port, service, seen, until } = world();
    service.checkNow();
    port.answer('1.5.0');
    await until((status) => phase(status) === 'downloading');
    expect(service.status().lastCheckedAt).not.toBeNull();
    port.progress(12.5);
    port.progress(12.9);
    port.progress(64);
    port.finishDownload();
    const ready = await until((status) => phase(status) === 'ready');
    expect(ready.state).toEqual({ phase: 'ready', version: '1.5.0', waitingFor: null });
    expect(seen.flatMap((status) => (status.state.phase === 'downloading' ? [status.state.percent] : []))).toEqual([
      0, 12, 64,
    ]);
    expect(port.installs()).toBe(0);
  });

  it('says a download that failed its checksum failed, and tries again an hour later', async () => {
    const { clock, port, service, until } = world();
    service.checkNow();
    port.answer('1.5.0');
    await until((status) => phase(status) === 'downloading');
    const checksum = { reason: 'checksum', detail: 'sha512 checksum mismatch' } as const;
    port.finishDownload(checksum);
    const failed = await until((status) => phase(status) === 'failed');
    expect(failed.state).toMatchObject({ stage: 'download', failure: checksum });
    expect(clock.nextInMs()).toBe(HOUR);
  });

  it('does not check again while an update is ready', async () => {
    const { clock, port, service, until } = world();
    service.checkNow();
    port.answer('1.5.0');
    await until((status) => phase(status) === 'downloading');
    port.finishDownload();
    await until((status) => phase(status) === 'ready');
    expect(phase(service.checkNow())).toBe('ready');
    clock.advance(3 * 24 * HOUR);
    expect(port.checks).toHaveLength(1);
  });
});

describe('installing', () => {
  async function readyWorld() {
    const found = world();
    found.service.checkNow();
    found.port.answer('1.5.0');
    await found.until((status) => phase(status) === 'downloading');
    found.port.finishDownload();
    await found.until((status) => phase(status) === 'ready');
    return found;
  }

  it('installs at once when staff confirm in the dialog and no claim is being sent or edited', async () => {
    const { dialog, port, service } = await readyWorld();
    const asked = await service.install(false);
    expect(dialog.asked).toEqual(['1.5.0']);
    expect(asked).toMatchObject({ confirmed: true, status: { state: { phase: 'installing', version: '1.5.0' } } });
    expect(port.installs()).toBe(1);
  });

  it('installs nothing when staff answer "Not now" (or close the dialog): the page alone cannot start it', async () => {
    const { dialog, port, service, sync } = await readyWorld();
    dialog.answer = false;
    const asked = await service.install(false);
    expect(asked).toMatchObject({ confirmed: false, status: { state: { phase: 'ready', waitingFor: null } } });
    sync.setPhase('syncing');
    sync.setPhase('idle');
    expect(port.installs()).toBe(0);
    expect(dialog.asked).toEqual(['1.5.0']);
  });

  it('opens one dialog for two asks at once, and never again while the install waits', async () => {
    const { dialog, port, service, sync } = await readyWorld();
    sync.setPhase('syncing');
    const [first, second] = await Promise.all([service.install(false), service.install(false)]);
    expect([first.confirmed, second.confirmed]).toEqual([true, true]);
    expect((await service.install(true)).status.state).toMatchObject({ waitingFor: ['sending', 'editing'] });
    expect(dialog.asked).toEqual(['1.5.0']);
    sync.setPhase('idle');
    expect((await service.install(false)).status.state.phase).toBe('installing');
    expect(port.installs()).toBe(1);
  });

  it('waits while claims are being sent, says so, and installs when the run ends', async () => {
    const { port, service, sync } = await readyWorld();
    sync.setPhase('syncing');
    expect((await service.install(false)).status.state).toEqual({
      phase: 'ready',
      version: '1.5.0',
      waitingFor: ['sending'],
    });
    expect(port.installs()).toBe(0);
    sync.setPhase('syncing');
    expect(port.installs()).toBe(0);
    sync.setPhase('idle');
    expect(service.status().state).toEqual({ phase: 'installing', version: '1.5.0' });
    expect(port.installs()).toBe(1);
  });

  it('waits while the claim editor is open, until the page says it closed', async () => {
    const { port, service, sync } = await readyWorld();
    sync.setPhase('syncing');
    expect((await service.install(true)).status.state).toMatchObject({ waitingFor: ['sending', 'editing'] });
    sync.setPhase('idle');
    expect(service.status().state).toMatchObject({ phase: 'ready', waitingFor: ['editing'] });
    expect(port.installs()).toBe(0);
    expect((await service.install(false)).status.state.phase).toBe('installing');
    expect(port.installs()).toBe(1);
  });

  it('never installs because a sync run ended unless staff agreed', async () => {
    const { port, service, sync } = await readyWorld();
    sync.setPhase('syncing');
    sync.setPhase('idle');
    expect(service.status().state).toEqual({ phase: 'ready', version: '1.5.0', waitingFor: null });
    expect(port.installs()).toBe(0);
  });

  it('says an installer that did not start failed', async () => {
    const { port, service } = await readyWorld();
    const refused = { reason: 'other', detail: 'No update filepath provided' } as const;
    port.refuseInstall(refused);
    expect((await service.install(false)).status.state).toMatchObject({
      phase: 'failed',
      stage: 'install',
      failure: refused,
    });
  });
});

describe('settings changes', () => {
  it('checks at once when turned on, and forgets a late answer when turned off', async () => {
    const { port, service, stored } = world(OFF);
    stored.set(ON);
    expect(phase(service.status())).toBe('checking');
    stored.set(OFF);
    expect(phase(service.status())).toBe('off');
    port.answer(null);
    await settle();
    expect(service.status()).toMatchObject({ lastCheckedAt: null, state: { phase: 'off' } });
  });

  it('cancels a download when turned off, and ignores what it answers after', async () => {
    const { port, service, stored, until } = world();
    service.checkNow();
    port.answer('1.5.0');
    await until((status) => phase(status) === 'downloading');
    stored.set(OFF);
    expect(phase(service.status())).toBe('off');
    expect(port.downloads[0]?.signal.aborted).toBe(true);
    port.downloads[0]?.resolve({ ok: true, value: null });
    await settle();
    expect(phase(service.status())).toBe('off');
  });

  it('never asks a feed when there is none (not an installed build, or a policy file that is not valid)', () => {
    const { clock, port, service } = world(ON, { source: 'none', url: null, problem: 'policy-invalid' });
    service.checkNow();
    clock.advance(CHECK_TIMING.startDelayMs);
    expect(port.checks).toEqual([]);
    expect(service.status()).toMatchObject({ feed: { source: 'none', problem: 'policy-invalid' } });
  });

  it('stops following the sync engine and the clock when stopped', () => {
    const { clock, sync, service } = world();
    expect(sync.listeners()).toBe(1);
    service.stop();
    expect(sync.listeners()).toBe(0);
    expect(clock.pending()).toBe(0);
  });
});
