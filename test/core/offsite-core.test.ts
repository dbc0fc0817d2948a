/**
 * The copies to the IT folder and the log level, wired in a real core: a folder set (then a check asked for, as
 * the settings screen does) gets this desk's backup; a core started with a level set hands it to the log; a share
 * that is not there, once the copies are stale, is a staff alert.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { CoreProblem } from '../../main/core/core';
import { writeSettings } from '../../main/store/settings-store';
import { useCoreTestbed } from './core-harness';

const bed = useCoreTestbed();

describe('copies to the IT folder in the core', () => {
  it('copies this desk’s newest backup into its folder once a folder is set', async () => {
    const core = await bed.start({ service: null });
    const share = path.join(bed.dataDir, 'share');
    fs.mkdirSync(share);
    expect(writeSettings(core.store().db, { backup: { folder: share, everyHours: 24 } }).ok).toBe(true);
    core.offsiteBackupSoon();
    await vi.waitFor(() => {
      const [deskFolder] = fs.readdirSync(share);
      expect(deskFolder).toBeDefined();
      expect(
        fs.readdirSync(path.join(share, deskFolder ?? '')).filter((name) => name.endsWith('.sqlite')),
      ).toHaveLength(1);
    });
  });

  it('hands the stored log level to the host as it starts, and tells staff when no copy could be made', async () => {
    const levels: string[] = [];
    const problems: CoreProblem[] = [];
    const first = await bed.start({ service: null });
    const missing = path.join(bed.dataDir, 'not-connected');
    expect(
      writeSettings(first.store().db, { log: { level: 'debug' }, backup: { folder: missing, everyHours: 1 } }).ok,
    ).toBe(true);
    await first.stop();

    await bed.start(
      { service: null },
      { onLogLevel: (level) => levels.push(level), onProblem: (problem) => problems.push(problem) },
    );
    expect(levels).toEqual(['debug']);
    await vi.waitFor(() => expect(problems.map((problem) => problem.source)).toContain('offsite-backup'));
    expect(fs.existsSync(missing)).toBe(false);
  });
});
