/**
 * Where the eye is (issue 37), in Chromium at the desk's window sizes: a refused code, the visit not started and
 * the block's result show inside the window, beside what caused them; a refused code comes back selected; and the
 * task reads in its order, the block before "Write the claim", which takes the primary look once there is one.
 */
import { lookUpMember, startVisit } from './support/desk-steps';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

for (const size of [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
]) {
  test(`results show where the eye is at ${size.width}×${size.height}`, async ({ page, desk }) => {
    await page.setViewportSize(size);
    await page.goto(desk.url);
    await lookUpMember(page, desk.sim, 'CD-1000017');
    const sent = await startVisit(page, desk.sim, 'CD-1000017', 'Outpatient');

    const code = page.getByLabel('Code', { exact: true });
    await code.fill('000000');
    await code.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Code not accepted' })).toBeInViewport();
    // Selected: the right code typed now replaces the refused one.
    await code.pressSequentially(sent);
    await expect(code).toHaveValue(sent);
    await saveScreenshot(page, `eye-code-refused-${size.width}`, { checkOnly: true });
    await code.press('Enter');

    const amount = page.getByLabel('Amount to block');
    await expect(amount).toBeFocused();
    const block = page.getByRole('button', { name: 'Block', exact: true });
    const write = page.getByRole('button', { name: 'Write the claim' });
    await expect(block).toHaveClass(/primary/);
    await expect(write).not.toHaveClass(/primary/);
    const blockBox = await block.boundingBox();
    const writeBox = await write.boundingBox();
    // The task in its order: Write the claim after the block (beside it, or under it in a narrow window).
    expect(writeBox && blockBox && (writeBox.x > blockBox.x + blockBox.width || writeBox.y > blockBox.y)).toBe(true);

    await amount.fill('2000');
    await amount.press('Enter');
    const result = page.getByLabel(/^Amounts blocked on/);
    await expect(result.getByText('Member pays (by the block)')).toBeInViewport();
    await expect(write).toBeFocused();
    await expect(write).toBeInViewport();
    await expect(write).toHaveClass(/primary/);
    await saveScreenshot(page, `eye-blocked-${size.width}`, { checkOnly: true });
  });
}
