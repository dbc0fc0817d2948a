/** settings.testConnection: one cheap call (the tariff list) with a throw-away client, reported in plain words. */
import type { z } from 'zod';
import type { ConnectionReport } from '../../../shared/ops/operations';
import { createRemoteClient, type EndpointResult } from '../../remote/client';
import { errorCategory } from '../../remote/errors';
import { loadSettings } from '../settings';
import { ok, type HandlerResult } from './handler';

type Report = z.output<typeof ConnectionReport>;

const TEST_TIMEOUT_MS = 10_000;

/** loadSettings words its problems for the administrator's environment; here staff typed them into a form. */
export const formWords = (message: string): string => {
  const text = message
    .replace(/CLAIMDESK_SERVICE_URL/g, 'the service address')
    .replace(/CLAIMDESK_TOKEN/g, 'the token')
    .replace(/\n/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

function reportOf(answer: EndpointResult<'listTariffs'>): Report {
  if (answer.ok) {
    const count = answer.value.length;
    return { reachable: true, message: `Connected. The service offers ${count} tariff items.`, tariffCount: count };
  }
  const category = errorCategory(answer.error);
  if (category === 'not-found') {
    return { reachable: true, message: 'Connected. The service has no tariffs for this desk yet.', tariffCount: 0 };
  }
  if (category === 'auth') {
    return { reachable: false, message: 'The service answered but refused this token. Check the token and try again.' };
  }
  const next =
    category === 'offline'
      ? 'Check the address and that this computer is online.'
      : 'Check the address; if it is right, ask the insurer about their service.';
  return { reachable: false, message: `${answer.error.message} ${next}` };
}

export async function testConnection(serviceUrl: string, token: string): Promise<HandlerResult<Report>> {
  const checked = loadSettings({ CLAIMDESK_SERVICE_URL: serviceUrl, CLAIMDESK_TOKEN: token });
  if (!checked.ok) return ok({ reachable: false, message: formWords(checked.error.message) });
  if (checked.value.service === null) return ok({ reachable: false, message: 'Enter the service address and token.' });
  const { url, token: checkedToken } = checked.value.service;
  const client = createRemoteClient({ baseUrl: url, token: checkedToken, timeoutMs: TEST_TIMEOUT_MS });
  try {
    return ok(reportOf(await client.listTariffs()));
  } finally {
    await client.close();
  }
}
