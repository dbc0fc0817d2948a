/**
 * Why a claim is left for a person: in doubt on the insurer's service (ambiguous, or a claim number another
 * claim holds), refused by the insurer, held because a tariff price it uses changed, or held because another
 * claim may be for the same visit (another desk's, listed by the insurer; or one on its authorization here).
 * Kept apart from claims.ts and without zod: the status bar, on the page's first screen, counts by these, and
 * importing claims.ts there would pull zod into the first screen's JavaScript (test/bench/bundle.bench.ts).
 */
export const ATTENTION_KINDS = ['in-doubt', 'refused', 'price-changed', 'another-claim'] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];
