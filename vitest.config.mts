import { defineConfig } from 'vitest/config';

// The default suite: unit and integration tests under Node, each with its own
// simulator on a free loopback port. The Prism contract pass has its own config.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'test/contract/prism-*.test.ts', 'node_modules/**'],
    environment: 'node',
    // Both cores: vitest's default is one worker fewer than the CPUs, a single worker on a 2-core machine.
    maxWorkers: 2,
    setupFiles: ['test/renderer/vitest-setup.ts'],
    // One migrated empty store per run, which the tests' fresh databases start as a copy of (test/support/migrated-store.ts).
    globalSetup: ['test/support/store-template.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
