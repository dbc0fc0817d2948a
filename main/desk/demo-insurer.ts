/**
 * The demo insurer's memory in the desk's store (table demo_insurer, its one writer): the embedded simulator
 * saves what it was told after each change and reads it back at the next start (main/sim/memory.ts), so a
 * claim queued in the demo is still the insurer's to take after a restart. Forgetting the device erases it with
 * the store.
 */
import type { Db } from '../store/database';
import { statement } from '../store/statements';
import type { SimMemory } from '../sim/memory';

export function demoInsurerMemory(db: Db, now: () => Date): SimMemory {
  return {
    load: () =>
      (statement(db, 'SELECT snapshot FROM demo_insurer WHERE id = 1').get() as { snapshot: string } | undefined)
        ?.snapshot,
    save: (snapshot) => {
      statement(
        db,
        `INSERT INTO demo_insurer (id, snapshot, saved_at) VALUES (1, ?, ?)
         ON CONFLICT (id) DO UPDATE SET snapshot = excluded.snapshot, saved_at = excluded.saved_at`,
      ).run(snapshot, now().toISOString());
    },
  };
}
