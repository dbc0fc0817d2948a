/**
 * updates.* through the operation host on a real core (demo service, real SQLite file): the feed's rule
 * at the boundary, the setting stored and audited, the updater told at once, its events passed on, and
 * browser mode, which has no updater.
 */
import { describe, expect, it } from 'vitest';
import { createOperationHost } from '../../main/app/operations/operation-host';
import { createUpdateService } from '../../main/app/updates/service';
import { readSetting } from '../../main/store/settings-store';
import type { UpdateStatus } from '../../shared/domain/updates';
import { useCoreTestbed } from '../app/core-harness';
import { portDouble } from './doubles';
import { fakeClock } from './fake-clock';

const bed = useCoreTestbed();

async function desktop() {
  const core = await bed.start({ service: null });
  const port = portDouble('1.4.0');
  const updates = createUpdateService({
    port: port.port,
    settings: () => readSetting(core.store().db, 'updates'),
    sync: core.sync,
    clock: fakeClock(),
  });
  const host = createOperationHost(core, { updates });
  return { core, port, updates, host };
}

const refusalOf = (result: Awaited<ReturnType<ReturnType<typeof createOperationHost>['invoke']>>) =>
  result.ok
    ? undefined
    : { code: result.error.code, fields: result.error.fields?.map(({ field, code }) => ({ field, code })) };

describe('the feed address', () => {
  it.each([
    [
      'plain http to another machine',
      { enabled: true, feedUrl: 'http://updates.example/claimdesk' },
      'updates.feedUrlNotHttps',
    ],
    ['not an address', { enabled: true, feedUrl: 'updates.example' }, 'updates.feedUrlNotFull'],
    ['a password in it', { enabled: true, feedUrl: 'https://it:secret@updates.example/' }, 'updates.feedUrlHasExtras'],
    ['a query', { enabled: false, feedUrl: 'https://updates.example/?channel=beta' }, 'updates.feedUrlHasExtras'],
    ['no address, turned on', { enabled: true, feedUrl: null }, 'updates.feedUrlMissing'],
  ])('is refused with %s, next to the field, in the rule’s words', async (_case, settings, code) => {
    const { core, host, port } = await desktop();
    const result = await host.invoke('updates.configure', settings);
    expect(refusalOf(result)).toEqual({ code: 'invalid-input', fields: [{ field: 'feedUrl', code }] });
    expect(readSetting(core.store().db, 'updates')).toEqual({ enabled: false, feedUrl: null });
    expect(port.checks).toHaveLength(0);
  });

  it('says what is wrong in plain words', async () => {
    const { host } = await desktop();
    const result = await host.invoke('updates.configure', { enabled: true, feedUrl: 'http://updates.example' });
    expect(result.ok ? '' : result.error.fields?.[0]?.message).toBe(
      'The update address must start with https:// (plain http:// is allowed only for this machine).',
    );
  });

  it('is held to the same rule when it comes through settings.update', async () => {
    const { host } = await desktop();
    const result = await host.invoke('settings.update', {
      updates: { enabled: true, feedUrl: 'http://updates.example' },
    });
    expect(refusalOf(result)).toEqual({
      code: 'invalid-input',
      fields: [{ field: 'updates.feedUrl', code: 'updates.feedUrlNotHttps' }],
    });
  });
});

describe('turning updates on', () => {
  it('stores and audits the setting, checks at once, and tells the page', async () => {
    const { core, host, port } = await desktop();
    const heard: UpdateStatus[] = [];
    const stop = host.subscribe('updates.statusChanged', (status) => heard.push(status));
    const feedUrl = 'http://127.0.0.1:8999/claimdesk';

    const result = await host.invoke('updates.configure', { enabled: true, feedUrl });
    expect(result).toMatchObject({
      ok: true,
      value: { settings: { enabled: true, feedUrl }, state: { phase: 'checking' } },
    });
    expect(readSetting(core.store().db, 'updates')).toEqual({ enabled: true, feedUrl });
    expect(port.checks.map((check) => check.feedUrl)).toEqual([feedUrl]);
    expect(heard.map((status) => status.state.phase)).toEqual(['idle', 'checking']);
    const audited = core
      .store()
      .db.prepare("SELECT subject, detail FROM audit_log WHERE action = 'settings.change'")
      .all() as {
      subject: string;
      detail: string;
    }[];
    expect(audited).toEqual([
      { subject: 'updates', detail: `{"enabled":false,"feedUrl":null} → {"enabled":true,"feedUrl":"${feedUrl}"}` },
    ]);

    stop();
    await host.invoke('updates.configure', { enabled: false, feedUrl });
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

  it('in browser mode: the status says there is no updater, and nothing else runs', async () => {
    const core = await bed.start({ service: null });
    const host = createOperationHost(core);
    expect(await host.invoke('updates.status', {})).toEqual({
      ok: true,
      value: {
        settings: { enabled: false, feedUrl: null },
        currentVersion: null,
        lastCheckedAt: null,
        state: { phase: 'unavailable' },
      },
    });
    for (const [name, input] of [
      ['updates.configure', { enabled: false, feedUrl: null }],
      ['updates.checkNow', {}],
      ['updates.install', { claimEditorOpen: false }],
    ] as const) {
      expect(refusalOf(await host.invoke(name, input)), name).toMatchObject({ code: 'updates-unavailable' });
    }
  });
});
