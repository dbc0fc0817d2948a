/**
 * updates.* through the operation host on a real core (demo service, real SQLite file): the page cannot
 * set the feed (by updates.configure or settings.update), the setting stored and audited, the updater told
 * at once, its events passed on, an install only after the main process's dialog, and browser mode, which
 * has no updater.
 */
import { describe, expect, it } from 'vitest';
import { createOperationHost } from '../../main/operations/operation-host';
import { createUpdateService } from '../../main/desk/updates/service';
import { readSetting } from '../../main/store/settings-store';
import type { UpdateFeed, UpdateStatus } from '../../shared/domain/updates';
import { useCoreTestbed } from '../core/core-harness';
import { confirmDouble, portDouble, settle } from './doubles';
import { fakeClock } from './fake-clock';

const bed = useCoreTestbed();

const FEED: UpdateFeed = { source: 'build', url: 'https://updates.example/claimdesk', problem: null };

async function desktop() {
  const core = await bed.start({ service: null });
  const port = portDouble('1.4.0');
  const dialog = confirmDouble();
  const updates = createUpdateService({
    port: port.port,
    feed: FEED,
    confirmInstall: dialog.confirm,
    settings: () => readSetting(core.store().db, 'updates'),
    sync: core.sync,
    clock: fakeClock(),
  });
  const host = createOperationHost(core, { updates });
  return { core, port, dialog, updates, host };
}

const refusalOf = (result: Awaited<ReturnType<ReturnType<typeof createOperationHost>['invoke']>>) =>
  result.ok
    ? undefined
    : { code: result.error.code, fields: result.error.fields?.map(({ field, code }) => ({ field, code })) };

describe('the feed address', () => {
  it('cannot be set by the page through updates.configure: the call is refused and nothing is asked', async () => {
    const { core, host, port } = await desktop();
    const result = await host.invoke('updates.configure', {
      enabled: true,
      feedUrl: 'https://attacker.example/feed',
    });
    expect(refusalOf(result)).toMatchObject({ code: 'invalid-input' });
    expect(readSetting(core.store().db, 'updates')).toEqual({ enabled: false, channel: 'stable', deferDays: 7 });
    expect(port.checks).toHaveLength(0);
  });

  it('cannot be set through settings.update either: the address is dropped, the build’s feed stays', async () => {
    const { core, host, port } = await desktop();
    await host.invoke('settings.update', {
      updates: { enabled: true, feedUrl: 'https://attacker.example/feed' },
    });
    expect(readSetting(core.store().db, 'updates')).toEqual({ enabled: true, channel: 'stable', deferDays: 7 });
    const status = await host.invoke('updates.status', {});
    expect(status).toMatchObject({ ok: true, value: { feed: FEED } });
    expect(port.checks.map((check) => check.feedUrl)).toEqual([FEED.url]);
  });
});

describe('turning updates on', () => {
  it('stores and audits the setting, checks at once, and tells the page', async () => {
    const { core, host, port } = await desktop();
    const heard: UpdateStatus[] = [];
    const stop = host.subscribe('updates.statusChanged', (status) => heard.push(status));

    const result = await host.invoke('updates.configure', { enabled: true });
    expect(result).toMatchObject({
      ok: true,
      value: { settings: { enabled: true, channel: 'stable', deferDays: 7 }, feed: FEED, state: { phase: 'checking' } },
    });
    expect(readSetting(core.store().db, 'updates')).toEqual({ enabled: true, channel: 'stable', deferDays: 7 });
    expect(port.checks.map((check) => check.feedUrl)).toEqual([FEED.url]);
    expect(heard.map((status) => status.state.phase)).toEqual(['idle', 'checking']);
    const audited = core
      .store()
      .db.prepare("SELECT subject, detail FROM audit_log WHERE action = 'settings.change'")
      .all() as {
      subject: string;
      detail: string;
    }[];
    expect(audited).toEqual([
      {
        subject: 'updates',
        detail:
          '{"enabled":false,"channel":"stable","deferDays":7} → {"enabled":true,"channel":"stable","deferDays":7}',
      },
    ]);

    stop();
    await host.invoke('updates.configure', { enabled: false });
    expect(heard).toHaveLength(2);
  });
});

describe('what is refused', () => {
  it('checks only when on, and installs only what is ready', async () => {
    const { host } = await desktop();
    expect(refusalOf(await host.invoke('updates.checkNow', {}))).toMatchObject({ code: 'updates-off' });
    expect(refusalOf(await host.invoke('updates.install', { claimEditorOpen: false }))).toMatchObject({
      code: 'update-not-ready',
    });
  });

  it('installs only after staff confirm in the main process’s dialog', async () => {
    const { dialog, host, port } = await desktop();
    await host.invoke('updates.configure', { enabled: true });
    port.answer('1.5.0');
    await settle();
    port.finishDownload();
    await settle();
    dialog.answer = false;
    expect(refusalOf(await host.invoke('updates.install', { claimEditorOpen: false }))).toMatchObject({
      code: 'update-not-confirmed',
    });
    expect(port.installs()).toBe(0);
    dialog.answer = true;
    const confirmed = await host.invoke('updates.install', { claimEditorOpen: true });
    // Agreed: it now waits (for the claim editor the page said is open, and the demo's sync run), not for a word.
    expect(confirmed).toMatchObject({
      ok: true,
      value: { state: { phase: 'ready', waitingFor: expect.arrayContaining(['editing']) as string[] } },
    });
    expect(dialog.asked).toEqual(['1.5.0', '1.5.0']);
  });

  it('in browser mode: the status says there is no updater, and nothing else runs', async () => {
    const core = await bed.start({ service: null });
    const host = createOperationHost(core);
    expect(await host.invoke('updates.status', {})).toEqual({
      ok: true,
      value: {
        settings: { enabled: false, channel: 'stable', deferDays: 7 },
        feed: { source: 'none', url: null, problem: 'not-installed' },
        currentVersion: null,
        lastCheckedAt: null,
        state: { phase: 'unavailable' },
      },
    });
    for (const [name, input] of [
      ['updates.configure', { enabled: false }],
      ['updates.checkNow', {}],
      ['updates.install', { claimEditorOpen: false }],
    ] as const) {
      expect(refusalOf(await host.invoke(name, input)), name).toMatchObject({ code: 'updates-unavailable' });
    }
  });
});
