/**
 * The log over a whole reception walkthrough against the simulator, as the hosts run it
 * (main/log's core and operation host): look up → visit → OTP → verify → block → claim
 * → queue → sync, a settings change with a new token, and lines a careless call site
 * could write with every secret in them. Then the log files, and the diagnostics
 * archive built from them, hold what an IT person needs, and never the token, the
 * OTP or the full card number: only their redacted and masked forms.
 */
import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import type { Core } from '../../main/core/core';
import { completeClaim, deskToday, SEND_ANYWAY } from '../support/claims-fixtures';
import { opCaller } from '../support/op-value';
import { authorizeAndBlock, syncUntilSubmitted } from '../support/visit-by-code';
import type { ServiceRef } from '../support/sync-world';
import { useCoreTestbed } from '../core/core-harness';
import { startLoggedDesk } from './logged-desk';
import { TEST_KEY } from '../support/store-access';

const bed = useCoreTestbed();
let core: Core | undefined;
afterEach(async () => {
  await core?.stop();
  core = undefined;
});

const CARD_NO = 'CD-1000017';
const MASKED = '••••0017';
const TOKEN = 'walkthrough-secret-token-4711';
const NEW_TOKEN = 'replacement-secret-token-0815';

describe('the log over a reception walkthrough', () => {
  it('says what happened, and never writes the token, the OTP or the full card number', async () => {
    const sim = await bed.startSim({ token: TOKEN });
    const ref: ServiceRef = { baseUrl: sim.url, token: sim.token, sim };
    const desk = await startLoggedDesk(bed, { url: sim.url, token: TOKEN });
    ({ core } = desk);
    const { logger, host } = desk;
    const call = opCaller(host);

    await call('members.lookup', { cardNo: CARD_NO });
    const { authorizationNo, otp } = await authorizeAndBlock(call, ref, CARD_NO);
    const today = deskToday();
    const draft = await call('claims.save', completeClaim(authorizationNo, { attendanceDate: today }));
    await call('claims.queue', { id: draft.id, sendAnyway: SEND_ANYWAY });
    await syncUntilSubmitted(call, draft.id);
    await call('settings.update', { serviceUrl: sim.url, token: NEW_TOKEN, deskName: 'Front desk' });

    // What a careless call site could write: every way into the logger, every secret in it.
    const careless = logger.scope('careless');
    careless.warn(`retrying the check of ${CARD_NO} with code ${otp}`);
    careless.info('request', {
      headers: { authorization: `Bearer ${TOKEN}` },
      body: { card_no: CARD_NO, otp_code: otp },
    });
    careless.error(new Error(`the service refused ${TOKEN} for ${CARD_NO} (otp ${otp})`));
    careless.info('token in use:', NEW_TOKEN);
    careless.info('store opened with', { key: TEST_KEY });

    const preview = await call('diagnostics.preview', {});
    const saved = await call('diagnostics.export', { id: preview.id });
    if (saved.kind !== 'download') expect.fail(`the archive came back as ${saved.kind}`);

    const log = logger
      .files()
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('');
    const archive = unzipSync(Buffer.from(saved.contentBase64, 'base64'));
    const archived = Object.values(archive).map((bytes) => strFromU8(bytes));
    for (const text of [log, ...archived]) {
      for (const secret of [TOKEN, NEW_TOKEN, otp, CARD_NO, TEST_KEY.hex()]) expect(text).not.toContain(secret);
    }

    // What happened, for an IT person.
    expect(log).toMatch(/\[info\] +core started: insurer service at http:\/\/127\.0\.0\.1:\d+/);
    expect(log).toMatch(/\(store\) integrity-check: ok \(\d+ ms\)/);
    expect(log).toMatch(/\(service\) GET \/v1\/members\/\{card_no\} → 200, ok \(\d+ ms\)/);
    expect(log).toMatch(/\(desk\) members\.lookup done \(\d+ ms\) \{ cardNo: '••••0017' \}/);
    expect(log).toMatch(/\(desk\) visits\.verify done \(\d+ ms\) \{ cardNo: '••••0017', benefitCode: 'OPD-01' \}/);
    expect(log).toContain(`benefits.block done`);
    expect(log).toMatch(new RegExp(`\\(desk\\) claims\\.queue done \\(\\d+ ms\\) \\{ id: '${draft.id}' \\}`));
    expect(log).toMatch(/\(sync\) run started: [1-9]\d* item\(s\) due/);
    expect(log).toMatch(/\(sync\) run done \(\d+ of \d+ settled; waiting 0 /);
    expect(log).toMatch(
      /settings\.update done \(\d+ ms\) \{ changed: \{ serviceUrl: '[^']+', deskName: 'Front desk' \}, tokenChanged: 'replaced' \}/,
    );
    // The careless lines, redacted and masked.
    expect(log).toContain(`(careless) retrying the check of ${MASKED} with code [redacted]`);
    expect(log).toContain(
      `(careless) request { headers: { authorization: '[redacted]' }, body: { card_no: '${MASKED}', otp_code: '[redacted]' } }`,
    );
    expect(log).toMatch(
      /\(careless\) Error: the service refused \[redacted\] for ••••0017 \(otp \[redacted\]\)\n\s+at /,
    );
    expect(log).toContain('(careless) token in use: [redacted]');

    // The archive holds exactly the files its preview listed, the log among them.
    expect(Object.keys(archive).sort()).toEqual(preview.files.map((file) => file.name).sort());
    expect(strFromU8(archive['logs/claimdesk.log'] ?? new Uint8Array())).toContain(MASKED);
  });
});
