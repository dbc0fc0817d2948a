/**
 * The service's endpoint table: the single description of the /v1 wire that the
 * remote client, the simulator and the OpenAPI generator all walk.
 *
 * Every entry names its method, path template, path parameters, request body and
 * success payload (the `data` of the envelope), plus the error statuses the
 * service document states for it.
 */
import { z } from 'zod';
import {
  BlockRecord,
  BlockRequest,
  BlockResult,
  BenefitList,
  Member,
  PendingVisit,
  Photo,
  VerificationRequest,
  Verified,
  VisitRecord,
  VisitStarted,
  VisitStartRequest,
  Authorization,
} from './members';
import { TariffList, TariffUpdateQuery } from './tariffs';
import { ClaimReceipt, ClaimSubmission, ClaimSummaryList, DocumentUpload } from './claims';

export type HttpMethod = 'GET' | 'POST';

export interface DocumentedError {
  readonly status: 404 | 422;
  readonly meaning: string;
  /** The error's data payload when it is not null. */
  readonly data?: z.ZodType;
}

export interface EndpointSpec {
  readonly number: number;
  readonly method: HttpMethod;
  readonly path: `/v1/${string}`;
  readonly summary: string;
  readonly params: z.ZodObject;
  readonly body: z.ZodType | null;
  readonly data: z.ZodType;
  readonly errors: readonly DocumentedError[];
}

const noParams = z.object({});
/** One required, non-empty path parameter, typed by its name (a computed key alone would widen to string). */
const param = <K extends string>(name: K) => z.object({ [name]: z.string().min(1) } as Record<K, z.ZodString>);
const noRecord = (what: string): DocumentedError => ({ status: 404, meaning: `no ${what} record found` });

const defineEndpoints = <const T extends Record<string, EndpointSpec>>(table: T): T => table;

export const endpoints = defineEndpoints({
  getMember: {
    number: 1,
    method: 'GET',
    path: '/v1/members/{card_no}',
    summary: 'Look up a member by card number',
    params: param('card_no'),
    body: null,
    data: Member,
    errors: [noRecord('member')],
  },
  listBenefits: {
    number: 2,
    method: 'GET',
    path: '/v1/members/benefit/{card_no}',
    summary: "List a member's benefits",
    params: param('card_no'),
    body: null,
    data: BenefitList,
    errors: [noRecord('benefit')],
  },
  startVisit: {
    number: 3,
    method: 'POST',
    path: '/v1/members/visit',
    summary: 'Start a visit request; sends an OTP by SMS to the member',
    params: noParams,
    body: VisitStartRequest,
    data: VisitStarted,
    errors: [{ status: 422, meaning: 'the member has a pending visit request', data: PendingVisit }],
  },
  verifyOtp: {
    number: 4,
    method: 'POST',
    path: '/v1/members/verification',
    summary: 'Verify the OTP and obtain an authorization number',
    params: noParams,
    body: VerificationRequest,
    data: Verified,
    errors: [{ status: 422, meaning: 'invalid or expired OTP' }],
  },
  getVisit: {
    number: 5,
    method: 'GET',
    path: '/v1/members/visit/{visit_request_id}',
    summary: 'Read a visit request',
    params: param('visit_request_id'),
    body: null,
    data: VisitRecord,
    errors: [noRecord('visit request')],
  },
  getAuthorization: {
    number: 6,
    method: 'GET',
    path: '/v1/members/authorization/{authorization_no}',
    summary: 'Read an authorization',
    params: param('authorization_no'),
    body: null,
    data: Authorization,
    errors: [noRecord('authorization')],
  },
  blockBenefit: {
    number: 7,
    method: 'POST',
    path: '/v1/members/benefit/block',
    summary: 'Block an amount against the authorized benefit',
    params: noParams,
    body: BlockRequest,
    data: BlockResult,
    errors: [{ status: 422, meaning: 'invalid authorization number' }],
  },
  getBlock: {
    number: 8,
    method: 'GET',
    path: '/v1/members/benefit/block/{authorization_no}',
    summary: 'Read the block of an authorization',
    params: param('authorization_no'),
    body: null,
    data: BlockRecord,
    errors: [{ status: 422, meaning: 'invalid authorization number' }, noRecord('block')],
  },
  getPhoto: {
    number: 9,
    method: 'GET',
    path: '/v1/members/photo/{card_no}',
    summary: "Read a member's photo",
    params: param('card_no'),
    body: null,
    data: Photo,
    errors: [{ status: 422, meaning: 'invalid card number' }],
  },
  listTariffs: {
    number: 10,
    method: 'GET',
    path: '/v1/tariffs',
    summary: "Retrieve the provider's tariffs",
    params: noParams,
    body: null,
    data: TariffList,
    errors: [noRecord('tariff')],
  },
  listTariffUpdates: {
    number: 11,
    method: 'GET',
    path: '/v1/tariffs/update',
    summary: 'Retrieve tariffs updated as of a date (JSON body on a GET)',
    params: noParams,
    body: TariffUpdateQuery,
    data: TariffList,
    errors: [noRecord('tariff')],
  },
  submitClaim: {
    number: 12,
    method: 'POST',
    path: '/v1/claims',
    summary: 'Submit a claim (some deployments accept it at /v1/claims/submit)',
    params: noParams,
    body: ClaimSubmission,
    data: ClaimReceipt,
    errors: [],
  },
  listClaimsByBatch: {
    number: 13,
    method: 'GET',
    path: '/v1/claims/batch/{batch_no}',
    summary: 'Read the claims of a batch',
    params: param('batch_no'),
    body: null,
    data: ClaimSummaryList,
    errors: [noRecord('claim')],
  },
  getClaim: {
    number: 14,
    method: 'GET',
    path: '/v1/claims/{claim_no}',
    summary: 'Read a claim by number (always an array)',
    params: param('claim_no'),
    body: null,
    data: ClaimSummaryList,
    errors: [noRecord('claim')],
  },
  uploadDocument: {
    number: 15,
    method: 'POST',
    path: '/v1/claims/doc',
    summary: 'Attach a document to a claim',
    params: noParams,
    body: DocumentUpload,
    data: z.null(),
    errors: [{ status: 404, meaning: 'pre-authorization (the claim) not found' }],
  },
});

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type EndpointParams<N extends EndpointName> = z.infer<Endpoints[N]['params']>;
export type EndpointBody<N extends EndpointName> = Endpoints[N]['body'] extends z.ZodType
  ? z.infer<Endpoints[N]['body']>
  : undefined;
export type EndpointData<N extends EndpointName> = z.infer<Endpoints[N]['data']>;

/** The two paths a claim may be submitted at: the documented one and the sample's. */
export const CLAIM_SUBMIT_PATHS = ['/v1/claims', '/v1/claims/submit'] as const;
export type ClaimSubmitPath = (typeof CLAIM_SUBMIT_PATHS)[number];

/** Fills a path template, encoding each parameter so that no value can change the route. */
export function buildPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
