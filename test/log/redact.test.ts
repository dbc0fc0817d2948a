/** The log's redaction: secrets and card numbers by name, by value once met, and by the audit trail's patterns. */
import { describe, expect, it } from 'vitest';
import { createRedactor, REDACTED } from '../../main/log/redact';
import { RecoveryKey } from '../../main/store/recovery/recovery-key';

const TOKEN = 'tok-5f1e9c2a7b';
const CARD = 'CD-1000017';

describe('the redactor', () => {
  it('redacts values under a secret name and masks those under a card number name, at any depth', () => {
    const redactor = createRedactor();
    const given = {
      token: TOKEN,
      headers: { Authorization: `Bearer ${TOKEN}` },
      visit: { card_no: CARD, otp: '482913', benefit: 'OPD-01' },
      members: [{ cardNo: 'CD-2000031' }],
      empty: { token: '' },
    };
    expect(redactor.value(given)).toEqual({
      token: REDACTED,
      headers: { Authorization: REDACTED },
      visit: { card_no: '••••0017', otp: REDACTED, benefit: 'OPD-01' },
      members: [{ cardNo: '••••0031' }],
      empty: { token: '' },
    });
    expect(given.visit.card_no).toBe(CARD);
  });

  it('redacts a recovery key under its name, and wherever it shows up once met', () => {
    const redactor = createRedactor();
    const key = RecoveryKey.generate().text();
    expect(redactor.value({ recoveryKey: key, recovery_key: key })).toEqual({
      recoveryKey: REDACTED,
      recovery_key: REDACTED,
    });
    expect(redactor.text(`IT typed ${key} at setup`)).toBe(`IT typed ${REDACTED} at setup`);
    expect(JSON.stringify({ key: RecoveryKey.generate() })).toBe('{"key":"[recovery key]"}');
  });

  it('replaces a value once met wherever it shows up later, whole words only', () => {
    const redactor = createRedactor();
    redactor.value({ cardNo: CARD, otp: '482913' });
    redactor.remember(TOKEN, 'secret');
    expect(redactor.text(`lookup of ${CARD} failed; code was 482913 and key ${TOKEN}.`)).toBe(
      `lookup of ••••0017 failed; code was ${REDACTED} and key ${REDACTED}.`,
    );
    expect(redactor.text('CD-10000170 and 14829130 stay')).toBe('CD-10000170 and 14829130 stay');
  });

  it('does not remember values too short to be a secret, which would blank ordinary words', () => {
    const redactor = createRedactor();
    redactor.remember('ok', 'secret');
    redactor.remember('  ', 'card');
    expect(redactor.text('ok, all fine')).toBe('ok, all fine');
  });

  it('catches what the audit trail catches by pattern, without having met it', () => {
    const redactor = createRedactor();
    expect(redactor.text('Authorization: Bearer abc.def-ghi')).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(redactor.text('the OTP 554433 expired')).toBe(`the OTP ${REDACTED} expired`);
    expect(redactor.text('{"access_token": "xyz123"}')).toBe(`{"access_token": "${REDACTED}"}`);
  });

  it('keeps an error’s class and stack, redacted, with its cause', () => {
    const redactor = createRedactor();
    redactor.remember(CARD, 'card');
    const cause = new Error(`service said: token=${TOKEN}`);
    const error = new TypeError(`no member ${CARD}`, { cause });
    const copy = redactor.value(error);
    expect(copy).toBeInstanceOf(Error);
    const { name, message, stack } = copy as Error;
    expect({ name, message }).toEqual({ name: 'TypeError', message: 'no member ••••0017' });
    expect(stack).toMatch(/^TypeError: no member ••••0017\n\s+at /);
    expect(stack).toContain(`Caused by: Error: service said: token=${REDACTED}`);
    expect(stack).not.toContain(TOKEN);
    expect(stack).not.toContain(CARD);
  });

  it('copies maps, sets and cycles safely, and sizes binary data instead of writing it', () => {
    const redactor = createRedactor();
    const loop: Record<string, unknown> = { token: TOKEN };
    loop.self = loop;
    expect(redactor.value(loop)).toEqual({ token: REDACTED, self: '[circular]' });
    expect(redactor.value(new Map([['cardNo', CARD]]))).toEqual({ cardNo: '••••0017' });
    expect(redactor.value(new Set([`Bearer ${TOKEN}`]))).toEqual([`Bearer ${REDACTED}`]);
    expect(redactor.value({ photo: Buffer.from('abcd') })).toEqual({ photo: '[4 bytes]' });
  });
});
