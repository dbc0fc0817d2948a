/**
 * A fleet desk under a policy (browser mode with --setup, the policy file given to its core): the token from the
 * environment is not used, the first-run screen offers only the policy's address and no demo, says why, and
 * the demo is refused; the token typed there is tested against that address and saved for it.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deskOp } from './support/desk-ops';
import { expect, test } from './support/fixtures';
import { startServeProcess } from './support/serve-process';
import { SIM_TOKEN, startSimProcess } from './support/sim-process';

test('required enrolment: only the policy’s address, no demo, the environment’s token not used', async ({ page }) => {
  const root = await mkdtemp(path.join(tmpdir(), 'claimdesk-e2e-enrol-'));
  const dataDir = path.join(root, 'desk');
  const sim = await startSimProcess();
  await writeFile(
    `${dataDir}.policy.json`,
    JSON.stringify({ service: { url: sim.url, enrolment: 'required' }, contact: 'IT desk, ext. 214' }),
  );
  const serve = await startServeProcess(
    { dataDir, setup: true, service: { url: sim.url, token: SIM_TOKEN } },
    'test/e2e/support/serve-with-policy.ts',
  );
  try {
    await page.goto(serve.url);
    await expect(page.getByRole('heading', { level: 2, name: 'Welcome to ClaimDesk' })).toBeVisible();
    await expect(page.getByText('the token given by CLAIMDESK_TOKEN is not used')).toBeVisible();
    await expect(page.getByLabel('Service address')).toHaveValue(sim.url);
    await expect(page.getByLabel('Service address')).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Enrolment required' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try the demo' })).toHaveCount(0);
    expect(await deskOp(serve.url, 'app.tryDemo')).toBeUndefined();

    await page.getByLabel('Access token').fill(SIM_TOKEN);
    await page.getByLabel('Access token').press('Enter');
    await expect(page.getByText('The service is saved. Restart ClaimDesk to start working with it.')).toBeVisible();
    expect(await deskOp(serve.url, 'settings.get')).toMatchObject({
      serviceUrl: sim.url,
      policy: { serviceUrl: sim.url, enrolmentRequired: true, contact: 'IT desk, ext. 214' },
    });
  } finally {
    await serve.stop();
    await sim.stop();
    await rm(root, { recursive: true, force: true });
  }
});
