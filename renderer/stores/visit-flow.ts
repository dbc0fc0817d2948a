/**
 * The reception walkthrough for one member: lookup → visit (OTP sent) → code
 * verified (authorization) → benefit blocked. One step at a time; each action
 * keeps its own error so the screen shows it next to what failed. A visit the
 * service says is already pending is resumed: its code entry and countdown come
 * back, instead of a dead end.
 */
import { create } from 'zustand';
import { callOp } from '../api';
import type { AuthorizationView, BlockView, MemberLookup, RecentMember } from '../../shared/domain/care';
import type { OperationError } from '../../shared/ops/define';

export type VisitStep =
  | { readonly kind: 'none' }
  | { readonly kind: 'choose' }
  | {
      readonly kind: 'otp';
      readonly benefitCode: string;
      readonly phone: string;
      /** Unknown for a pending visit started elsewhere. */
      readonly otpExpireAt: string | undefined;
      readonly resumed: boolean;
    }
  | { readonly kind: 'authorized'; readonly authorization: AuthorizationView; readonly block: BlockView | undefined };

export type VisitAction = 'lookup' | 'start' | 'verify' | 'block';

interface VisitFlowState {
  readonly member: MemberLookup | undefined;
  readonly step: VisitStep;
  readonly busy: VisitAction | undefined;
  readonly error: { readonly action: VisitAction; readonly error: OperationError } | undefined;
  readonly lookUp: (cardNo: string) => Promise<void>;
  /** Shows a member from the recent list as the offline copy it is. */
  readonly showRecent: (member: RecentMember) => void;
  readonly startVisit: (benefitCode: string, phone: string) => Promise<void>;
  readonly verify: (otp: string) => Promise<void>;
  readonly block: (amount: string) => Promise<void>;
  readonly reset: () => void;
}

const initial = { member: undefined, step: { kind: 'none' }, busy: undefined, error: undefined } as const;

export const useVisitFlow = create<VisitFlowState>()((set, get) => {
  const fail = (action: VisitAction, error: OperationError): void => set({ busy: undefined, error: { action, error } });

  async function resumePending(benefitCode: string, phone: string, pending: OperationError): Promise<void> {
    const visit = await callOp('visits.get', { visitRequestId: pending.visitRequestId ?? '' });
    if (visit.ok && visit.value.authorizationNo !== null) {
      const entered = await callOp('authorizations.enter', { authorizationNo: visit.value.authorizationNo });
      if (entered.ok) {
        set({
          busy: undefined,
          error: undefined,
          step: { kind: 'authorized', authorization: entered.value, block: undefined },
        });
        return;
      }
    }
    set({
      busy: undefined,
      error: undefined,
      step: {
        kind: 'otp',
        benefitCode,
        phone,
        otpExpireAt: visit.ok ? visit.value.otpExpireAt : undefined,
        resumed: true,
      },
    });
  }

  return {
    ...initial,
    lookUp: async (cardNo) => {
      set({ ...initial, busy: 'lookup' });
      const result = await callOp('members.lookup', { cardNo: cardNo.trim() });
      if (!result.ok) {
        fail('lookup', result.error);
        return;
      }
      set({ member: result.value, step: { kind: 'choose' }, busy: undefined });
    },
    showRecent: (member) => set({ ...initial, member: { ...member, source: 'cache' }, step: { kind: 'choose' } }),
    startVisit: async (benefitCode, phone) => {
      const member = get().member;
      if (!member) return;
      set({ busy: 'start', error: undefined });
      const result = await callOp('visits.start', { cardNo: member.cardNo, benefitCode, phone: phone.trim() });
      if (result.ok) {
        set({
          busy: undefined,
          step: { kind: 'otp', benefitCode, phone, otpExpireAt: result.value.otpExpireAt, resumed: false },
        });
      } else if (result.error.code === 'visit-pending' && result.error.visitRequestId !== undefined) {
        await resumePending(benefitCode, phone, result.error);
      } else fail('start', result.error);
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
    reset: () => set(initial),
  };
});

/** The error of one action, if that is what failed last. */
export const errorOf = (state: Pick<VisitFlowState, 'error'>, action: VisitAction): OperationError | undefined =>
  state.error?.action === action ? state.error.error : undefined;
