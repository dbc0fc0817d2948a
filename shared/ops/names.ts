/**
 * The names of the operation and event tables as plain strings, for the sandboxed
 * preload, which must not pull zod in. Type-only imports keep this file free of the
 * tables at run time; the checks below make a name missing here, or one the tables
 * do not have, a compile error (and test/electron/names.test.ts checks the values).
 */
import type { EventName, OperationName } from './operations';

export const OPERATION_NAME_LIST = [
  'settings.get',
  'settings.update',
  'settings.testConnection',
  'members.lookup',
  'members.photo',
  'members.recent',
  'visits.start',
  'visits.verify',
  'visits.get',
  'visits.current',
  'visits.close',
  'authorizations.enter',
  'authorizations.recent',
  'benefits.block',
  'doctors.list',
  'doctors.save',
  'claims.save',
  'claims.queue',
  'claims.requeue',
  'claims.get',
  'claims.list',
  'claims.counts',
  'claims.amountCheck',
  'claims.resolveInDoubt',
  'claims.remote',
  'claims.stashDraft',
  'claims.stashedDraft',
  'claims.dropStashedDraft',
  'documents.attach',
  'documents.list',
  'documents.remove',
  'documents.confirmUploaded',
  'documents.retry',
  'tariffs.search',
  'tariffs.info',
  'tariffs.refresh',
  'sync.now',
  'sync.status',
  'demo.hints',
  'diagnoses.search',
  'diagnoses.lookup',
  'diagnoses.info',
  'diagnoses.import',
  'updates.status',
  'updates.configure',
  'updates.checkNow',
  'updates.install',
  'app.state',
  'app.tryDemo',
  'app.about',
  'notices.list',
  'notices.acknowledge',
  'diagnostics.preview',
  'diagnostics.export',
  'diagnostics.alerts',
  'diagnostics.dismissAlert',
  'forget.check',
  'forget.confirm',
  'lock.status',
  'lock.lock',
  'lock.unlock',
  'lock.setPin',
] as const satisfies readonly OperationName[];

export const EVENT_NAME_LIST = [
  'sync.statusChanged',
  'tariffs.refreshProgress',
  'app.openSettings',
  'updates.statusChanged',
  'app.openAbout',
  'app.exportDiagnostics',
  'diagnostics.alertsChanged',
  'lock.statusChanged',
] as const satisfies readonly EventName[];

type Missing<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : Exclude<All, Listed>;
const _everyOperationListed: Missing<OperationName, (typeof OPERATION_NAME_LIST)[number]> = true;
const _everyEventListed: Missing<EventName, (typeof EVENT_NAME_LIST)[number]> = true;
