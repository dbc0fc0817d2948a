import type { KdfParams } from '../../main/handover/file-format';

/** A passphrase cost of milliseconds, not the desk's second: for tests of what a hand-over does (export.ts `kdf`). */
export const TEST_KDF: KdfParams = { log2N: 10, r: 8, p: 1 };
