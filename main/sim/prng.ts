/**
 * A small seeded pseudo-random generator (sfc32 seeded through splitmix32), so the
 * simulator's data, OTP codes and fault draws are the same for the same seed.
 * Each concern takes its own stream (`forkPrng`), so drawing a fault never shifts
 * the OTP codes or the seeded data.
 */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability `rate` (0 never draws true, 1 always does). */
  chance(rate: number): boolean;
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function createPrng(seed: number): Prng {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const nextUint32 = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) nextUint32();

  const next = (): number => nextUint32() / 0x1_0000_0000;
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('cannot pick from an empty list');
      return item;
    },
    chance: (rate) => rate >= 1 || (rate > 0 && next() < rate),
  };
}

/** A generator for one named concern, independent of every other concern's stream. */
export function forkPrng(seed: number, concern: string): Prng {
  let hash = 0x811c9dc5;
  for (const char of concern) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return createPrng((seed ^ hash) >>> 0);
}
