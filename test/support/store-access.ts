/** The store's key in tests: one fixed key, so a test can open the store's files (encrypted, as the app's are). */
import type { StoreAccess } from '../../main/store/sqlite';
import { environmentKeySource, StoreKey, type KeySource } from '../../main/store/store-key';

const TEST_KEY_HEX = '0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0';

export const TEST_KEY = StoreKey.fromHex(TEST_KEY_HEX) ?? StoreKey.generate();

/** How tests open the store's files: keyed with TEST_KEY, Node's own build. */
export const testAccess: StoreAccess = { key: TEST_KEY };

/** The key source for openStore and startCore in tests: always TEST_KEY. */
export const testKeys: KeySource = environmentKeySource(TEST_KEY_HEX);
