/**
 * The names under which the wire schemas appear in the OpenAPI document's
 * components/schemas. Every body, payload and error payload in the endpoint table
 * must be named here: the generator refuses an unnamed one, so the document keeps
 * `$ref`s instead of growing anonymous inline copies.
 */
import type { z } from 'zod';
import {
  BreakupLine,
  ClaimReceipt,
  ClaimSubmission,
  ClaimSummary,
  ClaimSummaryList,
  Diagnosis,
  Doctor,
  DocumentUpload,
} from '../wire/claims';
import {
  Benefit,
  BenefitList,
  BlockRecord,
  BlockRequest,
  BlockResult,
  Member,
  PendingVisit,
  Photo,
  VerificationRequest,
  Verified,
  VisitRecord,
  VisitStarted,
  VisitStartRequest,
} from '../wire/members';
import { Tariff, TariffList, TariffUpdateQuery } from '../wire/tariffs';

/** Authorization is the same schema as VisitRecord, so it appears once, as VisitRecord. */
export const namedSchemas: Readonly<Record<string, z.ZodType>> = {
  Member,
  Benefit,
  BenefitList,
  VisitStartRequest,
  VisitStarted,
  PendingVisit,
  VerificationRequest,
  Verified,
  VisitRecord,
  BlockRequest,
  BlockResult,
  BlockRecord,
  Photo,
  Tariff,
  TariffList,
  TariffUpdateQuery,
  Doctor,
  Diagnosis,
  BreakupLine,
  ClaimSubmission,
  ClaimReceipt,
  ClaimSummary,
  ClaimSummaryList,
  DocumentUpload,
};
