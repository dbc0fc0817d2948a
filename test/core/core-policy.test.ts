/** The core under a policy file: read at each start, its values in force for every reader, a bad file applying nothing. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { readSetting, writeSettings } from '../../main/store/settings-store';
import { useCoreTestbed } from './core-harness';

const bed = useCoreTestbed();
const demo = { service: null };

it('applies the policy at start, and reads it again at the next start', async () => {
  const policyFile = path.join(bed.dataDir, 'policy.json');
  fs.writeFileSync(policyFile, JSON.stringify({ deskName: 'Reception 1', lock: { idleMinutes: 12 } }));
  const first = await bed.start(demo, { policyFile });
  expect(first.policy).toMatchObject({ kind: 'applied', file: policyFile });
  expect(writeSettings(first.store().db, { deskName: 'Mine', lock: { idleMinutes: 3 } }).ok).toBe(true);
  expect(readSetting(first.store().db, 'lock')).toEqual({ idleMinutes: 12 });
  // The audit trail's desk name is read through the same path (main/core/desk-context.ts).
  expect(first.store().desk).toBe('Reception 1');
  await first.stop();

  fs.writeFileSync(policyFile, JSON.stringify({ deskName: 'Reception 1', lock: { idleMinuts: 12 } }));
  const second = await bed.start(demo, { policyFile });
  expect(second.policy).toMatchObject({ kind: 'refused', file: policyFile });
  expect(second.policy.kind === 'refused' && second.policy.message).toContain('unknown key lock.idleMinuts');
  // Refused whole: the stored values are back, the valid deskName of the bad file included.
  expect(readSetting(second.store().db, 'lock')).toEqual({ idleMinutes: 3 });
  expect(second.store().desk).toBe('Mine');
});
