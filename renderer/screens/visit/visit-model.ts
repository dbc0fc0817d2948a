/**
 * The reception walkthrough for one member: lookup → visit (OTP sent) → code
 * verified (authorization) → benefit blocked. One step at a time; each action
 * keeps its own error so the screen shows it next to what failed.
 *
 * The visit in progress lives in the core (visits.current): after a reload the
 * page asks for it and comes back to the code entry or the authorization, block
 * included. A visit the service says is already pending is recorded by the core
 * as it stands there, and resumed the same way, instead of a dead end. Looking up
 * another card, or "Next member", tells the core staff moved on (visits.close).
 *
 * The visit screen's one way to the core: the walkthrough's store (`useVisitFlow`, with the recent members
 * beside it) and the reads a single element makes for itself (`visitModel`: a member's photo, the demo's hints).
 */
import { create } from 'zustand';
import { callOp } from '../../api';
import type {
  AuthorizationView,
  BlockView,
  CardSuggestion,
  MemberLookup,
  RecentMember,
  VisitInProgress,
} from '../../../shared/domain/care';
import type { OperationError } from '../../../shared/ops/define';

export type VisitStep =
  | { readonly kind: 'none' }
  | { readonly kind: 'choose' }
  | {
      readonly kind: 'otp';
      readonly benefitCode: string;
      readonly phone: string;
      /** Unknown for a pending visit started elsewhere. */
      readonly otpExpireAt: string | undefined;
      /** Where the service says it sent the code ("+2547•••678"), when it said. */
      readonly sentTo: string | undefined;
      /**
       * Starting a visit found one already waiting for its code (the service refused a second), so staff
       * are told to use the earlier SMS. A visit this desk comes back to by itself (a reload) is not that.
       */
      readonly alreadyWaiting: boolean;
      /**
       * Codes the service refused for this visit since this page showed it (the document has no count of
       * attempts left: the desk counts its own, docs/service-choices.md).
       */
      readonly refused: number;
    }
  | { readonly kind: 'authorized'; readonly authorization: AuthorizationView; readonly block: BlockView | undefined };

export type VisitAction = 'lookup' | 'start' | 'verify' | 'block';

interface VisitFlowState {
  readonly member: MemberLookup | undefined;
  readonly step: VisitStep;
  readonly busy: VisitAction | undefined;
  readonly error: { readonly action: VisitAction; readonly error: OperationError } | undefined;
  /** A card not found, as the desk has seen it written (lookup-messages.ts): offered to look up instead. */
  readonly suggestion: CardSuggestion | undefined;
  readonly lookUp: (cardNo: string) => Promise<void>;
  /** Shows a member from the recent list as the offline copy it is. */
  readonly showRecent: (member: RecentMember) => void;
  readonly startVisit: (benefitCode: string, phone: string) => Promise<void>;
  readonly verify: (otp: string) => Promise<void>;
  readonly block: (amount: string) => Promise<void>;
  /** Comes back to the visit in progress, if the core has one. */
  readonly restore: () => Promise<void>;
  /** Next member: the visit in progress is over. */
  readonly reset: () => void;
  /** Clears the last action's error (a new attempt that needs no service, like an empty lookup). */
  readonly dismissError: () => void;
  /** Members looked up on this desk recently, newest first, as last read; kept across a new lookup. */
  readonly recent: readonly RecentMember[];
  readonly recentProblem: string | undefined;
  /** Reads the recent members again (the screen asks whenever the member shown changes). */
  readonly loadRecent: () => Promise<void>;
}

const initial = {
  member: undefined,
  step: { kind: 'none' },
  busy: undefined,
  error: undefined,
  suggestion: undefined,
} as const;

/** The card staff probably meant, for one the service did not find (the core's `members.suggestCard`). */
async function suggestionFor(cardNo: string): Promise<VisitFlowState['suggestion']> {
  const suggestion = await callOp('members.suggestCard', { cardNo });
  return (suggestion.ok && suggestion.value) || undefined;
}

/** The step a visit in progress comes back to. */
function resumedStep(current: VisitInProgress, alreadyWaiting: boolean): VisitStep {
  const { visit, authorization, block } = current;
  if (authorization) return { kind: 'authorized', authorization, block: block ?? undefined };
  return {
    kind: 'otp',
    benefitCode: visit.benefitCode,
    phone: visit.phone,
    otpExpireAt: visit.otpExpireAt === '' ? undefined : visit.otpExpireAt,
    sentTo: visit.sentTo === '' ? undefined : visit.sentTo,
    alreadyWaiting,
    refused: 0,
  };
}

export const visitModel = {
  photo: (cardNo: string) => callOp('members.photo', { cardNo }),
  demoHints: () => callOp('demo.hints', {}),
};

/**
 * The card of the member on screen, or being looked up, kept for this tab only (sessionStorage dies with it): a
 * reload, even one during the lookup, shows that member again when no visit is in progress. Never logged.
 */
const SHOWN_CARD = 'claimdesk.shownCard';
const shownCard = {
  keep: (cardNo: string): void => {
    try {
      window.sessionStorage.setItem(SHOWN_CARD, cardNo);
    } catch {
      // Storage refused (a locked-down browser): a reload just starts from the card field, as before.
    }
  },
  read: (): string | null => {
    try {
      return window.sessionStorage.getItem(SHOWN_CARD);
    } catch {
      return null;
    }
  },
  forget: (): void => {
    try {
      window.sessionStorage.removeItem(SHOWN_CARD);
    } catch {
      // As above.
    }
  },
};

/** Staff moved on: the core forgets the visit in progress (a failure only means it may come back once). */
const closeVisits = (): Promise<unknown> => callOp('visits.close', {});

export const useVisitFlow = create<VisitFlowState>()((set, get) => {
  const fail = (action: VisitAction, error: OperationError): void => set({ busy: undefined, error: { action, error } });

  /**
   * The core's visit in progress, when it is this card's (or any, without one): shown; answers whether it
   * was. `alreadyWaiting`: it is shown because starting a new visit found it waiting for its code.
   */
  async function resume(cardNo: string | undefined, alreadyWaiting: boolean): Promise<boolean> {
    const current = await callOp('visits.current', {});
    if (!current.ok || current.value === null) return false;
    if (cardNo !== undefined && current.value.member.cardNo !== cardNo) return false;
    const { member } = get();
    const known = member?.cardNo === current.value.member.cardNo ? member : undefined;
    set({
      member: known ?? current.value.member,
      step: resumedStep(current.value, alreadyWaiting),
      busy: undefined,
      error: undefined,
    });
    // The desk's copy of the member stands in until the service answers a fresh lookup (photo included).
    if (!known) {
      void callOp('members.lookup', { cardNo: current.value.member.cardNo }).then((fresh) => {
        if (fresh.ok && fresh.value.source === 'service' && get().member?.cardNo === fresh.value.cardNo) {
          set({ member: fresh.value });
        }
      });
    }
    return true;
  }

  return {
    ...initial,
    lookUp: async (cardNo) => {
      set({ ...initial, busy: 'lookup' });
      shownCard.keep(cardNo.trim());
      await closeVisits();
      const result = await callOp('members.lookup', { cardNo: cardNo.trim() });
      if (!result.ok) {
        // Asked before the answer shows, so the suggestion appears with it (nothing moves after).
        const suggestion = result.error.code === 'not-found' ? await suggestionFor(cardNo) : undefined;
        set({ suggestion });
        shownCard.forget();
        fail('lookup', result.error);
        return;
      }
      set({ member: result.value, step: { kind: 'choose' }, busy: undefined });
    },
    showRecent: (member) => {
      set({ ...initial, member: { ...member, source: 'cache' }, step: { kind: 'choose' } });
      shownCard.keep(member.cardNo);
      void closeVisits();
    },
    startVisit: async (benefitCode, phone) => {
      const member = get().member;
      if (!member) return;
      set({ busy: 'start', error: undefined });
      const result = await callOp('visits.start', { cardNo: member.cardNo, benefitCode, phone: phone.trim() });
      if (result.ok) {
        set({
          busy: undefined,
          step: {
            kind: 'otp',
            benefitCode,
            phone,
            otpExpireAt: result.value.otpExpireAt,
            sentTo: result.value.sentTo === '' ? undefined : result.value.sentTo,
            alreadyWaiting: false,
            refused: 0,
          },
        });
      } else if (!(result.error.code === 'visit-pending' && (await resume(member.cardNo, true)))) {
        fail('start', result.error);
      }
    },
    verify: async (otp) => {
      const { member, step } = get();
      if (!member || step.kind !== 'otp') return;
      set({ busy: 'verify', error: undefined });
      const result = await callOp('visits.verify', {
        cardNo: member.cardNo,
        benefitCode: step.benefitCode,
        otp: otp.trim(),
      });
      if (!result.ok) {
        // Counted on the step it was checked for (staff may have moved on meanwhile).
        if (result.error.code === 'otp-invalid-or-expired' && get().step === step) {
          set({ step: { ...step, refused: step.refused + 1 } });
        }
        fail('verify', result.error);
        return;
      }
      set({ busy: undefined, step: { kind: 'authorized', authorization: result.value, block: undefined } });
    },
    block: async (amount) => {
      const { member, step } = get();
      if (!member || step.kind !== 'authorized') return;
      set({ busy: 'block', error: undefined });
      const result = await callOp('benefits.block', {
        authorizationNo: step.authorization.authorizationNo,
        cardNo: member.cardNo,
        amount: amount.trim(),
      });
      if (!result.ok) {
        fail('block', result.error);
        return;
      }
      set({ busy: undefined, step: { ...step, block: result.value } });
    },
    restore: async () => {
      if (get().member !== undefined || (await resume(undefined, false))) return;
      const card = shownCard.read();
      if (card !== null && get().member === undefined && get().busy === undefined) await get().lookUp(card);
    },
    reset: () => {
      set(initial);
      shownCard.forget();
      void closeVisits();
    },
    dismissError: () => set({ error: undefined, suggestion: undefined }),
    recent: [],
    recentProblem: undefined,
    loadRecent: async () => {
      const result = await callOp('members.recent', { limit: 10 });
      if (result.ok) set({ recent: result.value });
      else set({ recentProblem: result.error.message });
    },
  };
});

/** The error of one action, if that is what failed last. */
export const errorOf = (state: Pick<VisitFlowState, 'error'>, action: VisitAction): OperationError | undefined =>
  state.error?.action === action ? state.error.error : undefined;
