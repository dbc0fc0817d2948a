import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIT_TEXT_MAX } from '../../shared/domain/audit';
import { listAudit, recordAudit, type AuditContext } from '../../main/store/audit';
import { maskCardNo, redactSecrets } from '../../main/store/masking';
import { writeTransaction } from '../../main/store/database';
import { manualClock, present, useTempDatabase } from './helpers';

describe('maskCardNo', () => {
  it('keeps the last four characters only', () => {
    expect(maskCardNo('CD-1000017')).toBe('••••0017');
    expect(maskCardNo(' CD-1000025 ')).toBe('••••0025');
  });

  it('masks short inputs whole', () => {
    expect(maskCardNo('0017')).toBe('••••');
    expect(maskCardNo('12')).toBe('••••');
    expect(maskCardNo('')).toBe('••••');
  });

  it('never shows more than four characters of any card number', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 5, maxLength: 40 }).filter((s) => s.trim().length > 4),
        (cardNo) => {
          const masked = maskCardNo(cardNo);
          expect(masked.startsWith('••••')).toBe(true);
          expect(masked.length).toBe(8);
          expect(masked.slice(4)).toBe(cardNo.trim().slice(-4));
        },
      ),
    );
  });
});

describe('redactSecrets', () => {
  it.each([
    ['Authorization: Bearer sk-live-4f7c2a9e failed', 'sk-live-4f7c2a9e'],
    ['{"otp_code":"482913"}', '482913'],
    ['OTP 482913 rejected', '482913'],
    ['the code is 0042', '0042'],
    ['token=abc.def.ghi', 'abc.def.ghi'],
    ['access_token: "eyJhbGciOi"', 'eyJhbGciOi'],
  ])('removes the secret from %j', (text, secret) => {
    const clean = redactSecrets(text);
    expect(clean).not.toContain(secret);
    expect(clean).toContain('[redacted]');
  });

  it('leaves ordinary audit text alone', () => {
    for (const text of [
      'card ••••0017, benefit OPD-01',
      'claim CLM-2026-000123 in batch B-2026-11',
      'covered 8000.00 of 8112.50',
    ]) {
      expect(redactSecrets(text)).toBe(text);
    }
  });
});

describe('the audit trail', () => {
  const store = useTempDatabase();
  const clock = manualClock('2026-11-22T08:00:00.000Z');
  const context: AuditContext = { desk: 'Front desk', staff: 'Amina Otieno', now: clock.now };

  it('records time, desk, staff, action, outcome and subject, newest first', () => {
    recordAudit(
      store.db,
      { action: 'member.lookup', outcome: 'ok', subject: `card ${maskCardNo('CD-1000017')}` },
      context,
    );
    clock.set('2026-11-22T08:01:00.000Z');
    const id = recordAudit(
      store.db,
      { action: 'otp.verify', outcome: 'rejected', subject: 'card ••••0017', detail: 'invalid or expired OTP' },
      context,
    );
    expect(listAudit(store.db, { limit: 10 })).toEqual([
      {
        id,
        at: '2026-11-22T08:01:00.000Z',
        desk: 'Front desk',
        staff: 'Amina Otieno',
        personId: null,
        action: 'otp.verify',
        outcome: 'rejected',
        subject: 'card ••••0017',
        detail: 'invalid or expired OTP',
      },
      expect.objectContaining({ action: 'member.lookup', outcome: 'ok', detail: '', at: '2026-11-22T08:00:00.000Z' }),
    ]);
  });

  it('pages back with `before`', () => {
    const ids = Array.from({ length: 5 }, (_, i) =>
      recordAudit(store.db, { action: 'claim.save', outcome: 'ok', subject: `claim ${i}` }, context),
    );
    const first = listAudit(store.db, { limit: 2 });
    expect(first.map((entry) => entry.id)).toEqual([ids[4], ids[3]]);
    const next = listAudit(store.db, { limit: 2, before: present(first[1], 'second entry').id });
    expect(next.map((entry) => entry.subject)).toEqual(['claim 2', 'claim 1']);
  });

  it('never stores a token or an OTP code, even when a message quotes one', () => {
    recordAudit(
      store.db,
      {
        action: 'otp.verify',
        outcome: 'failed',
        subject: 'card ••••0017',
        detail: 'sent otp_code=482913 with Bearer sk-live-4f7c2a9e',
      },
      context,
    );
    const stored = JSON.stringify(store.db.prepare('SELECT * FROM audit_log').all());
    expect(stored).not.toContain('482913');
    expect(stored).not.toContain('sk-live-4f7c2a9e');
  });

  it('cuts long text to the limit', () => {
    recordAudit(
      store.db,
      { action: 'claim.send', outcome: 'rejected', subject: 'claim 1', detail: 'm'.repeat(5000) },
      context,
    );
    expect(present(listAudit(store.db, { limit: 1 })[0]).detail).toHaveLength(AUDIT_TEXT_MAX);
  });

  it('refuses an entry that is not one', () => {
    const bad = { action: 'member.delete', outcome: 'ok', subject: 'x' } as unknown as Parameters<
      typeof recordAudit
    >[1];
    expect(() => recordAudit(store.db, bad, context)).toThrow();
    expect(listAudit(store.db, { limit: 10 })).toEqual([]);
  });

  it('commits or rolls back with the transaction it is recorded in', () => {
    expect(() =>
      writeTransaction(store.db, () => {
        recordAudit(store.db, { action: 'claim.save', outcome: 'ok', subject: 'claim 1' }, context);
        throw new Error('the claim save failed after its audit row');
      }),
    ).toThrow(/failed after/);
    expect(listAudit(store.db, { limit: 10 })).toEqual([]);

    writeTransaction(store.db, () => {
      recordAudit(store.db, { action: 'claim.save', outcome: 'ok', subject: 'claim 1' }, context);
    });
    expect(listAudit(store.db, { limit: 10 })).toHaveLength(1);
  });
});
