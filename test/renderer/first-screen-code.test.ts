/**
 * The code the page runs before its first screen shows: the entry's modules and every module they import, not
 * those loaded later (`import()`). The schema library (zod) builds every shared schema as it loads, a third of a
 * second of a slow PC's start: the card lookup needs none of it, and what follows a lookup
 * (renderer/screens/visit/MemberSteps.tsx) loads after the first screen is up.
 */
import { build, type Metafile } from 'esbuild';
import { expect, it } from 'vitest';

const ENTRIES = ['renderer/early.ts', 'renderer/main.tsx'];

async function firstScreenModules(): Promise<Set<string>> {
  const { metafile } = await build({
    entryPoints: ENTRIES,
    bundle: true,
    write: false,
    metafile: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir: 'out/first-screen-code',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    logLevel: 'error',
  });
  const inputs: Metafile['inputs'] = metafile.inputs;
  const reached = new Set<string>();
  const next = [...ENTRIES];
  for (let module = next.pop(); module !== undefined; module = next.pop()) {
    if (reached.has(module)) continue;
    reached.add(module);
    for (const imported of inputs[module]?.imports ?? []) {
      if (imported.kind !== 'dynamic-import' && !imported.external) next.push(imported.path);
    }
  }
  return reached;
}

it('runs no schema library, and still runs the card lookup, React and the words', async () => {
  const modules = [...(await firstScreenModules())];
  expect(modules.filter((module) => module.includes('node_modules/zod/'))).toEqual([]);
  expect(modules).toContain('renderer/screens/visit/CardLookupForm.tsx');
  expect(modules.some((module) => module.includes('node_modules/react-dom/'))).toBe(true);
  expect(modules.some((module) => module.includes('node_modules/i18next/'))).toBe(true);
  expect(modules).not.toContain('renderer/screens/visit/MemberSteps.tsx');
}, 30_000);
