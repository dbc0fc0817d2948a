/**
 * When the insurer's reading of line amounts must be shown to staff. Apart from the schemas
 * (claims.ts) so that the warning above every screen loads no schema library with the first screen.
 */
import type { AmountCheckSummary } from './claims';

/** Staff must be told: the insurer reads amounts otherwise than they are sent, or by neither reading. */
export const amountsMisread = (check: AmountCheckSummary): boolean =>
  check.serviceReading !== null && check.serviceReading !== check.sentAs;
