import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveNativeBinding } from '../../main/core/native-binding';

describe("the SQLite library's native module to load", () => {
  it("is the package's own (Node) build under Node", () => {
    expect(resolveNativeBinding(false)).toBeUndefined();
    expect(resolveNativeBinding(false, '/opt/ClaimDesk/resources')).toBeUndefined();
  });

  it('is the Electron build in the resources folder under Electron', () => {
    expect(resolveNativeBinding(true, '/opt/ClaimDesk/resources')).toBe(
      join('/opt/ClaimDesk/resources', 'native', 'electron', 'better_sqlite3.node'),
    );
  });

  it('is where scripts/build-electron-native.mjs writes it when running from the sources', () => {
    expect(resolveNativeBinding(true, join('/src/claimdesk', 'build'))).toBe(
      join('/src/claimdesk', 'build', 'native', 'electron', 'better_sqlite3.node'),
    );
  });

  it('cannot be guessed under Electron without a resources folder', () => {
    expect(() => resolveNativeBinding(true)).toThrow(/resources folder/);
  });
});
