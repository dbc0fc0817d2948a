/**
 * diagnostics.* through the operation host: what is saved is the archive staff were shown,
 * through the host's save dialog (a stand-in here); and the problems told to staff, read,
 * heard as they change, and dismissed.
 */
import path from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { createOperationHost, type SaveArchive } from '../../main/operations';
import { createLogger, LOG_DIR } from '../../main/log/logger';
import { createStaffAlerts } from '../../main/log/staff-alerts';
import type { OperationName } from '../../shared/ops/operations';
import type { StaffAlert } from '../../shared/domain/diagnostics';
import { useCoreTestbed } from '../core/core-harness';
import { opCaller } from '../support/op-value';

const bed = useCoreTestbed();

async function setUp(saveArchive?: SaveArchive) {
  const core = await bed.start({ service: null });
  const logger = createLogger({ dir: path.join(bed.dataDir, LOG_DIR) });
  logger.info('ClaimDesk starts');
  const alerts = createStaffAlerts(() => new Date('2026-11-24T07:30:00Z'));
  const host = createOperationHost(core, { diagnostics: { logger, alerts, saveArchive } });
  const invoke = (name: OperationName, input: unknown) => host.invoke(name, input);
  const call = opCaller(host);
  return { host, alerts, invoke, call };
}

describe('exporting diagnostics', () => {
  it('saves, through the host’s dialog, exactly the archive that was previewed, once', async () => {
    const save = vi.fn<SaveArchive>(() => Promise.resolve({ kind: 'saved', path: '/home/desk/Downloads/d.zip' }));
    const { call, invoke } = await setUp(save);

    const preview = await call('diagnostics.preview', {});
    expect(preview).toMatchObject({
      savedBy: 'dialog',
      fileName: expect.stringMatching(/^claimdesk-diagnostics-\d{8}-\d{4}Z\.zip$/) as unknown,
    });
    expect(preview.files.map((file) => file.name)).toContain('logs/claimdesk.log');

    expect(await call('diagnostics.export', { id: preview.id })).toEqual({
      kind: 'saved',
      path: '/home/desk/Downloads/d.zip',
    });
    const [fileName, bytes] = save.mock.calls[0] ?? expect.fail('nothing was saved');
    expect(fileName).toBe(preview.fileName);
    expect(bytes.byteLength).toBe(preview.bytes);
    expect(Object.keys(unzipSync(bytes)).sort()).toEqual(preview.files.map((file) => file.name).sort());

    const again = await invoke('diagnostics.export', { id: preview.id });
    expect(again).toMatchObject({
      ok: false,
      error: { code: 'not-found', message: expect.stringContaining('Show what it contains again') as unknown },
    });
    expect(save).toHaveBeenCalledOnce();
  });

  it('keeps the archive when staff cancel the dialog, and says so when it cannot be written', async () => {
    const save = vi
      .fn<SaveArchive>()
      .mockResolvedValueOnce({ kind: 'cancelled' })
      .mockRejectedValueOnce(new Error('EACCES: permission denied'));
    const { call, invoke } = await setUp(save);
    const { id } = await call('diagnostics.preview', {});

    expect(await call('diagnostics.export', { id })).toEqual({ kind: 'cancelled' });
    expect(await invoke('diagnostics.export', { id })).toEqual({
      ok: false,
      error: {
        code: 'not-saved',
        message:
          'The diagnostics archive could not be saved (EACCES: permission denied). Choose another folder and try again.',
      },
    });
    expect(save).toHaveBeenCalledTimes(2);
    expect(await invoke('diagnostics.export', { id: 'not-this-one' })).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
  });
});

describe('the problems told to staff', () => {
  it('are read, heard as they change, and dismissed', async () => {
    const { host, alerts, call } = await setUp();
    expect(await call('diagnostics.alerts', {})).toEqual([]);
    const heard: StaffAlert[][] = [];
    const stop = host.subscribe('diagnostics.alertsChanged', (list) => heard.push(list));

    alerts.raise('screen-restarted');
    const [alert] = await call('diagnostics.alerts', {});
    expect(alert).toEqual({
      id: 1,
      kind: 'screen-restarted',
      firstAt: '2026-11-24T07:30:00.000Z',
      lastAt: '2026-11-24T07:30:00.000Z',
      count: 1,
    });
    expect(await call('diagnostics.dismissAlert', { id: 1 })).toEqual([]);
    stop();
    alerts.raise('store');
    expect(heard).toEqual([[alert], []]);
  });
});
