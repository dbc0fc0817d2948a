import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type RunningSim } from '../../main/sim/server';
import { luhnCheckDigit } from '../../main/sim/card-number';
import { call, callOk, members, type SimMemberView } from './sim-client';

const sims: RunningSim[] = [];
const start = async (seed?: number) => {
  const sim = await startSimulator({ port: 0, seed });
  sims.push(sim);
  return sim;
};
afterAll(() => Promise.all(sims.map((sim) => sim.close())));

let sim: RunningSim;
let seeded: SimMemberView[];
beforeAll(async () => {
  sim = await start();
  seeded = await members(sim);
});

describe('determinism', () => {
  it('gives identical members, photos and tariffs for the same seed, different ones for another seed', async () => {
    const [same, other] = await Promise.all([start(), start(7)]);
    const snapshot = async (s: RunningSim) => ({
      members: await members(s),
      photos: await Promise.all(
        seeded.map((m) => callOk(s, 'getPhoto', `/v1/members/photo/${m.card_no}`).then((p) => p.photo)),
      ),
      tariffs: await callOk(s, 'listTariffs', '/v1/tariffs'),
    });
    const [a, b, c] = await Promise.all([snapshot(sim), snapshot(same), snapshot(other)]);
    expect(b).toEqual(a);
    expect(c.members.map((m) => m.name)).not.toEqual(a.members.map((m) => m.name));
    expect(c.tariffs.map((t) => t.price)).not.toEqual(a.tariffs.map((t) => t.price));
    // Card numbers depend on position only, so the README's demo cards hold for every seed.
    expect(c.members.map((m) => m.card_no)).toEqual(a.members.map((m) => m.card_no));
  });
});

describe('members', () => {
  it('has at least 24 distinct members with plausible fields', async () => {
    expect(seeded.length).toBeGreaterThanOrEqual(24);
    expect(new Set(seeded.map((m) => m.name)).size).toBe(seeded.length);
    for (const member of seeded) {
      const [, serial = '', check] = /^CD-(\d{6})(\d)$/.exec(member.card_no) ?? [];
      expect(Number(check), member.card_no).toBe(luhnCheckDigit(serial));
      expect(member.phone).toMatch(/^\+25[456]\d{9}$/);
      const read = await callOk(sim, 'getMember', `/v1/members/${member.card_no}`);
      expect(read).toEqual({ card_no: member.card_no, name: member.name, gender: member.gender, dob: member.dob });
      expect(['Male', 'Female']).toContain(read.gender);
      const benefits = await callOk(sim, 'listBenefits', `/v1/members/benefit/${member.card_no}`);
      expect(benefits.length).toBeGreaterThanOrEqual(1);
      expect(benefits.map((b) => b.code)).toEqual(member.benefits.map((b) => b.code));
    }
    const accessTypes = new Set(seeded.flatMap((m) => m.benefits.map((b) => b.access_type)));
    expect([...accessTypes].sort()).toEqual(['Direct', 'Referral']);
  });

  it('has the fixed-role members: ample limits, small limits, an exhausted benefit', () => {
    const [ample, small, exhausted] = seeded;
    expect(ample?.benefits.length).toBe(5);
    expect(small?.benefits.map((b) => b.remaining_limit)).toEqual(['1500.00', '250.50']);
    expect(exhausted?.benefits.find((b) => b.code === 'OPT-01')?.remaining_limit).toBe('0.00');
  });

  it('answers 404 for an unknown card on member and benefits, 422 on the photo', async () => {
    for (const path of ['/v1/members/CD-9999999', '/v1/members/benefit/CD-9999999']) {
      const answer = await call(sim, 'GET', path);
      expect(answer.status).toBe(404);
      expect(answer.data).toBeNull();
      expect(answer.message.join(' ')).toMatch(/no record found/i);
    }
    const photo = await call(sim, 'GET', '/v1/members/photo/CD-9999999');
    expect(photo.status).toBe(422);
    expect(photo.message.join(' ')).toMatch(/invalid card number/i);
  });
});

describe('photos', () => {
  it('are 48x48 RGB PNG data URIs with valid chunks', async () => {
    for (const member of seeded.slice(0, 6)) {
      const { photo } = await callOk(sim, 'getPhoto', `/v1/members/photo/${member.card_no}`);
      const [, base64 = ''] = /^data:image\/png;base64,(.+)$/.exec(photo) ?? [];
      const png = Buffer.from(base64, 'base64');
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(png.toString('latin1', 12, 16)).toBe('IHDR');
      expect(png.readUInt32BE(16)).toBe(48);
      expect(png.readUInt32BE(20)).toBe(48);
      expect([...png.subarray(24, 26)]).toEqual([8, 2]);
      const idatLength = png.readUInt32BE(33);
      expect(png.toString('latin1', 37, 41)).toBe('IDAT');
      expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe(48 * (1 + 48 * 3));
      expect(png.subarray(-12).toString('latin1', 4, 8)).toBe('IEND');
    }
  });
});

describe('tariffs', () => {
  it('serves each provider its own tariffs with both access types and prices of at most 2 decimals', async () => {
    const [primary, second] = Object.keys(sim.tokens);
    const mine = await callOk(sim, 'listTariffs', '/v1/tariffs', { token: primary });
    const theirs = await callOk(sim, 'listTariffs', '/v1/tariffs', { token: second });
    expect(mine).toHaveLength(300);
    expect(new Set(mine.map((t) => t.provider_id))).toEqual(new Set(['PRV-001']));
    expect(new Set(theirs.map((t) => t.provider_id))).toEqual(new Set(['PRV-002']));
    for (const list of [mine, theirs]) {
      expect(new Set(list.map((t) => t.access_type))).toEqual(new Set(['direct', 'pre-auth']));
      expect(new Set(list.map((t) => t.id)).size).toBe(list.length);
      for (const tariff of list) expect(String(tariff.price)).toMatch(/^\d+(\.\d{1,2})?$/);
    }
  });

  // Speed is for the benchmarks in test/bench, not for this test.
  it('serves 100,000 tariffs per provider', async () => {
    const big = await startSimulator({ port: 0, tariffs: 100_000 });
    sims.push(big);
    const first = await callOk(big, 'listTariffs', '/v1/tariffs');
    const again = await callOk(big, 'listTariffs', '/v1/tariffs');
    expect(first).toHaveLength(100_000);
    expect(again).toHaveLength(100_000);
    expect(new Set(first.map((t) => t.id)).size).toBe(100_000);
    expect(again).toEqual(first);
  });

  it('has no tariffs at all when asked for none: 404', async () => {
    const empty = await startSimulator({ port: 0, tariffs: 0 });
    sims.push(empty);
    const answer = await call(empty, 'GET', '/v1/tariffs');
    expect(answer.status).toBe(404);
    expect(answer.data).toBeNull();
  });
});
