import { describe, expect, it } from 'vitest';
import { EVENT_NAME_LIST, OPERATION_NAME_LIST } from '../../shared/ops/names';
import { EVENT_NAMES, OPERATION_NAMES } from '../../shared/ops/operations';

describe("the preload's copy of the table's names", () => {
  it('lists every operation of the table once, and nothing else', () => {
    expect([...OPERATION_NAME_LIST].sort()).toEqual([...OPERATION_NAMES].sort());
    expect(new Set(OPERATION_NAME_LIST).size).toBe(OPERATION_NAME_LIST.length);
  });

  it('lists every event of the table once, and nothing else', () => {
    expect([...EVENT_NAME_LIST].sort()).toEqual([...EVENT_NAMES].sort());
    expect(new Set(EVENT_NAME_LIST).size).toBe(EVENT_NAME_LIST.length);
  });
});
