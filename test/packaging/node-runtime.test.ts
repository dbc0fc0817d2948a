/**
 * Tests run on the Node the desktop app ships: Electron embeds a Node, and the core must be tested
 * on that major, not on whatever Node the machine has. The project pins it as the `node`
 * devDependency (npm scripts put node_modules/.bin/node first on PATH); .nvmrc, .node-version and
 * `engines` name the same version for version managers.
 *
 * Electron's npm package does not say which Node it embeds, and its binary is not downloaded here,
 * so the table below is copied from Electron's release notes (the "Node" line of
 * https://releases.electronjs.org/release/v<major>.0.0). When Electron moves to a major missing
 * from the table, this test fails until its row is added, and then until the pinned Node follows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const NODE_MAJOR_OF_ELECTRON: Readonly<Record<number, number>> = {
  39: 22,
  40: 24,
  45: 24,
};

const root = path.join(__dirname, '..', '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  devDependencies: { electron: string; node: string };
  engines: { node: string };
};
const majorOf = (version: string): number => Number(/^v?(\d+)\./.exec(version)?.[1]);

describe('the Node the tests run on', () => {
  it("is the major Electron's own Node has", () => {
    const electronMajor = majorOf(pkg.devDependencies.electron);
    const shipped = NODE_MAJOR_OF_ELECTRON[electronMajor];
    expect(shipped, `add Electron ${electronMajor}'s Node major to NODE_MAJOR_OF_ELECTRON`).toBeDefined();
    expect(majorOf(process.version)).toBe(shipped);
  });

  it('is exactly the pinned Node, which .nvmrc, .node-version and engines name too', () => {
    const pinned = pkg.devDependencies.node;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(process.version).toBe(`v${pinned}`);
    for (const file of ['.nvmrc', '.node-version']) {
      expect(fs.readFileSync(path.join(root, file), 'utf8').trim(), file).toBe(pinned);
    }
    expect(pkg.engines.node).toBe(`^${pinned}`);
  });
});
