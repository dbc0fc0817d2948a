import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveNativeBinding } from '../../main/core/native-binding';

describe("the SQLite library's native module to load", () => {
  it("is the package's own prebuild under Node and in Electron run from the sources", () => {
    expect(resolveNativeBinding()).toBeUndefined();
  });

  it('is the prebuild electron-builder copied into the resources folder when packaged', () => {
    expect(resolveNativeBinding('/opt/ClaimDesk/resources')).toBe(
      join('/opt/ClaimDesk/resources', 'native', 'better_sqlite3.node'),
    );
  });
});
