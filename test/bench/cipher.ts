/**
 * The two ways a benchmark opens a store, side by side in one run: encrypted, as the app
 * runs (SQLCipher 4 scheme, main/store/sqlite.ts), and plain (`{ key: null }`), the same
 * work on an unencrypted file, so the cost of encryption is a ratio measured in the same run.
 */
import type { StoreAccess } from '../../main/store/sqlite';
import { testAccess } from '../support/store-access';

export const PLAIN: StoreAccess = { key: null };

/** Encrypted first: it is the app's figure, and the one every target is held to. */
export const SIDES = [
  { side: 'encrypted', access: testAccess },
  { side: 'plain', access: PLAIN },
] as const;

export type Side = (typeof SIDES)[number]['side'];

/** "encrypted / plain (cost ×)": the cost of encryption is encrypted ÷ plain. */
export function againstPlain(encrypted: number, plain: number, format: (value: number) => string): string {
  return `${format(encrypted)} / ${format(plain)} (${(encrypted / plain).toFixed(2)}×)`;
}
