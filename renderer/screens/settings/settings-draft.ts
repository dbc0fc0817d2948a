/** The settings form's text fields, from the saved view and back to a patch (an untouched token is not sent). */
import type { BatchRule, LineAmounts } from '../../../shared/domain/claims';
import type { OperationInput, SettingsView } from '../../../shared/ops/operations';
import {
  DOCUMENT_SIZE_CHOICES,
  HANDOVER_UPLOAD_CHOICES,
  type ReferralLetterRule,
} from '../../../shared/domain/settings';

export interface SettingsDraft {
  readonly serviceUrl: string;
  readonly token: string;
  readonly clinicName: string;
  readonly deskName: string;
  readonly staffName: string;
  readonly batchKind: BatchRule['kind'];
  readonly batchPrefix: string;
  readonly fixedBatchNo: string;
  readonly serviceTimeZone: string;
  readonly lineAmounts: LineAmounts;
  readonly countryCode: string;
  readonly severalClaimsPerAuthorization: boolean;
  readonly documentSizeLimit: number;
  readonly referralLetter: ReferralLetterRule;
  /** As typed; a line's quantity above it is a warning before sending. */
  readonly quantityThreshold: string;
  /** As typed (a whole percentage); a full tariff download removing more of the cache waits for staff. */
  readonly tariffDropHoldPercent: string;
  readonly handoverUploadLimit: number;
}

/** The choices in the order shown; their words are the settings catalogue's `lineAmount.*` and `batchKind.*`. */
export const LINE_AMOUNT_CHOICES: readonly LineAmounts[] = ['unit', 'total'];
export const BATCH_KINDS: readonly BatchRule['kind'][] = ['monthly', 'weekly', 'daily', 'fixed'];
export const REFERRAL_LETTER_CHOICES: readonly ReferralLetterRule[] = ['hold', 'warn'];

/** The document size limits offered: the usual ones, and the saved one when it is none of them. */
const withSaved = (choices: readonly number[], saved: number): readonly number[] =>
  choices.includes(saved) ? choices : [...choices, saved].sort((a, b) => a - b);
export const documentSizeChoices = (saved: number): readonly number[] => withSaved(DOCUMENT_SIZE_CHOICES, saved);
/** The hand-over file size caps offered: the usual ones, and the saved one when it is none of them. */
export const handoverUploadChoices = (saved: number): readonly number[] => withSaved(HANDOVER_UPLOAD_CHOICES, saved);

/** A whole number as typed, or NaN, which the core refuses for its field in its words. */
const wholeNumber = (typed: string): number => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

export function draftOf(view: SettingsView): SettingsDraft {
  const rule = view.batchRule;
  return {
    serviceUrl: view.serviceUrl ?? '',
    token: '',
    clinicName: view.clinicName,
    deskName: view.deskName,
    staffName: view.staffName,
    batchKind: rule.kind,
    batchPrefix: rule.prefix,
    fixedBatchNo: rule.kind === 'fixed' ? rule.fixedBatchNo : '',
    serviceTimeZone: view.serviceTimeZone,
    lineAmounts: view.lineAmounts,
    countryCode: view.countryCode,
    severalClaimsPerAuthorization: view.severalClaimsPerAuthorization,
    documentSizeLimit: view.documentSizeLimit,
    referralLetter: view.referralLetter,
    quantityThreshold: String(view.quantityThreshold),
    tariffDropHoldPercent: String(view.tariffDropHoldPercent),
    handoverUploadLimit: view.handoverUploadLimit,
  };
}

function batchRuleOf(draft: SettingsDraft): BatchRule {
  const prefix = draft.batchPrefix;
  return draft.batchKind === 'fixed'
    ? { kind: 'fixed', prefix, fixedBatchNo: draft.fixedBatchNo }
    : { kind: draft.batchKind, prefix };
}

/** Whether staff typed another service address than the saved one (a new one needs its token typed again). */
export function addressChanged(view: SettingsView, draft: SettingsDraft): boolean {
  const normal = (url: string): string => url.trim().replace(/\/+$/, '').toLowerCase();
  const typed = normal(draft.serviceUrl);
  return typed !== '' && typed !== normal(view.serviceUrl ?? '');
}

export function patchOf(draft: SettingsDraft): OperationInput<'settings.update'> {
  const url = draft.serviceUrl.trim();
  return {
    serviceUrl: url === '' ? null : url,
    clinicName: draft.clinicName,
    deskName: draft.deskName,
    staffName: draft.staffName,
    batchRule: batchRuleOf(draft),
    serviceTimeZone: draft.serviceTimeZone.trim(),
    lineAmounts: draft.lineAmounts,
    countryCode: draft.countryCode.trim().replace(/^\+/, ''),
    severalClaimsPerAuthorization: draft.severalClaimsPerAuthorization,
    documentSizeLimit: draft.documentSizeLimit,
    referralLetter: draft.referralLetter,
    quantityThreshold: wholeNumber(draft.quantityThreshold),
    tariffDropHoldPercent: wholeNumber(draft.tariffDropHoldPercent),
    handoverUploadLimit: draft.handoverUploadLimit,
    ...(draft.token === '' ? {} : { token: draft.token }),
  };
}
