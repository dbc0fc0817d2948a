/**
 * Which suites the fast lane (`npm run test:fast`, vitest.fast.config.mts) leaves to `npm test`.
 *
 * The rule: every unit suite runs in the fast lane unless it is listed here with its reason.
 * - `child`: it starts processes of its own (kills them mid-write, runs a CLI or browser mode, bundles a child):
 *   seconds each, and they are what a crash test is about. test/lint/fast-lane.test.ts fails when a suite that
 *   starts one (node:child_process, bundleChild, startServe, startPrism) is not listed, or a listed one is gone.
 * - `heavy`: no child, but over 4 s in a whole-suite run (the fast lane prints the suites over 4 s it ran,
 *   so one that grows is seen at once, then listed here).
 * Chromium (test/e2e) and the Prism pass (test/contract/prism-*) are outside the unit suite already.
 */
export type SlowReason = 'child' | 'heavy';

export const SLOW_SUITES: Readonly<Record<string, SlowReason>> = {
  'test/sync/crash-safety.test.ts': 'child',
  'test/sync/group-commit.test.ts': 'child',
  'test/tariffs/kill-during-refresh.test.ts': 'child',
  'test/store/kill-during-encrypt.test.ts': 'child',
  'test/store/statements-outlive-worker.test.ts': 'child',
  'test/diagnoses/kill-during-import.test.ts': 'child',
  'test/app/desk-host.test.ts': 'child',
  'test/serve/cli.test.ts': 'child',
  'test/serve/console-gone.test.ts': 'child',
  'test/serve/data-folder-lock.test.ts': 'child',
  'test/sim/cli.test.ts': 'child',
  'test/sync/fault-matrix.test.ts': 'heavy',
  'test/handover/handover.test.ts': 'heavy',
  'test/handover/take-back.test.ts': 'heavy',
  'test/handover/one-file-many-desks.test.ts': 'heavy',
  'test/handover/referral-letters.test.ts': 'heavy',
  'test/lock/lock-ops.test.ts': 'heavy',
  'test/remote/endpoints-claim-path.test.ts': 'heavy',
  'test/remote/endpoints.test.ts': 'heavy',
};

/** A suite of the fast lane that takes longer than this (all its tests and hooks) is named at the end of the run. */
export const FAST_SUITE_LIMIT_MS = 4_000;
