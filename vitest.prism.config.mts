import { defineConfig } from 'vitest/config';

// The contract pass: the client-vs-simulator endpoint tests run again with Prism's
// validating proxy between them (test/support/service.ts), plus the document's own
// checks. One file at a time: each starts its own Prism, a Node process that takes
// a second or two to load on a 2-core machine.
export default defineConfig({
  test: {
    include: ['test/remote/endpoints*.test.ts', 'test/contract/*.test.ts'],
    environment: 'node',
    env: { CLAIMDESK_VIA_PRISM: '1' },
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
