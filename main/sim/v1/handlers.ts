/** One handler per entry of the endpoint table: a missing one is a compile error. */
import type { EndpointName } from '../../../shared/wire/endpoints';
import { acceptNumericAmount, blockBenefit, getBlock } from './blocks';
import { getClaim, listClaimsByBatch, submitClaim, uploadDocument } from './claims';
import { getMember, getPhoto, listBenefits } from './members';
import type { Handler } from './outcome';
import { listTariffs, listTariffUpdates } from './tariffs';
import { getAuthorization, getVisit, startVisit, verifyOtp } from './visits';

export const handlers: { readonly [N in EndpointName]: Handler<N> } = {
  getMember,
  listBenefits,
  startVisit,
  verifyOtp,
  getVisit,
  getAuthorization,
  blockBenefit,
  getBlock,
  getPhoto,
  listTariffs,
  listTariffUpdates,
  submitClaim,
  listClaimsByBatch,
  getClaim,
  uploadDocument,
};

/** Adjusts a raw body before validation, where the service is more lenient than the contract's schema. */
export const bodyPreparers: Partial<Record<EndpointName, (raw: unknown) => unknown>> = {
  blockBenefit: acceptNumericAmount,
};
