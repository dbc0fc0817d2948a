import { defineConfig } from 'vitest/config';

// The default suite: unit and integration tests under Node, each with its own
// simulator on a free loopback port. The Prism contract pass has its own config.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'test/contract/prism-*.test.ts', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
