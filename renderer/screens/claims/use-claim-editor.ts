/**
 * The claim editor's state: the draft, which checks to show (none until staff
 * first try to save or queue, then live), the core's own field errors from the
 * last attempt, and the outcome in words. A saved claim keeps its id, so every
 * later save updates it instead of making a copy.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { EDITABLE_CLAIM_STATES, type ClaimState, type FieldError } from '../../../shared/domain/claims';
import type { OperationError } from '../../../shared/ops/define';
import { callOp } from '../../api';
import {
  checkDraft,
  checkForQueue,
  emptyDraft,
  fromClaimView,
  localDate,
  toClaimInput,
  type ClaimDraft,
} from './editor-model';

export type EditorOutcome =
  | { readonly tone: 'success'; readonly text: string }
  | { readonly tone: 'error'; readonly text: string; readonly serviceMessages?: readonly string[] };

export interface EditorOpenWith {
  readonly claimId?: string | undefined;
  readonly authorizationNo?: string | undefined;
}

const problemCount = (count: number): string =>
  count === 1
    ? 'Correct the problem shown next to its field.'
    : `Correct the ${count} problems shown next to their fields.`;

function failure(error: OperationError): EditorOutcome {
  return {
    tone: 'error',
    text: error.fields?.length ? `${error.message} ${problemCount(error.fields.length)}` : error.message,
    ...(error.serviceMessages ? { serviceMessages: error.serviceMessages } : {}),
  };
}

export function useClaimEditor(openWith: EditorOpenWith) {
  const today = localDate(new Date());
  const [draft, setDraft] = useState<ClaimDraft>(() => emptyDraft(today, openWith.authorizationNo));
  const [state, setState] = useState<ClaimState | undefined>();
  const [attempt, setAttempt] = useState<'draft' | 'queue' | undefined>();
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const [outcome, setOutcome] = useState<EditorOutcome | undefined>();
  const [busy, setBusy] = useState<'loading' | 'saving' | undefined>();

  const { claimId, authorizationNo } = openWith;
  useEffect(() => {
    setAttempt(undefined);
    setServerErrors([]);
    setOutcome(undefined);
    setState(undefined);
    if (claimId === undefined) {
      setDraft(emptyDraft(localDate(new Date()), authorizationNo));
      return;
    }
    let current = true;
    setBusy('loading');
    void callOp('claims.get', { id: claimId }).then((result) => {
      if (!current) return;
      setBusy(undefined);
      if (!result.ok) {
        setOutcome(failure(result.error));
        return;
      }
      setDraft(fromClaimView(result.value));
      setState(result.value.state);
    });
    return () => {
      current = false;
    };
  }, [claimId, authorizationNo]);

  const localErrors = useMemo(() => {
    if (attempt === undefined) return [];
    return attempt === 'queue' ? checkForQueue(draft, today) : checkDraft(draft);
  }, [attempt, draft, today]);
  const errors = useMemo(() => [...localErrors, ...serverErrors], [localErrors, serverErrors]);

  const update = useCallback((change: (draft: ClaimDraft) => ClaimDraft) => {
    setDraft(change);
    setOutcome(undefined);
  }, []);

  const save = async (queue: boolean): Promise<void> => {
    const mode = queue ? 'queue' : 'draft';
    setAttempt(mode);
    setServerErrors([]);
    const found = queue ? checkForQueue(draft, today) : checkDraft(draft);
    if (found.length > 0) {
      setOutcome({ tone: 'error', text: problemCount(found.length) });
      return;
    }

    setBusy('saving');
    const saved = await callOp('claims.save', toClaimInput(draft));
    let result = saved;
    if (saved.ok) {
      setDraft((current) => ({ ...current, id: saved.value.id }));
      if (queue) result = await callOp('claims.queue', { id: saved.value.id });
    }
    setBusy(undefined);
    if (!result.ok) {
      setServerErrors(result.error.fields ?? []);
      setOutcome(failure(result.error));
      return;
    }
    const view = result.value;
    setDraft(fromClaimView(view));
    setState(view.state);
    setAttempt(undefined);
    setOutcome({
      tone: 'success',
      text: queue
        ? `Claim queued for sending in batch ${view.batchNo}, total ${view.amountText}. It goes out with the next sync.`
        : `Draft saved, total ${view.amountText}. Queue it when it is complete.`,
    });
  };

  const startNew = (): void => {
    setDraft(emptyDraft(today));
    setState(undefined);
    setAttempt(undefined);
    setServerErrors([]);
    setOutcome(undefined);
  };

  return {
    draft,
    today,
    state,
    editable: state === undefined || EDITABLE_CLAIM_STATES.includes(state),
    errors,
    outcome,
    busy,
    update,
    save,
    startNew,
  };
}

export type ClaimEditor = ReturnType<typeof useClaimEditor>;
