/**
 * The outbox screen's model. `useOutbox` holds what the screen shows from the core: every local claim in the
 * chosen states (and insurer status), read again whenever the sync engine reports a change (a claim was sent,
 * refused or flagged, a follow-up read changed a status), so states never go stale while the screen is open;
 * the insurer statuses seen so far, for the filter; the claim open in detail and what staff do about it; and a
 * look-up of the insurer's records. `outboxModel` is the calls the panels the claim editor shares (documents,
 * the referral letter, deleting a draft) make themselves.
 */
import { create } from 'zustand';
import type { ClaimListItem, ClaimState, ClaimView } from '../../../shared/domain/claims';
import type { OperationResult } from '../../../shared/ops/define';
import type { OperationInput } from '../../../shared/ops/operations';
import type { ClaimSummary } from '../../../shared/wire/claims';
import { callOp, onEvent } from '../../api';

export const outboxModel = {
  deleteDraft: (id: string) => callOp('claims.deleteDraft', { id }),
  sendWithoutDocument: (id: string, reason: string) => callOp('claims.sendWithoutDocument', { id, reason }),
  documents: (claimId: string) => callOp('documents.list', { claimId }),
  attach: (document: OperationInput<'documents.attach'>) => callOp('documents.attach', document),
  removeDocument: (id: number) => callOp('documents.remove', { id }),
  retryDocument: (id: number) => callOp('documents.retry', { id }),
  confirmUploaded: (id: number) => callOp('documents.confirmUploaded', { id }),
};

/**
 * The amount the insurer recorded for a claim when it differs from the claim's total: its latest reading, the
 * batch listing's (which can change after sending), else the submission answer's; undefined when they agree
 * or nothing was recorded.
 */
export function recordedOtherwise(
  claim: Pick<ClaimListItem, 'amount' | 'amountClaimed' | 'amountClaimedText' | 'insurer'>,
): string | undefined {
  const listed = claim.insurer?.amount != null && claim.insurer.amountText !== null ? claim.insurer : undefined;
  const [amount, text] = listed ? [listed.amount, listed.amountText] : [claim.amountClaimed, claim.amountClaimedText];
  return amount !== null && text !== null && amount !== claim.amount ? text : undefined;
}

export type StateFilter = ClaimState | 'all';

/** By the insurer's status: any, changed since staff last looked, or one status exactly as the insurer wrote it. */
export type InsurerFilter =
  { readonly kind: 'any' } | { readonly kind: 'changed' } | { readonly kind: 'status'; readonly status: string };

const insurerQuery = (filter: InsurerFilter) =>
  filter.kind === 'changed'
    ? { insurerChanged: true }
    : filter.kind === 'status'
      ? { insurerStatus: filter.status }
      : {};

/** What staff do to the open claim; each keeps its own problem, shown next to it. */
export type ClaimAction = 'sendAgain' | 'resolve' | 'resubmit';

/** Where a look-up's problem shows: next to the number, a plain "the service is away", or the core's words. */
export type RemoteProblem =
  { readonly kind: 'no-number' } | { readonly kind: 'offline' } | { readonly kind: 'failed'; readonly text: string };

interface OutboxState {
  readonly filter: StateFilter;
  readonly insurer: InsurerFilter;
  /** What staff searched for: member, card, claim, authorization or batch number, or an attendance date. */
  readonly search: string;
  readonly claims: readonly ClaimListItem[] | undefined;
  readonly statuses: readonly string[];
  readonly problem: string | undefined;
  /** Bumped on every sync status change, for views that show the same claims in detail (documents). */
  readonly revision: number;
  /** The claim open in detail, its id until it is read. */
  readonly openId: string | undefined;
  readonly claim: ClaimView | undefined;
  /** Reading the open claim failed. */
  readonly claimProblem: string | undefined;
  /** The open draft was deleted. */
  readonly deleted: boolean;
  readonly acting: ClaimAction | undefined;
  readonly failed: { readonly action: ClaimAction; readonly message: string } | undefined;
  readonly remote: {
    readonly busy: boolean;
    readonly found: readonly ClaimSummary[] | undefined;
    readonly problem: RemoteProblem | undefined;
  };
  /** Opens the screen: reads the list, and follows the sync engine; answers the unfollow. */
  readonly open: () => () => void;
  readonly show: (filter: StateFilter, insurer: InsurerFilter) => Promise<void>;
  readonly find: (search: string) => Promise<void>;
  readonly reload: () => Promise<void>;
  /**
   * Opens one claim. Opening a sent claim asks for its batch to be read back (the status follow-up) and
   * counts as looking at what the insurer said of it.
   */
  readonly openClaim: (id: string) => Promise<void>;
  /** The open claim read again (a document attached or removed may have held or released it). */
  readonly rereadClaim: () => Promise<void>;
  /** The open claim as the core answered a change to it (the list is read again). */
  readonly claimChanged: (view: ClaimView) => void;
  /** Sends it again: after staff fixed what the insurer refused, or said another desk's claim is another visit. */
  readonly sendAgain: (operation: 'claims.requeue' | 'claims.differentVisit') => Promise<void>;
  readonly resolveInDoubt: (resolution: OperationInput<'claims.resolveInDoubt'>['resolution']) => Promise<void>;
  /** A refused claim copied as a new draft; answers the copy's id. */
  readonly resubmit: () => Promise<string | undefined>;
  readonly draftDeleted: () => void;
  readonly lookUpRemote: (by: 'batchNo' | 'claimNo', value: string) => Promise<void>;
}

const closedClaim = {
  openId: undefined,
  claim: undefined,
  claimProblem: undefined,
  deleted: false,
  acting: undefined,
  failed: undefined,
} as const;

const initial = {
  filter: 'all',
  search: '',
  insurer: { kind: 'any' },
  claims: undefined,
  statuses: [],
  problem: undefined,
  revision: 0,
  ...closedClaim,
  remote: { busy: false, found: undefined, problem: undefined },
} as const;

export const useOutbox = create<OutboxState>()((set, get) => {
  /** The open claim's sent batch as last read, and its id while the insurer's word on it was unseen. */
  let followedUp: string | undefined;
  let unseen: string | undefined;

  /** What showing a claim asks of the core besides reading it: once each time what it shows changes. */
  function followUp(view: ClaimView): void {
    const batch = view.state === 'submitted' ? `${view.id}:${view.batchNo}` : undefined;
    if (batch !== undefined && batch !== followedUp) void callOp('followUp.readBatch', { batchNo: view.batchNo });
    followedUp = batch;
    const changed = view.insurer?.changed === true ? view.id : undefined;
    if (changed === unseen) return;
    unseen = changed;
    if (changed === undefined) return;
    void callOp('followUp.looked', { id: view.id }).then((result) => {
      if (!result.ok) return;
      const { claim } = get();
      if (claim?.id === view.id && claim.insurer)
        set({ claim: { ...claim, insurer: { ...claim.insurer, changed: false } } });
      void get().reload();
    });
  }

  async function act(action: ClaimAction, work: () => Promise<OperationResult<ClaimView>>): Promise<void> {
    set({ acting: action });
    const result = await work();
    set({ acting: undefined });
    if (result.ok) get().claimChanged(result.value);
    else set({ failed: { action, message: result.error.message } });
  }

  return {
    ...initial,
    open: () => {
      set(initial);
      followedUp = undefined;
      unseen = undefined;
      void get().reload();
      return onEvent('sync.statusChanged', () => {
        set((state) => ({ revision: state.revision + 1 }));
        void get().reload();
        void get().rereadClaim();
      });
    },
    show: async (filter, insurer) => {
      set({ filter, insurer });
      await get().reload();
    },
    find: async (search) => {
      set({ search });
      await get().reload();
    },
    reload: async () => {
      const { filter, insurer, search } = get();
      const [result, seen] = await Promise.all([
        callOp('claims.list', {
          limit: 500,
          ...(filter === 'all' ? {} : { states: [filter] }),
          ...insurerQuery(insurer),
          ...(search.trim() === '' ? {} : { search: search.trim() }),
        }),
        callOp('followUp.statuses', {}),
      ]);
      // An answer to a filter staff already changed is dropped.
      if (get().filter !== filter || get().insurer !== insurer || get().search !== search) return;
      set({
        ...(result.ok && { claims: result.value }),
        // The filter's choices only: without them the list still shows.
        ...(seen.ok && { statuses: seen.value }),
        problem: result.ok ? undefined : result.error.message,
      });
    },
    openClaim: async (id) => {
      set({ ...closedClaim, openId: id });
      await get().rereadClaim();
    },
    rereadClaim: async () => {
      const { openId } = get();
      if (openId === undefined || get().deleted) return;
      const result = await callOp('claims.get', { id: openId });
      if (get().openId !== openId) return;
      if (result.ok) set({ claim: result.value, claimProblem: undefined });
      else set({ claimProblem: result.error.message });
      if (result.ok) followUp(result.value);
    },
    claimChanged: (view) => {
      set({ claim: view, claimProblem: undefined, failed: undefined });
      followUp(view);
      void get().reload();
    },
    sendAgain: (operation) => {
      const id = get().openId;
      return id === undefined ? Promise.resolve() : act('sendAgain', () => callOp(operation, { id }));
    },
    resolveInDoubt: (resolution) => {
      const id = get().openId;
      return id === undefined
        ? Promise.resolve()
        : act('resolve', () => callOp('claims.resolveInDoubt', { id, resolution }));
    },
    resubmit: async () => {
      const id = get().openId;
      if (id === undefined) return undefined;
      set({ acting: 'resubmit' });
      const result = await callOp('followUp.resubmit', { id });
      set({ acting: undefined });
      if (result.ok) return result.value.id;
      set({ failed: { action: 'resubmit', message: result.error.message } });
      return undefined;
    },
    draftDeleted: () => {
      set({ deleted: true });
      void get().reload();
    },
    lookUpRemote: async (by, value) => {
      if (value.trim() === '') {
        set((state) => ({ remote: { ...state.remote, problem: { kind: 'no-number' } } }));
        return;
      }
      set((state) => ({ remote: { ...state.remote, busy: true } }));
      const result = await callOp('claims.remote', by === 'batchNo' ? { batchNo: value } : { claimNo: value });
      set({
        remote: {
          busy: false,
          found: result.ok ? result.value : undefined,
          problem: result.ok
            ? undefined
            : result.error.code === 'offline'
              ? { kind: 'offline' }
              : { kind: 'failed', text: result.error.message },
        },
      });
    },
  };
});

/** The error of one action on the open claim, if that is what failed last. */
export const failureOf = (state: Pick<OutboxState, 'failed'>, action: ClaimAction): string | undefined =>
  state.failed?.action === action ? state.failed.message : undefined;
