/**
 * The first screen's reads asked as the page starts (renderer/api/first-reads.ts): each answer is taken once, by
 * a call with no input; other calls ask afresh; what the first screen did not take is dropped once it shows.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { askFirstReads, dropFirstReads, FIRST_READS, takeFirstRead } from '../../../renderer/api/first-reads';

afterEach(dropFirstReads);

describe("the first screen's reads", () => {
  it('asks each once, and gives each answer to the first call with no input, once', async () => {
    const asked: string[] = [];
    askFirstReads((name) => {
      asked.push(name);
      return Promise.resolve({ ok: true, value: `${name} #${asked.length}` });
    });
    expect(asked).toEqual([...FIRST_READS]);
    expect(takeFirstRead('lock.status', { pin: '1234' })).toBeUndefined();
    expect(takeFirstRead('claims.counts', {})).toBeUndefined();
    expect(await takeFirstRead('lock.status', {})).toEqual({ ok: true, value: 'lock.status #3' });
    expect(takeFirstRead('lock.status', {})).toBeUndefined();
  });

  it('drops what was not taken once the first screen shows', () => {
    askFirstReads((name) => Promise.resolve({ ok: true, value: name }));
    dropFirstReads();
    for (const name of FIRST_READS) expect(takeFirstRead(name, {})).toBeUndefined();
  });
});
