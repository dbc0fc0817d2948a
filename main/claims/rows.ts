/** The one place where claim rows (snake_case, units as INTEGER, JSON text) become domain views. */
import { z } from 'zod';
import { formatMoney, multiplyMoney, type Money } from '../../shared/money';
import {
  ClaimState,
  type AttentionKind,
  type ClaimAttention,
  DiagnosisInput,
  DocumentKind,
  DocumentMediaType,
  DocumentState,
  type ReferralLetter,
  DraftDoctor,
  LineAmounts,
  ServiceReading,
  isRefusalStatus,
  type ClaimLineView,
  type ClaimListItem,
  type ClaimView,
  type DocumentSummary,
  type InsurerStatusChange,
  type InsurerStatusView,
} from '../../shared/domain/claims';
import { render, renderStored, StoredMessages, wording, type CoreKey, type StoredMessage } from '../i18n/words';

/** The claim columns the view is made of. */
export interface InsurerColumns {
  insurer_status: string | null;
  insurer_amount_units: number | null;
  insurer_seen_at: string | null;
  insurer_missing_at: string | null;
  insurer_changed_at: string | null;
  insurer_looked_at: string | null;
}

export const INSURER_COLUMNS =
  'c.insurer_status, c.insurer_amount_units, c.insurer_seen_at, c.insurer_missing_at, c.insurer_changed_at, c.insurer_looked_at';

export const amountTextOf = (units: number | null): string | null =>
  units === null ? null : moneyText(moneyOf(units));

/** What the insurer said of a sent claim; null before any follow-up read. */
export function insurerView(row: InsurerColumns): InsurerStatusView | null {
  if (row.insurer_seen_at === null && row.insurer_missing_at === null) return null;
  const changedAt = row.insurer_changed_at;
  return {
    status: row.insurer_status,
    refused: row.insurer_status !== null && isRefusalStatus(row.insurer_status),
    amount: row.insurer_amount_units === null ? null : moneyOf(row.insurer_amount_units),
    amountText: amountTextOf(row.insurer_amount_units),
    seenAt: row.insurer_seen_at,
    missingSince: row.insurer_missing_at,
    changed: changedAt !== null && (row.insurer_looked_at === null || changedAt > row.insurer_looked_at),
  };
}

export interface ClaimRow extends InsurerColumns {
  id: string;
  state: string;
  batch_no: string;
  authorization_no: string;
  card_no: string;
  member_name: string;
  attendance_date: string;
  doctor_json: string;
  complain: string;
  diagnosis_json: string;
  pre_authorization_no: string;
  amount_units: number;
  claim_no: string | null;
  amount_claimed_units: number | null;
  sent_line_amounts: string | null;
  service_reading: string | null;
  attempts: number;
  outcome_unknown: number;
  messages_json: string;
  review_reason: string | null;
  held_over_another_claim: 0 | 1;
  waiting_on_document: 0 | 1;
  document_waived_at: string | null;
  created_at: string;
  updated_at: string;
  queued_at: string | null;
  submitted_at: string | null;
  person_name: string | null;
  resubmit_of: string | null;
}

export interface LineRow {
  line_no: number;
  tariff_id: string;
  name: string;
  type: string;
  quantity: number;
  price_units: number;
}

export interface DocumentRow {
  id: number;
  claim_id: string;
  file_name: string;
  media_type: string;
  size: number;
  state: string;
  messages_json: string;
  attached_at: string;
  uploaded_at: string | null;
  content_purged_at: string | null;
  kind: string;
}

export const DOCUMENT_COLUMNS =
  'id, claim_id, file_name, media_type, size, state, messages_json, attached_at, uploaded_at, content_purged_at, kind';

const Diagnoses = z.array(DiagnosisInput);

export const moneyOf = (units: number | bigint): Money => BigInt(units) as Money;
export const unitsOf = (amount: Money): number => Number(amount);
export const moneyText = (amount: Money): string => formatMoney(amount, 2);

/** Prices keep their captured precision (up to 4 decimals) but show at least 2. */
function priceText(amount: Money): string {
  const full = formatMoney(amount, 4);
  return full.replace(/(\.\d\d\d?)0+$/, '$1').replace(/(\.\d\d)0$/, '$1');
}

const parseJson = <T>(schema: z.ZodType<T>, text: string): T => schema.parse(JSON.parse(text));

/**
 * A claim's review reasons as kept in review_reason: a JSON list of messages (worded when
 * read), or, as written before the desk had languages, lines of English text.
 */
export function keptReasons(text: string | null): StoredMessage[] {
  if (text === null) return [];
  try {
    const parsed = StoredMessages.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: the older form.
  }
  return text.split('\n');
}

/** The review reasons in the desk's language, one a line; null when there is none. */
export const reviewReasonText = (text: string | null): string | null =>
  text === null ? null : keptReasons(text).map(render).join('\n');

/**
 * Why a claim needing attention does (outboxCounts counts by the same rule): its doubt first, then another
 * claim for the visit, then a review.
 */
export const attentionKind = (outcomeUnknown: boolean, anotherClaim: boolean, reviewed: boolean): AttentionKind =>
  outcomeUnknown ? 'in-doubt' : anotherClaim ? 'another-claim' : reviewed ? 'price-changed' : 'refused';

/** Said for a claim whose row keeps no words of its own (written before every path recorded one). */
const UNSAID: Record<AttentionKind, CoreKey> = {
  'in-doubt': 'claims.attention.inDoubt',
  refused: 'claims.attention.refused',
  'price-changed': 'claims.attention.priceChanged',
  'another-claim': 'claims.attention.anotherClaim',
};

/** Why a person must look at the claim, and what it may be on the service; null unless it needs attention. */
export function attentionOf(
  row: Pick<ClaimRow, 'state' | 'outcome_unknown' | 'held_over_another_claim' | 'review_reason' | 'messages_json'>,
): ClaimAttention | null {
  if (row.state !== 'needs-attention') return null;
  const kind = attentionKind(row.outcome_unknown === 1, row.held_over_another_claim === 1, row.review_reason !== null);
  const messages = StoredMessages.parse(JSON.parse(row.messages_json));
  // A price change on a queued claim is both a message and its review reason: said once.
  const said = [...new Set([...messages, ...keptReasons(row.review_reason)].map(render))].filter(
    (text) => text.trim() !== '',
  );
  const candidates = messages.flatMap((message) => (typeof message === 'string' ? [] : (message.candidates ?? [])));
  return {
    kind,
    reason: said.length > 0 ? said.join('\n') : render(wording(UNSAID[kind])),
    candidates: [...new Set(candidates)],
  };
}

export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const oneDecimal = (value: number): string => value.toFixed(1).replace(/\.0$/, '');
  if (bytes < 1024 * 1024) return `${oneDecimal(bytes / 1024)} KB`;
  return `${oneDecimal(bytes / (1024 * 1024))} MB`;
}

export function toDocumentSummary(row: DocumentRow): DocumentSummary {
  return {
    id: row.id,
    claimId: row.claim_id,
    fileName: row.file_name,
    mediaType: DocumentMediaType.parse(row.media_type),
    kind: DocumentKind.parse(row.kind),
    size: row.size,
    sizeText: sizeText(row.size),
    state: DocumentState.parse(row.state),
    messages: renderStored(row.messages_json),
    attachedAt: row.attached_at,
    uploadedAt: row.uploaded_at,
    contentPurgedAt: row.content_purged_at,
  };
}

function toLineView(row: LineRow): ClaimLineView {
  const price = moneyOf(row.price_units);
  const amount = multiplyMoney(price, row.quantity);
  return {
    lineNo: row.line_no,
    tariffId: row.tariff_id,
    name: row.name,
    type: row.type,
    quantity: row.quantity,
    price,
    priceText: priceText(price),
    amount,
    amountText: moneyText(amount),
  };
}

/** What a claim's view holds beyond its own row: its lines, documents, insurer history and the copy made of it. */
export interface ClaimRelated {
  readonly lines: readonly LineRow[];
  readonly documents: readonly DocumentRow[];
  readonly insurerHistory: readonly InsurerStatusChange[];
  readonly resubmittedAs: string | null;
  readonly lookAlikes: readonly { readonly claimNo: string; readonly memberName: string }[];
  readonly referralLetter: ReferralLetter;
}

/** Held for its referral letter: only a queued claim is (referral.ts); the column outlives a return to draft. */
const waitingOnDocument = (row: Pick<ClaimRow, 'state' | 'waiting_on_document'>): boolean =>
  row.state === 'queued' && row.waiting_on_document === 1;

export function toClaimView(row: ClaimRow, related: ClaimRelated): ClaimView {
  const { lines, documents } = related;
  const amount = moneyOf(row.amount_units);
  const claimed = row.amount_claimed_units === null ? null : moneyOf(row.amount_claimed_units);
  return {
    id: row.id,
    state: ClaimState.parse(row.state),
    batchNo: row.batch_no,
    authorizationNo: row.authorization_no,
    cardNo: row.card_no,
    memberName: row.member_name,
    attendanceDate: row.attendance_date,
    doctor: parseJson(DraftDoctor, row.doctor_json),
    complain: row.complain,
    diagnoses: parseJson(Diagnoses, row.diagnosis_json),
    lines: lines.map(toLineView),
    preAuthorizationNo: row.pre_authorization_no,
    amount,
    amountText: moneyText(amount),
    claimNo: row.claim_no,
    amountClaimed: claimed,
    amountClaimedText: claimed === null ? null : moneyText(claimed),
    sentLineAmounts: row.sent_line_amounts === null ? null : LineAmounts.parse(row.sent_line_amounts),
    serviceReading: row.service_reading === null ? null : ServiceReading.parse(row.service_reading),
    messages: renderStored(row.messages_json),
    reviewReason: reviewReasonText(row.review_reason),
    outcomeUnknown: row.outcome_unknown === 1,
    attention: attentionOf(row),
    attempts: row.attempts,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    queuedAt: row.queued_at,
    submittedAt: row.submitted_at,
    by: row.person_name,
    documents: documents.map(toDocumentSummary),
    insurer: insurerView(row),
    insurerHistory: [...related.insurerHistory],
    resubmitOf: row.resubmit_of,
    resubmittedAs: related.resubmittedAs,
    lookAlikes: [...related.lookAlikes],
    referralLetter: related.referralLetter,
    waitingOnDocument: waitingOnDocument(row),
  };
}

export interface ListRow
  extends
    InsurerColumns,
    Pick<
      ClaimRow,
      | 'id'
      | 'state'
      | 'batch_no'
      | 'authorization_no'
      | 'member_name'
      | 'attendance_date'
      | 'amount_units'
      | 'claim_no'
      | 'amount_claimed_units'
      | 'review_reason'
      | 'held_over_another_claim'
      | 'waiting_on_document'
      | 'outcome_unknown'
      | 'updated_at'
      | 'messages_json'
      | 'person_name'
    > {
  line_count: number;
  document_count: number;
}

export function toListItem(row: ListRow): ClaimListItem {
  const amount = moneyOf(row.amount_units);
  const claimed = row.amount_claimed_units === null ? null : moneyOf(row.amount_claimed_units);
  return {
    id: row.id,
    state: ClaimState.parse(row.state),
    batchNo: row.batch_no,
    authorizationNo: row.authorization_no,
    memberName: row.member_name,
    attendanceDate: row.attendance_date,
    amount,
    amountText: moneyText(amount),
    claimNo: row.claim_no,
    amountClaimed: claimed,
    amountClaimedText: claimed === null ? null : moneyText(claimed),
    reviewReason: reviewReasonText(row.review_reason),
    outcomeUnknown: row.outcome_unknown === 1,
    attention: attentionOf(row),
    updatedAt: row.updated_at,
    lineCount: row.line_count,
    documentCount: row.document_count,
    insurer: insurerView(row),
    waitingOnDocument: waitingOnDocument(row),
    by: row.person_name,
  };
}
