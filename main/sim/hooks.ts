/**
 * Test hooks under /__sim/: plain JSON (not the envelope), never subject to faults, served on
 * both the service and the control listener, to a caller with the primary token (server.ts checks it).
 */
import type { Socket } from 'node:net';
import { z } from 'zod';
import { formatMoney, moneyFromNumber, moneyToNumber } from '../../shared/money';
import { Tariff } from '../../shared/wire/tariffs';
import { AmountNumber } from '../../shared/wire/primitives';
import type { SimClock } from './clock';
import { SimFaultsPatch, type SimFaults } from './faults';
import { validate } from './http/validate';
import { PROVIDERS } from './seed/tariffs';
import { providerById, putTariff, tariffBook, type SimState, type TariffBook } from './state';

export interface SimControl {
  state(): SimState;
  readonly clock: SimClock;
  faults(): SimFaults;
  /** `requestSocket` (the hook's own connection) survives a switch to down until it has its answer. */
  setFaults(patch: Partial<SimFaults>, requestSocket?: Socket): Promise<SimFaults>;
  reset(): Promise<void>;
}

export interface HookReply {
  readonly status: number;
  readonly json: unknown;
  readonly headers?: Record<string, string>;
}

type Hook = (body: unknown, control: SimControl, socket: Socket) => HookReply | Promise<HookReply>;

const okJson = (json: unknown): HookReply => ({ status: 200, json });
const badRequest = (messages: readonly string[]): HookReply => ({ status: 400, json: { error: messages.join('; ') } });

const ClockAdvance = z.strictObject({
  advanceSeconds: z
    .number()
    .min(0, 'must not be negative')
    .max(10 * 365 * 86_400),
});

const TariffChanges = z.strictObject({
  changes: z
    .array(
      z.strictObject({ id: z.string().min(1), price: AmountNumber.optional(), name: z.string().min(1).optional() }),
    )
    .default([]),
  add: z.array(Tariff).default([]),
  /** Each provider's list keeps only its first this-many tariffs: a short full list, as a faulty service might send. */
  keepFirst: z.number().int().nonnegative().optional(),
});

/** What became of a stored claim at the insurer: its status, the amount it recorded, whether its batch lists it. */
const ClaimStatusChange = z.strictObject({
  claim_no: z.string().min(1),
  status: z.string().min(1).optional(),
  claimed_amount: AmountNumber.optional(),
  listed: z.boolean().optional(),
});

const HOOKS: Readonly<Record<string, Partial<Record<string, Hook>>>> = {
  '/__sim/members': {
    GET: (_, control) =>
      okJson({
        members: [...control.state().members.values()].map((member) => ({
          card_no: member.card_no,
          name: member.name,
          phone: member.phone,
          gender: member.gender,
          dob: member.dob,
          benefits: member.benefits.map((benefit) => ({
            code: benefit.code,
            name: benefit.name,
            access_type: benefit.access_type,
            remaining_limit: formatMoney(benefit.remaining, 2),
          })),
        })),
      }),
  },
  '/__sim/sms': { GET: (_, control) => okJson({ sms: control.state().sms }) },
  '/__sim/claims': {
    GET: (_, control) =>
      okJson({
        claims: [...control.state().claims.values()].map((claim) => ({
          claim_no: claim.claim_no,
          provider_id: claim.provider_id,
          batch_no: claim.batch_no,
          authorization_no: claim.authorization_no,
          attendance_date: claim.attendance_date,
          member_name: claim.member_name, // as stored, whatever the personality: the tests' ground truth
          amount_claimed: moneyToNumber(claim.amount),
          amount_sum: moneyToNumber(claim.amount_sum),
          body: claim.body,
          documents: claim.documents,
          received_at: claim.received_at,
          status: claim.status,
          listed: claim.listed,
        })),
      }),
  },
  '/__sim/claim-status': { POST: (body, control) => changeClaimStatus(body, control) },
  '/__sim/faults': {
    GET: (_, control) => okJson(control.faults()),
    POST: async (body, control, socket) => {
      const patch = validate(SimFaultsPatch, body);
      if (!patch.ok) return badRequest(patch.messages);
      const faults = await control.setFaults(patch.value, socket);
      return { status: 200, json: faults, headers: faults.down ? { Connection: 'close' } : undefined };
    },
  },
  '/__sim/reset': {
    POST: async (_, control) => {
      await control.reset();
      return okJson({ reset: true });
    },
  },
  '/__sim/clock': {
    POST: (body, control) => {
      const advance = validate(ClockAdvance, body);
      if (!advance.ok) return badRequest(advance.messages);
      control.clock.advance(advance.value.advanceSeconds);
      return okJson({ now: control.clock.now().toISOString() });
    },
  },
  '/__sim/tariffs': { POST: (body, control) => changeTariffs(body, control) },
};

export async function answerHook(
  method: string,
  path: string,
  bodyText: string,
  control: SimControl,
  socket: Socket,
): Promise<HookReply> {
  const hook = HOOKS[path];
  if (!hook) return { status: 404, json: { error: `No test hook at ${path}` } };
  const run = hook[method];
  if (!run)
    return {
      status: 405,
      json: { error: `Method ${method} not allowed on ${path}` },
      headers: { Allow: Object.keys(hook).join(', ') },
    };
  let body: unknown = {};
  if (bodyText.trim() !== '') {
    try {
      body = JSON.parse(bodyText);
    } catch {
      return badRequest(['the body is not valid JSON']);
    }
  }
  return run(body, control, socket);
}

function keepFirst(book: TariffBook, count: number): void {
  if (book.list.length <= count) return;
  for (const gone of book.list.splice(count)) book.byId.delete(gone.wire.id);
  book.cachedAnswer = null;
  book.pristine = false;
}

/** Applies all changes and additions (then cuts the lists to `keepFirst`), or none when any of them is invalid. */
function changeTariffs(body: unknown, control: SimControl): HookReply {
  const request = validate(TariffChanges, body);
  if (!request.ok) return badRequest(request.messages);
  const state = control.state();
  const books = PROVIDERS.map((provider) => tariffBook(state, provider));
  const bookOf = (id: string): TariffBook | undefined => books.find((book) => book.byId.has(id));
  const problems = [
    ...request.value.changes.filter((change) => !bookOf(change.id)).map((change) => `no tariff ${change.id}`),
    ...request.value.add.filter((tariff) => bookOf(tariff.id)).map((tariff) => `tariff ${tariff.id} already exists`),
    ...request.value.add
      .filter((tariff) => !providerById(tariff.provider_id))
      .map((tariff) => `unknown provider ${tariff.provider_id}`),
  ];
  if (problems.length > 0) return badRequest(problems);

  const today = control.clock.calendarDate(control.clock.now());
  const changed: Tariff[] = [];
  for (const change of request.value.changes) {
    const book = bookOf(change.id);
    const current = book?.byId.get(change.id);
    if (!book || !current) continue;
    const next = { ...current.wire, price: change.price ?? current.wire.price, name: change.name ?? current.wire.name };
    putTariff(book, next, today);
    changed.push(next);
  }
  for (const tariff of request.value.add) {
    const provider = providerById(tariff.provider_id);
    if (!provider) continue;
    putTariff(tariffBook(state, provider), tariff, today);
    changed.push(tariff);
  }
  if (request.value.keepFirst !== undefined) for (const book of books) keepFirst(book, request.value.keepFirst);
  return okJson({ tariffs: changed, updated_on: today });
}

/** The follow-up tests' lever: the insurer decides on a claim (or drops it from its batch listing). */
function changeClaimStatus(body: unknown, control: SimControl): HookReply {
  const request = validate(ClaimStatusChange, body);
  if (!request.ok) return badRequest(request.messages);
  const { claim_no, status, claimed_amount, listed } = request.value;
  const claim = control.state().claims.get(claim_no);
  if (!claim) return badRequest([`no claim ${claim_no}`]);
  if (status !== undefined) claim.status = status;
  if (claimed_amount !== undefined) claim.amount = moneyFromNumber(claimed_amount);
  if (listed !== undefined) claim.listed = listed;
  return okJson({ claim_no, status: claim.status, claimed_amount: moneyToNumber(claim.amount), listed: claim.listed });
}
