/**
 * What people type goes through as they typed it: a card number in lower case with spaces, a local phone
 * number, "1,500" as an amount (read by the page, shared/domain/typed-amount.ts, into the text the core takes); a code that cannot be one is refused before the insurer sees it; and a
 * connection test with the token already saved reaches only the address it was saved with.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createOperationHost, type OperationHost } from '../../main/operations';
import { createMemoryTokenStore } from '../../main/desk/settings/token-store';
import type { OperationName } from '../../shared/ops/operations';
import { hook, type ServiceRef } from '../support/sync-world';
import { SAMPLE_DOCTOR } from '../support/sample-claim';
import { serviceOf, useCoreTestbed } from '../core/core-harness';
import { opValue } from '../support/op-value';
import { readAmount } from '../../shared/domain/typed-amount';

const bed = useCoreTestbed();

/** What the page sends for an amount typed on an English page. */
function pageReading(typed: string): string {
  const reading = readAmount(typed, 'en');
  if (!reading.ok) expect.fail(`the page cannot read ${typed}`);
  return reading.text;
}
const CARD_NO = 'CD-1000017';

async function desk(): Promise<{ host: OperationHost; ref: ServiceRef; url: string }> {
  const sim = await bed.startSim();
  const core = await bed.start(serviceOf(sim));
  const host = createOperationHost(core, { tokenStore: createMemoryTokenStore(sim.token) });
  return { host, ref: { baseUrl: sim.url, token: sim.token, sim }, url: sim.url };
}

describe('typed as people type', () => {
  it('takes the card in lower case with spaces, a local phone number, a code with a space, and 1,500', async () => {
    const { host, ref } = await desk();
    expect(await opValue(host, 'members.lookup', { cardNo: ' cd-100 0017 ' })).toMatchObject({ cardNo: CARD_NO });

    const visit = await opValue(host, 'visits.start', {
      cardNo: CARD_NO,
      benefitCode: 'OPD-01',
      phone: '0712 345 678',
    });
    const { sms } = await hook<{ sms: { card_no: string; phone: string; code: string }[] }>(ref, 'sms');
    const text = sms.filter((message) => message.card_no === CARD_NO).at(-1);
    expect(text?.phone).toBe('+254712345678');
    expect(visit.sentTo).toBe('+2547•••678');

    const tooShort = await host.invoke('visits.verify', { cardNo: CARD_NO, benefitCode: 'OPD-01', otp: '12' });
    expect(tooShort).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-input',
        fields: [{ field: 'otp', message: 'Enter the code from the SMS: 4 to 8 digits.' }],
      },
    });
    const code = text?.code ?? '';
    const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
    const authorization = await opValue(host, 'visits.verify', { cardNo: CARD_NO, benefitCode: 'OPD-01', otp: spaced });

    const block = await opValue(host, 'benefits.block', {
      authorizationNo: authorization.authorizationNo,
      cardNo: CARD_NO,
      amount: pageReading('1,500'),
    });
    expect(block.requestedText).toBe('1500.00');
  });
});

/** The problems the boundary answers for an input it refuses, as code and words per field. */
async function refusal(host: OperationHost, name: OperationName, input: unknown) {
  const result = await host.invoke(name, input);
  if (result.ok) expect.fail(`${name} accepted ${JSON.stringify(input)}`);
  expect(result.error.code).toBe('invalid-input');
  return (result.error.fields ?? []).map(({ field, code, message }) => ({ field, code, message }));
}

describe('refused at the boundary, in the desk’s words, before the insurer sees anything', () => {
  it('a phone that cannot be a mobile number, a code that cannot be one, an amount to block that is not', async () => {
    const { host, ref } = await desk();
    const visit = { cardNo: CARD_NO, benefitCode: 'OPD-01' };
    expect(await refusal(host, 'visits.start', { ...visit, phone: 'call me' })).toEqual([
      {
        field: 'phone',
        code: 'phone.notMobile',
        message: "Enter the member's mobile number, like 0712 345 678 or +254 712 345 678.",
      },
    ]);
    expect(await refusal(host, 'visits.start', { ...visit, benefitCode: ' ', phone: '0712 345 678' })).toEqual([
      { field: 'benefitCode', code: 'input.empty', message: 'Benefit must not be empty.' },
    ]);
    expect((await hook<{ sms: unknown[] }>(ref, 'sms')).sms).toEqual([]);

    const block = { authorizationNo: 'PA-1', cardNo: CARD_NO };
    expect(await refusal(host, 'benefits.block', { ...block, amount: '0' })).toEqual([
      { field: 'amount', code: 'amount.notPositive', message: 'Amount must be more than zero.' },
    ]);
    expect(await refusal(host, 'benefits.block', { ...block, amount: '10.005' })).toEqual([
      { field: 'amount', code: 'amount.notCents', message: 'Amount must have at most 2 decimal places.' },
    ]);
    expect(await refusal(host, 'benefits.block', { ...block, amount: '-5' })).toEqual([
      {
        field: 'amount',
        code: 'amount.notAmount',
        message: 'Enter an amount like 1500 or 1,500.50, with at most 4 decimals.',
      },
    ]);
    expect(await refusal(host, 'authorizations.enter', { authorizationNo: '  ' })).toEqual([
      { field: 'authorizationNo', code: 'input.empty', message: 'Authorization number must not be empty.' },
    ]);
  });

  it('a doctor without a name, or with details the insurer would refuse', async () => {
    const { host } = await desk();
    expect(await refusal(host, 'doctors.save', { ...SAMPLE_DOCTOR, name: ' ' })).toEqual([
      { field: 'name', code: 'doctor.name.missing', message: "Enter the doctor's name." },
    ]);
    expect(await refusal(host, 'doctors.save', { ...SAMPLE_DOCTOR, gender: 'female', phone: '0712' })).toEqual([
      { field: 'gender', code: 'doctor.gender.notWord', message: 'Gender must be an upper-case word, like FEMALE.' },
      {
        field: 'phone',
        code: 'doctor.phone.notDigits',
        message: 'Phone must be digits with country code and no plus sign, like 254712345678.',
      },
    ]);
    expect(await opValue(host, 'doctors.list', {})).toEqual([]);
  });
});

describe('testing the connection with the token already saved', () => {
  it('tests the saved token against its own address, and never sends it to one just typed', async () => {
    const { host, url } = await desk();
    expect(await opValue(host, 'settings.testConnection', { serviceUrl: `${url}/`, token: '' })).toMatchObject({
      reachable: true,
    });

    const seen: (string | undefined)[] = [];
    const other = http.createServer((req, res) => {
      seen.push(req.headers.authorization);
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
      expect(await opValue(host, 'settings.testConnection', { serviceUrl: otherUrl, token: '' })).toEqual({
        reachable: false,
        message: 'Enter the token for this address: the saved token is only sent to the address it was saved with.',
      });
      expect(seen).toEqual([]);
    } finally {
      other.closeAllConnections();
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
