/**
 * settings.testConnection: one cheap call (the tariff list) with a throw-away client, reported in plain words.
 * The address passes the same checks as a saved one (https unless this machine; no user name, password, query
 * or fragment; a plain base path), so the token goes to that host alone, at `<address>/v1/tariffs` alone; the
 * client does not follow redirects, so a 30x answer is reported, not obeyed
 * (test/operations/saved-token-destination.test.ts).
 */
import type { z } from 'zod';
import type { ConnectionReport } from '../../../shared/ops/operations';
import { createRemoteClient, type EndpointResult } from '../../remote/client';
import { errorCategory } from '../../remote/errors';
import { ruleMessage } from '../../../shared/domain/rule-wording';
import { say } from '../../i18n/words';
import { loadSettings, type SettingsProblem } from './service-settings';

type Report = z.output<typeof ConnectionReport>;

const TEST_TIMEOUT_MS = 10_000;

/** loadSettings words its problems for the administrator's environment; here staff typed them into a form. */
export const formWords = (problems: readonly SettingsProblem[]): string =>
  problems.map((problem) => ruleMessage(`settings.${problem}`)).join(' ');

function reportOf(answer: EndpointResult<'listTariffs'>): Report {
  if (answer.ok) {
    const count = answer.value.length;
    return { reachable: true, message: say('settings.connected', { count }), tariffCount: count };
  }
  const category = errorCategory(answer.error);
  if (category === 'not-found') {
    return { reachable: true, message: say('settings.connectedNoTariffs'), tariffCount: 0 };
  }
  if (category === 'auth') {
    return { reachable: false, message: say('settings.tokenRefused') };
  }
  const next = category === 'offline' ? say('settings.checkAddressOnline') : say('settings.checkAddressService');
  return { reachable: false, message: `${answer.error.message} ${next}` };
}

export async function testConnection(serviceUrl: string, token: string): Promise<Report> {
  const checked = loadSettings({ CLAIMDESK_SERVICE_URL: serviceUrl, CLAIMDESK_TOKEN: token });
  if (!checked.ok) return { reachable: false, message: formWords(checked.error.problems) };
  if (checked.value.service === null) return { reachable: false, message: say('settings.enterAddressAndToken') };
  const { url, token: checkedToken } = checked.value.service;
  const client = createRemoteClient({ baseUrl: url, token: checkedToken, timeoutMs: TEST_TIMEOUT_MS });
  try {
    return reportOf(await client.listTariffs());
  } finally {
    await client.close();
  }
}
