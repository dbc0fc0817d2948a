/**
 * Endpoints 10–11: the calling provider's tariffs. The full list's answer is
 * serialized once and cached in the provider's book until a tariff changes.
 */
import { envelopeText } from '../http/envelope';
import type { Provider } from '../seed/tariffs';
import { tariffBook, type SimState } from '../state';
import type { Handler } from './outcome';
import { noRecord, ok } from './outcome';

/** The provider's whole-list answer, built on first use; null when the provider has no tariffs. */
export function tariffListAnswer(state: SimState, provider: Provider): Buffer | null {
  const book = tariffBook(state, provider);
  if (book.list.length === 0) return null;
  book.cachedAnswer ??= Buffer.from(
    envelopeText(
      200,
      [`${book.list.length} tariff(s)`],
      book.list.map((tariff) => tariff.wire),
    ),
    'utf8',
  );
  return book.cachedAnswer;
}

export const listTariffs: Handler<'listTariffs'> = (_, { state, provider }) => {
  const answer = tariffListAnswer(state, provider);
  return answer ? { status: 200, cachedBody: answer } : noRecord(`no tariffs for provider ${provider.id}`);
};

export const listTariffUpdates: Handler<'listTariffUpdates'> = ({ body }, { state, provider }) => {
  const updated = tariffBook(state, provider)
    .list.filter((tariff) => tariff.updatedOn >= body.given_date)
    .map((tariff) => tariff.wire);
  if (updated.length === 0) return noRecord(`no tariffs updated since ${body.given_date}`);
  return ok(updated, `${updated.length} tariff(s) updated since ${body.given_date}`);
};
