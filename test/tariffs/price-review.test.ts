import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../main/store/database';
import { refreshTariffs } from '../../main/tariffs/tariff-refresh';
import { insertClaimRow, readClaimRow } from '../support/claim-rows';
import { openTemp, scriptedClient, tariff, tempDir, type ScriptedClient, type TempDir } from './helpers';

const FIRST = new Date('2026-11-20T09:00:00Z');
const SECOND = new Date('2026-11-22T09:00:00Z');
const FBC = 'TRF-001-000002';
const MESSAGE = `Tariff ${FBC} 'Full blood count' changed from 450.00 to 500.00 on 22 Nov 2026; check the price and confirm.`;

let temp: TempDir;
let db: Db;
let client: ScriptedClient;

beforeEach(async () => {
  temp = tempDir();
  db = openTemp(temp);
  client = scriptedClient([tariff('TRF-001-000001', 'Consultation', 1000), tariff(FBC, 'Full blood count', 450)]);
  await refreshTariffs(db, client, { now: () => FIRST });
});
afterEach(() => {
  db.close();
  temp.remove();
});

const units = (amount: number): number => amount * 10_000;

describe('a price change flags the claims not yet sent, and never re-prices them', () => {
  it('flags drafts, holds queued claims in needs-attention, leaves sent ones and matching prices alone', async () => {
    insertClaimRow(db, { id: 'draft', state: 'draft', lines: [{ tariffId: FBC, priceUnits: units(450) }] });
    insertClaimRow(db, {
      id: 'queued',
      state: 'queued',
      lines: [
        { tariffId: 'TRF-001-000001', priceUnits: units(1000) },
        { tariffId: FBC, priceUnits: units(450) },
      ],
    });
    insertClaimRow(db, {
      id: 'attention',
      state: 'needs-attention',
      lines: [{ tariffId: FBC, priceUnits: units(450) }],
      messages: ['The insurer refused the claim.'],
    });
    insertClaimRow(db, { id: 'sending', state: 'sending', lines: [{ tariffId: FBC, priceUnits: units(450) }] });
    insertClaimRow(db, { id: 'submitted', state: 'submitted', lines: [{ tariffId: FBC, priceUnits: units(450) }] });
    insertClaimRow(db, { id: 'already-new', state: 'queued', lines: [{ tariffId: FBC, priceUnits: units(500) }] });
    insertClaimRow(db, {
      id: 'other',
      state: 'queued',
      lines: [{ tariffId: 'TRF-001-000001', priceUnits: units(1000) }],
    });

    client.updates = [tariff(FBC, 'Full blood count', 500)];
    const result = await refreshTariffs(db, client, { now: () => SECOND });
    expect(result).toMatchObject({ ok: true, mode: 'delta', changed: 1, claimsFlagged: 3 });

    expect(readClaimRow(db, 'draft')).toEqual({
      state: 'draft',
      review_reason: MESSAGE,
      messages: [],
      prices: [units(450)],
    });
    expect(readClaimRow(db, 'queued')).toEqual({
      state: 'needs-attention',
      review_reason: MESSAGE,
      messages: [MESSAGE],
      prices: [units(1000), units(450)],
    });
    expect(readClaimRow(db, 'attention')).toEqual({
      state: 'needs-attention',
      review_reason: MESSAGE,
      messages: ['The insurer refused the claim.'],
      prices: [units(450)],
    });
    for (const [id, state] of [
      ['sending', 'sending'],
      ['submitted', 'submitted'],
      ['already-new', 'queued'],
      ['other', 'queued'],
    ]) {
      expect(readClaimRow(db, id as string)).toMatchObject({ state, review_reason: null, messages: [] });
    }
  });

  it('a second change adds to the reason; an unchanged price or a rename flags nothing', async () => {
    insertClaimRow(db, { id: 'draft', state: 'draft', lines: [{ tariffId: FBC, priceUnits: units(450) }] });
    client.updates = [tariff(FBC, 'Full blood count', 500)];
    await refreshTariffs(db, client, { now: () => SECOND });
    client.updates = [tariff(FBC, 'Full blood count', 520)];
    await refreshTariffs(db, client, { now: () => SECOND });
    expect(readClaimRow(db, 'draft').review_reason?.split('\n')).toEqual([
      MESSAGE,
      `Tariff ${FBC} 'Full blood count' changed from 500.00 to 520.00 on 22 Nov 2026; check the price and confirm.`,
    ]);

    insertClaimRow(db, { id: 'fresh', state: 'queued', lines: [{ tariffId: FBC, priceUnits: units(520) }] });
    client.updates = [tariff(FBC, 'FBC', 520)];
    expect(await refreshTariffs(db, client, { now: () => SECOND })).toMatchObject({ changed: 1, claimsFlagged: 0 });
    expect(readClaimRow(db, 'fresh')).toMatchObject({ state: 'queued', review_reason: null });
  });

  it('a full download flags the same way', async () => {
    insertClaimRow(db, { id: 'queued', state: 'queued', lines: [{ tariffId: FBC, priceUnits: units(450) }] });
    client.full = [tariff('TRF-001-000001', 'Consultation', 1000), tariff(FBC, 'Full blood count', 500)];
    expect(await refreshTariffs(db, client, { now: () => SECOND, force: true })).toMatchObject({
      ok: true,
      mode: 'full',
      changed: 1,
      claimsFlagged: 1,
    });
    expect(readClaimRow(db, 'queued')).toMatchObject({ state: 'needs-attention', review_reason: MESSAGE });
  });

  it('a refresh that fails leaves the claims untouched', async () => {
    insertClaimRow(db, { id: 'queued', state: 'queued', lines: [{ tariffId: FBC, priceUnits: units(450) }] });
    client.updates = [tariff(FBC, 'Full blood count', 500)];
    const result = await refreshTariffs(db, client, {
      now: () => SECOND,
      onProgress: (p) => {
        if (p.phase === 'saving' && p.done === 1) throw new Error('injected');
      },
    });
    expect(result.ok).toBe(false);
    expect(readClaimRow(db, 'queued')).toMatchObject({ state: 'queued', review_reason: null, messages: [] });
  });
});
