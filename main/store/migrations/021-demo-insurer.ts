/**
 * Migration 21: what the embedded demo insurer was told (main/sim/memory.ts), kept with the desk's data so a
 * demo survives a restart: its visits, authorizations and claims stay known, its numbers are not handed out
 * again. One row; written only by main/desk/demo-insurer.ts. Inside the encrypted store, like all the rest.
 */
import type { Migration } from './migration';

export const demoInsurer: Migration = {
  version: 21,
  name: 'demo-insurer',
  up: `
    CREATE TABLE demo_insurer (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      snapshot TEXT NOT NULL,
      saved_at TEXT NOT NULL
    ) STRICT;
  `,
};
