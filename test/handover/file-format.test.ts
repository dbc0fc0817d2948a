/** The hand-over file's bytes: sealed with a passphrase, and every way a file can fail to open. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HANDOVER_MAGIC, handoverSealer, openHandover } from '../../main/handover/file-format';
import { TEST_KDF } from './test-kdf';

const PASSPHRASE = 'correct horse battery staple';
const PAYLOAD = Buffer.from(JSON.stringify({ member: 'Fatuma Kowalski Chepkoech', amount: 1234567 }), 'utf8');
/** Cheaper than the desk's cost, so the test runs quickly; the header carries it either way. */
const CHEAP = TEST_KDF;

const seal = async (payload = PAYLOAD, passphrase = PASSPHRASE, params = CHEAP): Promise<Buffer> =>
  (await handoverSealer(passphrase, params))(payload);

describe('the hand-over file', () => {
  it('opens with the passphrase it was sealed with, giving the payload back byte for byte', async () => {
    const file = await seal();
    expect(file.subarray(0, HANDOVER_MAGIC.length)).toEqual(HANDOVER_MAGIC);
    expect(await openHandover(file, PASSPHRASE)).toEqual({ ok: true, payload: PAYLOAD });
  });

  it('is sealed with the desk’s scrypt cost (N = 2^17, r = 8, p = 1) unless told otherwise, written in its header', async () => {
    const file = (await handoverSealer(PASSPHRASE))(PAYLOAD);
    expect([...file.subarray(14, 18)]).toEqual([1, 17, 8, 1]);
    expect(await openHandover(file, PASSPHRASE)).toEqual({ ok: true, payload: PAYLOAD });
  });

  it('still opens a file an older desk sealed at N = 2^15 (the cost is read from its header)', async () => {
    const older = readFileSync(fileURLToPath(new URL('./fixtures/n15-version1.cdhandover', import.meta.url)));
    expect([...older.subarray(14, 18)]).toEqual([1, 15, 8, 1]);
    expect(await openHandover(older, PASSPHRASE)).toEqual({ ok: true, payload: PAYLOAD });
    expect(await openHandover(older, 'not the passphrase')).toEqual({ ok: false, reason: 'wrong-passphrase' });
  });

  it('opens with the same passphrase composed differently (NFC), and never with another', async () => {
    const file = await seal(PAYLOAD, 'café au lait 2026');
    expect((await openHandover(file, 'cafe\u0301 au lait 2026')).ok).toBe(true);
    expect(await openHandover(file, 'cafe au lait 2026')).toEqual({ ok: false, reason: 'wrong-passphrase' });
  });

  it('holds nothing of its payload in the clear, and two files of the same payload share no bytes after the magic', async () => {
    const [first, second] = [await seal(), await seal()];
    for (const file of [first, second]) {
      expect(file.includes(Buffer.from('Fatuma'))).toBe(false);
      expect(file.includes(Buffer.from('1234567'))).toBe(false);
      expect(file.includes(Buffer.from(PASSPHRASE))).toBe(false);
    }
    // A fresh salt and IV: the same claims sealed twice look unrelated.
    expect(first.subarray(18, 18 + 16).equals(second.subarray(18, 18 + 16))).toBe(false);
    expect(first.subarray(-16).equals(second.subarray(-16))).toBe(false);
  });

  it('tells a wrong passphrase apart', async () => {
    expect(await openHandover(await seal(), 'correct horse battery stapler')).toEqual({
      ok: false,
      reason: 'wrong-passphrase',
    });
  });

  it('refuses a file with any one byte of its body or tag changed as damaged', async () => {
    const file = await seal();
    for (const at of [62, 62 + 31, 62 + 40, file.length - 17, file.length - 1]) {
      const changed = Buffer.from(file);
      changed[at] = (changed[at] ?? 0) ^ 0x01;
      expect(await openHandover(changed, PASSPHRASE), `byte ${at}`).toEqual({ ok: false, reason: 'damaged' });
    }
  });

  it('refuses a changed IV as damaged (the header is authenticated), and a cut file', async () => {
    const file = await seal();
    const changed = Buffer.from(file);
    changed[34] = (changed[34] ?? 0) ^ 0x80;
    expect(await openHandover(changed, PASSPHRASE)).toEqual({ ok: false, reason: 'damaged' });
    expect(await openHandover(file.subarray(0, file.length - 1), PASSPHRASE)).toEqual({ ok: false, reason: 'damaged' });
    expect(await openHandover(file.subarray(0, 70), PASSPHRASE)).toEqual({ ok: false, reason: 'damaged' });
  });

  it('names a format version it does not read, before asking for the passphrase', async () => {
    const file = await seal();
    file.writeUInt16BE(2, HANDOVER_MAGIC.length);
    expect(await openHandover(file, 'not even the passphrase')).toEqual({
      ok: false,
      reason: 'unsupported-version',
      version: 2,
    });
  });

  it('refuses what is not a hand-over file, and a header asking more of the KDF than a desk gives', async () => {
    expect(await openHandover(Buffer.from('%PDF-1.4 not a hand-over'), PASSPHRASE)).toEqual({
      ok: false,
      reason: 'not-handover',
    });
    const greedy = await seal();
    greedy.writeUInt8(30, 15); // N = 2^30: gigabytes
    expect(await openHandover(greedy, PASSPHRASE)).toEqual({ ok: false, reason: 'damaged' });
  });
});
