import fs from 'node:fs';
import { defineConfig, mergeConfig } from 'vitest/config';
import type { Reporter, TestModule } from 'vitest/node';
import base from './vitest.config.mjs';
import { FAST_SUITE_LIMIT_MS, SLOW_SUITES } from './test/lanes';

// The fast lane (`npm run test:fast`, after the type-check): the unit suite without the suites test/lanes.ts
// lists, those that start processes of their own (kill/crash children, the CLIs) and the heavy ones. `npm test`
// runs them all. A suite of the lane over FAST_SUITE_LIMIT_MS is named at the end, never failed on time.
// Two projects, each sharing one module registry per worker (`isolate: false`), so a worker loads the code once
// instead of once per file; the state a file could leave to the next is put back before each file, and the lane
// stays green in shuffled orders (docs/testing.md). `node`: the suites that run under Node; the core's language,
// the rules' words, timers and stubs are put back by test/support/shared-registry-setup.ts. `page`: the jsdom
// suites, which also share one jsdom page and the page's catalogues per worker; the page's language, the rules'
// words, every zustand store, the one fake `renderer/api`, storage, the body, timers and stubs are put back by
// test/renderer/shared-page-setup.ts.
const overLimit: Reporter = {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const slow = modules
      .map((module) => ({ name: module.relativeModuleId, ms: module.diagnostic().duration }))
      .filter(({ ms }) => ms > FAST_SUITE_LIMIT_MS)
      .sort((a, b) => b.ms - a.ms);
    if (slow.length === 0) return;
    const lines = slow.map(({ name, ms }) => `  ${(ms / 1000).toFixed(1)} s  ${name}\n`).join('');
    const limit = FAST_SUITE_LIMIT_MS / 1000;
    process.stdout.write(
      `\nfast lane: suites over ${limit} s (list them in test/lanes.ts when they stay so):\n${lines}`,
    );
  },
};

/** The suites that run in jsdom (their `@vitest-environment jsdom` docblock): the page's. */
const suites = fs.globSync('test/**/*.test.{ts,tsx}');
const inPage = (file: string): boolean =>
  /@vitest-environment jsdom/.test(fs.readFileSync(file, 'utf8').slice(0, 2_000));
const pageSuites = suites.filter(inPage);
const nodeSuites = suites.filter((file) => !inPage(file));

export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: Object.keys(SLOW_SUITES),
      reporters: ['default', overLimit],
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            exclude: pageSuites,
            isolate: false,
            setupFiles: ['test/support/shared-registry-setup.ts'],
          },
        },
        // A project's include adds to the base's, so each leaves out the other's suites instead.
        {
          extends: true,
          test: {
            name: 'page',
            exclude: nodeSuites,
            isolate: false,
            setupFiles: ['test/renderer/shared-page-setup.ts'],
          },
        },
      ],
    },
  }),
);
