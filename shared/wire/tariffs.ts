/** Wire shapes of the tariff endpoints (10–11). */
import { z } from 'zod';
import { AmountNumber, IsoDate } from './primitives';

/** Tariff access types seen in the document (note: lower case, unlike benefit access types). */
export const KNOWN_TARIFF_ACCESS_TYPES = ['direct', 'pre-auth'] as const;

export const Tariff = z.object({
  id: z.string().min(1),
  provider_id: z.string(),
  name: z.string(),
  price: AmountNumber,
  access_type: z.string(),
});
export type Tariff = z.infer<typeof Tariff>;
export const TariffList = z.array(Tariff);

/** Body of GET /v1/tariffs/update: a JSON body on a GET, as the service requires. */
export const TariffUpdateQuery = z.object({ given_date: IsoDate });
export type TariffUpdateQuery = z.infer<typeof TariffUpdateQuery>;
