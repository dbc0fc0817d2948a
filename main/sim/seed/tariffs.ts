/**
 * The seeded tariffs of each provider: the catalogue walked in order (with
 * qualified variants once it is exhausted), prices and past update dates drawn
 * from the provider's own stream. Fast enough for 100,000 per provider.
 */
import type { Tariff } from '../../../shared/wire/tariffs';
import { forkPrng, type Prng } from '../prng';
import { TARIFF_CATALOGUE, VARIANTS } from './tariff-catalogue';

export interface SimTariff {
  wire: Tariff;
  /** The day the tariff last changed, YYYY-MM-DD: what /v1/tariffs/update filters on. */
  updatedOn: string;
}

export interface Provider {
  readonly id: string;
  readonly name: string;
  /** Where this provider starts in the catalogue, so the two providers' lists differ. */
  readonly catalogueOffset: number;
}

export const PROVIDERS: readonly Provider[] = [
  { id: 'PRV-001', name: 'Uhuru Medical Centre', catalogueOffset: 0 },
  { id: 'PRV-002', name: 'Lakeview Family Clinic', catalogueOffset: 7 },
];

/** Seeded update dates fall in this range of days, all in the past. */
const FIRST_UPDATE = Date.UTC(2024, 0, 1);
const UPDATE_SPAN_DAYS = 730;
const DAY_MS = 86_400_000;
const UPDATE_DAYS = Array.from({ length: UPDATE_SPAN_DAYS }, (_, day) =>
  new Date(FIRST_UPDATE + day * DAY_MS).toISOString().slice(0, 10),
);

function tariffId(provider: Provider, index: number): string {
  return `TRF-${provider.id.slice(-3)}-${String(index + 1).padStart(6, '0')}`;
}

export function seedTariffs(seed: number, provider: Provider, count: number): SimTariff[] {
  const prng = forkPrng(seed, `tariffs:${provider.id}`);
  const size = TARIFF_CATALOGUE.length;
  const tariffs: SimTariff[] = new Array<SimTariff>(count);
  for (let i = 0; i < count; i++) {
    const position = i + provider.catalogueOffset;
    const item = TARIFF_CATALOGUE[position % size];
    if (!item) throw new Error('empty tariff catalogue');
    tariffs[i] = {
      wire: {
        id: tariffId(provider, i),
        provider_id: provider.id,
        name: variantName(item.name, Math.floor(position / size)),
        price: drawPrice(prng, item.price),
        access_type: item.access_type,
      },
      updatedOn: prng.pick(UPDATE_DAYS),
    };
  }
  return tariffs;
}

function variantName(name: string, round: number): string {
  if (round === 0) return name;
  const variant = VARIANTS[(round - 1) % VARIANTS.length];
  const tier = Math.floor((round - 1) / VARIANTS.length);
  return tier === 0 ? `${name} (${variant})` : `${name} (${variant}, tier ${tier + 1})`;
}

/** Whole shillings most of the time, otherwise two decimals; always an exact 2-decimal number. */
function drawPrice(prng: Prng, [low, high]: readonly [number, number]): number {
  const cents = prng.int(low * 100, high * 100);
  return (prng.chance(0.7) ? Math.round(cents / 100) * 100 : cents) / 100;
}
