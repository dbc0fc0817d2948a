/**
 * Which suites the fast lane (`npm run test:fast`, vitest.fast.config.mts) leaves to `npm test`.
 *
 * The rule: every unit suite runs in the fast lane unless it is listed here with its reason.
 * - `child`: it starts processes of its own (kills them mid-write, runs a CLI or browser mode, bundles a child):
 *   seconds each, and they are what a crash test is about. test/lint/fast-lane.test.ts fails when a suite that
 *   starts one (node:child_process, bundleChild, startServe, startPrism) is not listed, or a listed one is gone.
 * - `heavy`: no child, but over 2 s (FAST_SUITE_LIMIT_MS) in a whole-suite run on a quiet 2-core machine (CI's
 *   per-file durations); the fast lane prints the suites of its own over the limit, so one that grows is seen at
 *   once, then listed here. The lane keeps every area's fast suites: what goes is the slowest few of each.
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
  'test/host/desk-host.test.ts': 'child',
  'test/serve/cli.test.ts': 'child',
  'test/serve/console-gone.test.ts': 'child',
  'test/serve/data-folder-lock.test.ts': 'child',
  'test/sim/cli.test.ts': 'child',
  'test/desk/registry-policy.test.ts': 'child',
  'test/electron/purge-command.test.ts': 'child',
  'test/machine/two-os-users.test.ts': 'child',
  'test/sync/fault-matrix.test.ts': 'heavy',
  'test/lock/people.test.ts': 'heavy',
  'test/store/offsite-backup.test.ts': 'heavy',
  'test/core/core-enrolment.test.ts': 'heavy',
  'test/handover/handover.test.ts': 'heavy',
  'test/handover/take-back.test.ts': 'heavy',
  'test/store/recovery-restore.test.ts': 'heavy',
  'test/sync/move-desk.test.ts': 'heavy',
  'test/log/recovery-ops.test.ts': 'heavy',
  'test/handover/one-file-many-desks.test.ts': 'heavy',
  'test/handover/referral-letters.test.ts': 'heavy',
  'test/lock/lock-ops.test.ts': 'heavy',
  'test/remote/endpoints-claim-path.test.ts': 'heavy',
  'test/remote/endpoints.test.ts': 'heavy',
  'test/operations/app-ops.test.ts': 'heavy',
  'test/core/core-service.test.ts': 'heavy',
  'test/core/core-store.test.ts': 'heavy',
  'test/core/core.test.ts': 'heavy',
  'test/core/offline-first.test.ts': 'heavy',
  'test/claims/document-fit.test.ts': 'heavy',
  'test/diagnoses/diagnosis-ops.test.ts': 'heavy',
  'test/electron/electronegativity.test.ts': 'heavy',
  'test/handover/file-format.test.ts': 'heavy',
  'test/handover/two-desks.test.ts': 'heavy',
  'test/log/secret-bounds.test.ts': 'heavy',
  'test/operations/boundary-fuzz.test.ts': 'heavy',
  'test/operations/operation-host.test.ts': 'heavy',
  'test/operations/saved-token-destination.test.ts': 'heavy',
  'test/operations/typed-input.test.ts': 'heavy',
  'test/privacy/private-files.test.ts': 'heavy',
  'test/remote/faults.test.ts': 'heavy',
  'test/renderer/claims/claims-screen.test.tsx': 'heavy',
  'test/renderer/claims/editor-claim-life.test.tsx': 'heavy',
  'test/renderer/claims/editor-focus.test.tsx': 'heavy',
  'test/renderer/components/settings-screen.test.tsx': 'heavy',
  'test/renderer/lock/lock-screen.test.tsx': 'heavy',
  'test/renderer/outbox/outbox-screen.test.tsx': 'heavy',
  'test/reports/reports-screen.test.tsx': 'heavy',
  'test/retention/purge-properties.test.ts': 'heavy',
  'test/sim/seed.test.ts': 'heavy',
  'test/store/checkpointer.test.ts': 'heavy',
  'test/store/encrypt-store.test.ts': 'heavy',
  'test/store/migrations.test.ts': 'heavy',
  'test/store/open-store.test.ts': 'heavy',
  'test/sync/look-alikes.test.ts': 'heavy',
  'test/sync/reconcile.test.ts': 'heavy',
  'test/sync/status-earned.test.ts': 'heavy',
  'test/updates/update-ops.test.ts': 'heavy',
};

/** A suite of the fast lane that takes longer than this (all its tests and hooks) is named at the end of the run. */
export const FAST_SUITE_LIMIT_MS = 2_000;
