/**
 * The diagnostics archive, built from a running core and real log files: it lists what
 * it holds, unzips to exactly those files, and no file holds a token, an OTP or a full
 * card number — not even a log written without redaction (by an older version, or by hand).
 */
import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { collectDiagnostics, listDiagnostics, zipDiagnostics } from '../../main/desk/diagnostics';
import { saveDraft } from '../../main/claims';
import { createLogger, LOG_DIR } from '../../main/log/logger';
import { ClaimInput } from '../../shared/domain/claims';
import { completeClaim } from '../support/claims-fixtures';
import { useCoreTestbed } from '../core/core-harness';

const bed = useCoreTestbed();
const NOW = new Date('2026-11-24T07:30:45Z');
const TOKEN = 'diag-secret-token-2718';
const RUNTIME = {
  claimdesk: '0.1.0',
  electron: '45.4.1',
  chromium: '142.0.7444.0',
  node: '22.20.0',
  os: 'Linux 6.1 (linux, x64)',
};

describe('the diagnostics archive', () => {
  it('holds versions, settings without the token, sync status, claim counts, an integrity check and the redacted logs', async () => {
    const core = await bed.start({ service: null });
    const saved = saveDraft(core.claims(), ClaimInput.parse(completeClaim()));
    if (!saved.ok) expect.fail(saved.error.message);

    const logDir = path.join(bed.dataDir, LOG_DIR);
    const logger = createLogger({ dir: logDir });
    logger.remember(TOKEN, 'secret');
    logger.info('ClaimDesk starts', { cardNo: 'CD-1000017' });
    // A file the redaction never saw: as an older ClaimDesk, or a person, might have written it.
    fs.writeFileSync(
      path.join(logDir, 'claimdesk.1.log'),
      `[2026-11-23T16:00:00.000Z] [info] sent with Authorization: Bearer ${TOKEN}\n` +
        `[2026-11-23T16:05:00.000Z] [warn] card CD-1000017 refused the OTP 918273\n`,
    );

    const archive = collectDiagnostics({
      core,
      hasToken: true,
      runtime: RUNTIME,
      logFiles: logger.files(),
      redact: (text) => logger.redact(text),
      now: NOW,
    });
    const listed = listDiagnostics(archive);
    expect(archive.fileName).toBe('claimdesk-diagnostics-20261124-0730Z.zip');
    expect(listed.map((file) => file.name)).toEqual([
      'versions.json',
      'settings.json',
      'sync-status.json',
      'claims-by-state.json',
      'integrity-check.json',
      'logs/claimdesk.log',
      'logs/claimdesk.1.log',
    ]);

    const files = unzipSync(zipDiagnostics(archive, NOW));
    expect(Object.keys(files).sort()).toEqual(listed.map((file) => file.name).sort());
    const text = (name: string): string => strFromU8(files[name] ?? expect.fail(`no ${name} in the archive`));
    for (const file of listed) {
      expect(Buffer.byteLength(text(file.name))).toBe(file.bytes);
      for (const secret of [TOKEN, '918273', 'CD-1000017']) expect(text(file.name)).not.toContain(secret);
    }

    expect(JSON.parse(text('versions.json'))).toEqual({
      ...RUNTIME,
      sqlite: expect.stringMatching(/^3\.\d+\.\d+$/) as unknown,
      storeSchema: expect.any(Number) as unknown,
    });
    const settings = JSON.parse(text('settings.json')) as Record<string, unknown>;
    expect(settings).toMatchObject({ mode: 'demo', tokenSaved: true, settings: { language: 'en' } });
    expect(Object.keys(settings)).toEqual(['mode', 'serviceInUse', 'tokenSaved', 'settings']);
    expect(JSON.parse(text('claims-by-state.json'))).toMatchObject({ byState: { draft: 1, queued: 0, submitted: 0 } });
    expect(JSON.parse(text('sync-status.json'))).toMatchObject({ pendingCount: 0 });
    expect(JSON.parse(text('integrity-check.json'))).toEqual({
      check: 'PRAGMA quick_check',
      checkedAt: '2026-11-24T07:30:45.000Z',
      result: 'ok',
      problems: [],
    });

    expect(text('logs/claimdesk.1.log')).toBe(
      '[2026-11-23T16:00:00.000Z] [info] sent with Authorization: Bearer [redacted]\n' +
        '[2026-11-23T16:05:00.000Z] [warn] card ••••0017 refused the OTP [redacted]\n',
    );
    expect(listed.find((file) => file.name === 'logs/claimdesk.1.log')?.content).toEqual({
      kind: 'log',
      lines: 2,
      from: '2026-11-23T16:00:00.000Z',
      to: '2026-11-23T16:05:00.000Z',
    });
    expect(listed.find((file) => file.name === 'settings.json')?.content).toEqual({
      kind: 'facts',
      subject: 'settings',
      text: text('settings.json'),
    });
  });
});
