import { defineConfig } from 'vitest/config';

// The contract pass: the client-vs-simulator endpoint tests run again with Prism's
// validating proxy between them (test/support/service.ts), plus the document's own
// checks. Each file starts its own Prism (a Node process that takes a second or two to
// load) on a port of its own, so two files run at once, one per core.
export default defineConfig({
  test: {
    include: ['test/remote/endpoints*.test.ts', 'test/contract/*.test.ts'],
    environment: 'node',
    env: { CLAIMDESK_VIA_PRISM: '1' },
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
