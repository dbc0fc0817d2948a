/**
 * What staff type to find a tariff, drawn from tariffs picked at random: 1–3 words
 * of the name cut to 2–6 letters, in any order, lower case (7 in 10); a whole id;
 * an id prefix; a lower-case id prefix.
 */
import type { Prng } from '../../main/sim/prng';

export interface NamedTariff {
  readonly id: string;
  readonly name: string;
}

/** `pick` answers a tariff chosen at random, or undefined to draw again. */
export function typedQueries(count: number, prng: Prng, pick: () => NamedTariff | undefined): string[] {
  const queries: string[] = [];
  while (queries.length < count) {
    const tariff = pick();
    if (!tariff) continue;
    const query = typedQuery(tariff, prng);
    if (query !== undefined) queries.push(query);
  }
  return queries;
}

function typedQuery({ id, name }: NamedTariff, prng: Prng): string | undefined {
  const kind = prng.int(0, 9);
  if (kind === 0) return id;
  if (kind === 1) return id.slice(0, prng.int(5, id.length - 1));
  if (kind === 2) return id.toLowerCase().slice(0, prng.int(8, id.length));
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 2);
  const picked: string[] = [];
  const wanted = Math.min(words.length, prng.int(1, 3));
  while (picked.length < wanted) {
    const word = prng.pick(words);
    if (!picked.includes(word)) picked.push(word);
  }
  if (picked.length === 0) return undefined;
  if (prng.chance(0.5)) picked.reverse();
  return picked.map((w) => w.slice(0, prng.int(2, 6)).toLowerCase()).join(' ');
}
