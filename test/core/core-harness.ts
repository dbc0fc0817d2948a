/** Starting the core on a temp data folder for a test, and walking a member's visit to a queued claim through it. */
import fs from 'node:fs';
import { afterEach, beforeEach, expect } from 'vitest';
import { startCore, type Core, type CoreOptions } from '../../main/core/core';
import type { Settings } from '../../main/desk/settings/service-settings';
import { startVisit, verifyOtp } from '../../main/care';
import { calendarDate, queueClaim, saveDraft } from '../../main/claims';
import { ClaimInput } from '../../shared/domain/claims';
import { startSimulator, type RunningSim, type SimOptions } from '../../main/sim/server';
import { completeClaim, SEND_ANYWAY } from '../support/claims-fixtures';
import { testKeys } from '../support/store-access';
import { hook, tempDir, type ServiceRef } from '../support/sync-world';

type StartOptions = Omit<CoreOptions, 'dataDir' | 'keys'> & Partial<Pick<CoreOptions, 'keys'>>;

export interface CoreTestbed {
  /** This test's data folder. */
  readonly dataDir: string;
  /**
   * Starts a core on the test's data folder, keyed with the tests' key unless `keys` says otherwise; fails the
   * test with the store's message when it does not start.
   */
  start(settings: Settings, options?: StartOptions): Promise<Core>;
  /** Starts another desk's core, on a data folder of its own, removed after the test. */
  startOtherDesk(settings: Settings, options?: StartOptions): Promise<Core>;
  /** A simulator on a free port, as a configured service. */
  startSim(options?: SimOptions): Promise<RunningSim>;
}

/** Gives each test a fresh data folder; the cores and simulators it started are stopped after it, the folder removed. */
export function useCoreTestbed(): CoreTestbed {
  let dataDir: string | undefined;
  let cores: Core[] = [];
  let sims: RunningSim[] = [];
  let otherDirs: string[] = [];
  beforeEach(() => {
    dataDir = tempDir();
  });
  afterEach(async () => {
    for (const core of cores) await core.stop();
    for (const sim of sims) await sim.close();
    for (const dir of [dataDir, ...otherDirs]) if (dir !== undefined) fs.rmSync(dir, { recursive: true, force: true });
    [cores, sims, dataDir, otherDirs] = [[], [], undefined, []];
  });
  const folder = (): string => dataDir ?? expect.fail('the data folder exists only inside a test');
  const startOn = async (dir: string, settings: Settings, options: StartOptions): Promise<Core> => {
    const started = await startCore(settings, {
      keys: testKeys,
      demoToken: TESTBED_DEMO_TOKEN,
      ...options,
      dataDir: dir,
    });
    if (!started.ok) expect.fail(`startCore failed: ${started.error.code}: ${started.error.message}`);
    cores.push(started.value);
    return started.value;
  };
  return {
    get dataDir() {
      return folder();
    },
    start: (settings, options = {}) => startOn(folder(), settings, options),
    startOtherDesk(settings, options = {}) {
      const dir = tempDir();
      otherDirs.push(dir);
      return startOn(dir, settings, options);
    },
    async startSim(options = {}) {
      const sim = await startSimulator({ port: 0, ...options });
      sims.push(sim);
      return sim;
    },
  };
}

/** Settings that point the core at a simulator. */
export const serviceOf = (sim: RunningSim): Settings => ({ service: { url: sim.url, token: sim.token } });

/** The embedded simulator's token in the testbed's cores, for its hooks. */
export const TESTBED_DEMO_TOKEN = 'testbed-demo-token';

/** The simulator hooks of the core's service (the embedded simulator serves them on its own address). */
export const hooksOf = (core: Core): ServiceRef => ({
  baseUrl: core.serviceUrl,
  token: '',
  sim: { controlUrl: core.serviceUrl, token: TESTBED_DEMO_TOKEN },
});

const CARD_NO = 'CD-1000017';

/** An approved authorization, through the care use cases: a visit, its OTP from the simulator's SMS, the check. */
export async function authorizeThroughCore(core: Core, ref: ServiceRef): Promise<string> {
  const { members } = await hook<{ members: { card_no: string; phone: string }[] }>(ref, 'members');
  const member = members.find((m) => m.card_no === CARD_NO);
  if (!member) throw new Error(`the simulator has no member ${CARD_NO}`);
  const visit = { cardNo: CARD_NO, benefitCode: 'OPD-01' };
  const started = await startVisit(core.care(), { ...visit, phone: member.phone });
  if (!started.ok) throw new Error(started.error.message);
  const { sms } = await hook<{ sms: { card_no: string; code: string }[] }>(ref, 'sms');
  const otp = sms.filter((message) => message.card_no === CARD_NO).at(-1)?.code ?? '';
  const verified = await verifyOtp(core.care(), { ...visit, otp });
  if (!verified.ok) throw new Error(verified.error.message);
  return verified.value.authorizationNo;
}

/** Saves and queues a complete claim for today through the claims module; its id. */
export function queueClaimThroughCore(core: Core, authorizationNo: string): string {
  const ctx = core.claims();
  const input = completeClaim(authorizationNo, { cardNo: CARD_NO, attendanceDate: calendarDate(ctx.now()) });
  const saved = saveDraft({ ...ctx, db: core.store().db }, ClaimInput.parse(input));
  if (!saved.ok) throw new Error(`saveDraft failed: ${JSON.stringify(saved.error)}`);
  const queued = queueClaim({ ...ctx, db: core.store().db }, saved.value.id, SEND_ANYWAY);
  if (!queued.ok) throw new Error(`queueClaim failed: ${JSON.stringify(queued.error)}`);
  return saved.value.id;
}
