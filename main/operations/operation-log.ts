/**
 * The operation host, logging what staff do at the desk: each operation that changes
 * something or reaches the service, with its outcome, how long it took and what it was
 * about (the card — masked by the logger —, the authorization, the claim); reads made at
 * every keystroke or screen are logged only when they fail. Inputs are never logged
 * whole: an OTP or a token typed in is only handed to the logger as a value never to write.
 * A settings change says which settings changed and to what, and of the token only that
 * it changed. A recovery key, typed in or issued, is never written either. A PIN (lock.*, people.add) is never
 * written: no PIN field is a subject field, and a person is named in the log by her id only (her name is in the
 * audit trail).
 */
import type { Core } from '../core/core';
import { createOperationHost, type OperationHost } from '.';
import { operations, type OperationName } from '../../shared/ops/operations';
import type { Logger } from '../log/logger';

type HostDeps = NonNullable<Parameters<typeof createOperationHost>[1]>;

const LOGGED_WHEN_DONE: ReadonlySet<OperationName> = new Set<OperationName>([
  'settings.update',
  'settings.testConnection',
  'members.lookup',
  'visits.start',
  'visits.verify',
  'visits.close',
  'authorizations.enter',
  'benefits.block',
  'doctors.save',
  'claims.save',
  'claims.queue',
  'claims.requeue',
  'claims.differentVisit',
  'claims.sendWithoutDocument',
  'claims.deleteDraft',
  'claims.backToDraft',
  'claims.resolveInDoubt',
  'claims.remote',
  'documents.attach',
  'documents.remove',
  'documents.confirmUploaded',
  'documents.retry',
  'tariffs.refresh',
  'tariffs.confirmHeld',
  'tariffs.discardHeld',
  'sync.now',
  'diagnoses.import',
  'diagnostics.preview',
  'diagnostics.export',
  'recovery.issue',
  'recovery.restore',
  'people.add',
  'people.rename',
  'people.retire',
]);

/** The input fields that say what an operation was about; the logger masks the card number. */
const SUBJECT_FIELDS = [
  'cardNo',
  'benefitCode',
  'authorizationNo',
  'visitRequestId',
  'id',
  'claimId',
  'claimNo',
  'batchNo',
];
/** Input fields never written; the logger remembers their values so that no later message quotes them. */
const SECRET_FIELDS = ['otp', 'token', 'recoveryKey'];

const fieldsOf = (input: unknown): Record<string, unknown> =>
  typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};

/** What the log keeps of one value of a raw input, which may be anything a caller sent (70 kB, deep). */
const TEXT_KEPT = 120;
const ENTRIES_KEPT = 40;
function bounded(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    return value.length <= TEXT_KEPT ? value : `${value.slice(0, TEXT_KEPT)}… (${value.length} characters)`;
  }
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= 2) return Array.isArray(value) ? `[${value.length} items]` : '[object]';
  if (Array.isArray(value)) return value.slice(0, ENTRIES_KEPT).map((item) => bounded(item, depth + 1));
  const entries = Object.entries(value as Record<string, unknown>);
  return Object.fromEntries(
    entries.slice(0, ENTRIES_KEPT).map(([key, item]) => [bounded(key) as string, bounded(item, depth + 1)]),
  );
}

function subject(name: OperationName, fields: Record<string, unknown>): Record<string, unknown> {
  if (name === 'settings.update') {
    const { token, ...changed } = fields;
    return {
      changed: bounded(changed),
      ...(typeof token === 'string' && { tokenChanged: token.trim() === '' ? 'cleared' : 'replaced' }),
    };
  }
  return Object.fromEntries(
    SUBJECT_FIELDS.filter((key) => fields[key] !== undefined).map((key) => [key, bounded(fields[key])]),
  );
}

/**
 * The OTP or token of an input its operation accepts, as accepted (an OTP without its spaces): one refused
 * as bad input is never used, so never quoted, and may be anything (40,000 characters, say).
 */
function validSecrets(name: OperationName, rawInput: unknown): string[] {
  if (!Object.hasOwn(operations, name)) return [];
  const parsed = operations[name].input.safeParse(rawInput);
  if (!parsed.success) return [];
  const fields = fieldsOf(parsed.data);
  return SECRET_FIELDS.flatMap((key) => {
    const value = fields[key];
    return typeof value === 'string' ? [value] : [];
  });
}

export function createLoggedOperationHost(core: Core, deps: HostDeps, logger: Logger): OperationHost {
  const log = logger.scope('desk');
  const host = createOperationHost(core, {
    ...deps,
    log: (entry) => log.error(`${entry.operation} failed unexpectedly (${entry.problem}): ${entry.detail}`),
  });
  return {
    async invoke(name, rawInput) {
      const fields = fieldsOf(rawInput);
      for (const secret of validSecrets(name, rawInput)) logger.remember(secret, 'secret');
      const started = performance.now();
      const result = await host.invoke(name, rawInput);
      // A recovery key issued goes to the page once; no later line may quote it.
      const issued = result.ok ? fieldsOf(result.value).recoveryKey : undefined;
      if (typeof issued === 'string') logger.remember(issued, 'secret');
      const took = `(${Math.round(performance.now() - started)} ms)`;
      const about = subject(name, fields);
      const details = Object.keys(about).length > 0 ? [about] : [];
      if (result.ok) {
        if (LOGGED_WHEN_DONE.has(name)) log.info(`${name} done ${took}`, ...details);
      } else {
        const line = `${name} refused: ${result.error.code} ${took}`;
        if (result.error.code === 'internal') log.error(line, ...details);
        else log.warn(line, ...details);
      }
      return result;
    },
    subscribe: (event, listener) => host.subscribe(event, listener),
  };
}
