/**
 * The claim editor's state: the draft, which checks to show (only broken limits until
 * staff first try to save or queue, then all, live), the core's own field errors from the
 * last attempt, and the outcome in words. A saved claim keeps its id, so every
 * later save updates it instead of making a copy.
 *
 * Nothing typed is lost. The core keeps the claim being written as typed
 * (claims.stashDraft): a moment after every change, and at once when staff
 * leave the screen or the page goes away. Opening the Claim screen with nothing
 * asked for comes back to it. Opening another claim, a new one, or one for an
 * authorization first saves the work in progress as a draft claim when it has
 * unsaved changes; when it cannot be saved as it is (a price half typed), the
 * editor stays on it and says so.
 *
 * One visit, one claim being written: opening the editor for an authorization whose visit already has a draft
 * (claims.draftFor) opens that draft, and says so, rather than a blank claim that would invite a second one.
 *
 * A claim on its way to the insurer (waiting, being sent, sent, or in doubt) is shown read-only with its live
 * state, read again whenever the sync status changes; "Edit" takes one still waiting back to a draft.
 *
 * Limits that typing on cannot mend (shared/domain/input-limits.ts) show as staff type, from the start.
 * The checks before sending (shared/domain/claim-checks.ts) run as staff type, on the facts the core reads
 * (use-claim-facts.ts): what is still missing ("Ready to send") and the warnings with the cover. Queueing a
 * claim with warnings first asks staff to send anyway with a reason; the core asks the same when it finds
 * warnings the page did not show yet (`needs-confirmation`).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  EDITABLE_CLAIM_STATES,
  type ClaimOnAuthorization,
  type ClaimView,
  type FieldError,
} from '../../../shared/domain/claims';
import type { OperationError } from '../../../shared/ops/define';
import {
  claimWarnings,
  coverOf,
  DEFAULT_QUANTITY_THRESHOLD,
  type SendAnyway,
} from '../../../shared/domain/claim-checks';
import type { Language } from '../../../shared/i18n/languages';
import { useFormat } from '../../i18n';
import { isLimitProblem } from '../../../shared/domain/input-limits';
import { useNavigation } from '../../stores/navigation';
import { deskToday } from '../../i18n/desk-zone';
import { useSettings } from '../../stores/settings';
import { claimsModel } from './claims-model';
import { missingParts, type ChecklistPart } from './ready-checklist';
import { useClaimFacts } from './use-claim-facts';
import {
  checkDraft,
  checkForQueue,
  emptyDraft,
  fromClaimView,
  fromEditorDraft,
  editableInEditor,
  hasContent,
  toClaimInput,
  toEditorDraft,
  type ClaimDraft,
  blankLineNumbers,
} from './editor-model';

/**
 * What the last action came to, as data worded on screen (so it follows a change of language): a claim
 * saved or queued with its batch and total, the work in progress kept as a draft or not keepable, or a
 * refusal with how many problems are shown by their fields, the core's own words and the insurer's, and the
 * claim its authorization already has when that is why (to open it).
 */
export type EditorOutcome =
  | {
      readonly tone: 'success';
      readonly kind: 'saved' | 'queued';
      readonly batchNo: string;
      readonly total: string;
      /** Queued, and held for its referral letter. */
      readonly held?: boolean;
      /** The blank rows left out of what was saved, by their line numbers (said, never dropped silently). */
      readonly leftOut?: readonly number[];
    }
  | { readonly tone: 'success'; readonly kind: 'keptAsDraft' | 'backToDraft' | 'deleted' }
  /** Opened for an authorization: its visit's draft, saved before, is what is shown. */
  | { readonly tone: 'info'; readonly kind: 'draftFound' }
  | { readonly tone: 'error'; readonly kind: 'cannotKeep' }
  | {
      readonly tone: 'error';
      readonly kind: 'refused';
      /** The core's sentence; none when the editor's own checks refused. */
      readonly message?: string;
      readonly problems: number;
      /** The parts of the checklist not done, named by the refusal. */
      readonly missing?: readonly ChecklistPart[];
      readonly serviceMessages?: readonly string[];
      readonly otherClaim?: ClaimOnAuthorization;
    };

export interface EditorOpenWith {
  readonly claimId?: string | undefined;
  readonly authorizationNo?: string | undefined;
}

/** How long after the last change the claim being written is handed to the core. */
export const STASH_DELAY_MS = 500;

function failure(error: OperationError): EditorOutcome {
  return {
    tone: 'error',
    kind: 'refused',
    message: error.message,
    problems: error.fields?.length ?? 0,
    ...(error.serviceMessages ? { serviceMessages: error.serviceMessages } : {}),
    ...(error.claim ? { otherClaim: error.claim } : {}),
  };
}

// A new object each time: the editor moves the focus when the outcome changes (ClaimsScreen).
const keptAsDraft = (): EditorOutcome => ({ tone: 'success', kind: 'keptAsDraft' });
const cannotKeep = (): EditorOutcome => ({ tone: 'error', kind: 'cannotKeep' });
const draftFoundNote = (): EditorOutcome => ({ tone: 'info', kind: 'draftFound' });

/** The claim as the core has it now; undefined for a claim never saved, or gone. */
async function claimOf(id: string | undefined): Promise<ClaimView | undefined> {
  if (id === undefined) return undefined;
  const claim = await claimsModel.claim(id);
  return claim.ok ? claim.value : undefined;
}

/**
 * Saves the work in progress as a draft claim when it has unsaved changes worth keeping. Answers whether
 * staff may move on: true when nothing needed saving, it was saved, or its claim can no longer change.
 */
async function keepWorkInProgress(
  draft: ClaimDraft,
  unsaved: boolean,
  language: Language,
): Promise<'nothing' | 'kept' | 'blocked'> {
  if (!unsaved || !hasContent(draft)) return 'nothing';
  if (checkDraft(draft, language).length > 0) return 'blocked';
  const saved = await claimsModel.save(toClaimInput(draft, language));
  if (saved.ok) return 'kept';
  // Sent since (or gone): nothing of it can change any more, so nothing is lost by moving on.
  return saved.error.code === 'claim-locked' || saved.error.code === 'not-found' ? 'nothing' : 'blocked';
}

export function useClaimEditor(openWith: EditorOpenWith) {
  const today = deskToday();
  // Prices are read as the language on screen writes amounts; the loading below reads it without reloading.
  const { language } = useFormat();
  const languageNow = useRef(language);
  languageNow.current = language;
  const [draft, setDraft] = useState<ClaimDraft>(() => emptyDraft(today, openWith.authorizationNo));
  const [unsaved, setUnsaved] = useState(false);
  const [ready, setReady] = useState(false);
  /** The saved claim being shown, as the core last gave it (its state, claim number, why it needs attention). */
  const [claim, setClaim] = useState<ClaimView | undefined>();
  const [attempt, setAttempt] = useState<'draft' | 'queue' | undefined>();
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const [outcome, setOutcome] = useState<EditorOutcome | undefined>();
  const [busy, setBusy] = useState<'loading' | 'saving' | undefined>();
  /** The warnings staff are asked to send anyway, while they are asked. */
  const [confirming, setConfirming] = useState<readonly FieldError[] | undefined>();
  const goTo = useNavigation((navigation) => navigation.goTo);

  /** Shows `next`, the saved claim it is (if any), and whether it has changes not saved as a claim. */
  const show = useCallback((next: ClaimDraft, saved: ClaimView | undefined, isUnsaved: boolean): void => {
    setDraft(next);
    setClaim(saved);
    setUnsaved(isUnsaved);
    setAttempt(undefined);
    setServerErrors([]);
    setConfirming(undefined);
  }, []);

  const { claimId, authorizationNo } = openWith;
  useEffect(() => {
    // An object, not a boolean: the cleanup below changes it while the loading awaits.
    const opening = { current: true };
    setReady(false);
    setOutcome(undefined);
    setBusy('loading');
    const finish = (note: EditorOutcome | undefined): void => {
      setOutcome(note);
      setBusy(undefined);
      setReady(true);
    };
    void (async () => {
      const stashed = await claimsModel.stashedDraft();
      const kept = stashed.ok ? (stashed.value ?? undefined) : undefined;
      const keptDraft = kept && fromEditorDraft(kept);
      // For an authorization: the draft its visit already has, if any, is the claim asked for.
      const found =
        claimId === undefined && authorizationNo !== undefined
          ? await claimsModel.draftFor(authorizationNo)
          : undefined;
      const draftFound = found?.ok ? (found.value?.id ?? undefined) : undefined;
      const wanted = claimId ?? draftFound;
      // Is the work in progress what is asked for: a claim by id, the claim for an authorization, or anything?
      const same =
        keptDraft !== undefined &&
        (claimId !== undefined
          ? keptDraft.id === claimId
          : authorizationNo === undefined ||
            (keptDraft.authorizationNo === authorizationNo &&
              (keptDraft.id === undefined || keptDraft.id === draftFound)));
      if (kept && keptDraft && same) {
        const keptClaim = await claimOf(keptDraft.id);
        if (!opening.current) return;
        // Back to the claim being written; one already sent (nothing left to change) gives way to a new claim.
        const done = keptClaim !== undefined && !EDITABLE_CLAIM_STATES.includes(keptClaim.state) && !kept.unsaved;
        if (done && claimId === undefined) show(emptyDraft(deskToday(), authorizationNo), undefined, false);
        else show(keptDraft, keptClaim, kept.unsaved);
        finish(undefined);
        return;
      }
      let note: EditorOutcome | undefined;
      if (kept && keptDraft) {
        const moved = await keepWorkInProgress(keptDraft, kept.unsaved, languageNow.current);
        if (moved === 'blocked') {
          const keptClaim = await claimOf(keptDraft.id);
          if (!opening.current) return;
          show(keptDraft, keptClaim, true);
          finish(cannotKeep());
          return;
        }
        if (moved === 'kept') note = keptAsDraft();
      }
      if (wanted === undefined) {
        if (!opening.current) return;
        show(emptyDraft(deskToday(), authorizationNo), undefined, false);
        finish(note);
        return;
      }
      const opened = await claimsModel.claim(wanted);
      if (!opening.current) return;
      if (opened.ok) show(fromClaimView(opened.value, languageNow.current), opened.value, false);
      finish(opened.ok ? (note ?? (claimId === undefined ? draftFoundNote() : undefined)) : failure(opened.error));
    })();
    return () => {
      opening.current = false;
    };
  }, [claimId, authorizationNo, show]);

  // The claim being written goes to the core a moment after each change, and at once when the editor goes.
  const latest = useRef({ draft, unsaved, ready });
  latest.current = { draft, unsaved, ready };
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stash = useCallback(async (): Promise<void> => {
    clearTimeout(pending.current);
    pending.current = undefined;
    const { draft: kept, unsaved: changed, ready: loaded } = latest.current;
    if (loaded) await claimsModel.stashDraft(toEditorDraft(kept, changed));
  }, []);
  const stashNow = useCallback((): void => void stash(), [stash]);
  useEffect(() => {
    if (!ready) return;
    clearTimeout(pending.current);
    pending.current = setTimeout(stashNow, STASH_DELAY_MS);
  }, [draft, unsaved, ready, stashNow]);
  useEffect(() => {
    window.addEventListener('pagehide', stashNow);
    return () => {
      window.removeEventListener('pagehide', stashNow);
      if (pending.current !== undefined) stashNow();
    };
  }, [stashNow]);

  const queueErrors = useMemo(() => checkForQueue(draft, today, language), [draft, today, language]);
  // Before any try, only what typing on cannot mend (over-long text, a quantity above its maximum): as it is typed.
  const localErrors = useMemo(() => {
    if (attempt === undefined) return checkDraft(draft, language).filter(isLimitProblem);
    return attempt === 'queue' ? queueErrors : checkDraft(draft, language);
  }, [attempt, draft, queueErrors, language]);
  const quantityThreshold = useSettings((settings) => settings.view?.quantityThreshold) ?? DEFAULT_QUANTITY_THRESHOLD;
  const facts = useClaimFacts(
    draft.authorizationNo,
    draft.lines.map((line) => line.tariffId),
    draft.diagnoses.map((diagnosis) => diagnosis.code),
  );
  const claimInput = useMemo(() => toClaimInput(draft, language), [draft, language]);
  const warnings = useMemo(
    () => claimWarnings(claimInput, facts, { quantityThreshold }),
    [claimInput, facts, quantityThreshold],
  );
  const cover = useMemo(() => coverOf(claimInput.lines, facts), [claimInput, facts]);
  const errors = useMemo(() => [...localErrors, ...serverErrors], [localErrors, serverErrors]);

  const update = useCallback((change: (draft: ClaimDraft) => ClaimDraft) => {
    setDraft(change);
    setUnsaved(true);
    setOutcome(undefined);
    setConfirming(undefined);
  }, []);

  /**
   * Saves the claim, or saves and queues it (with warnings, queueing first asks staff to send anyway); the
   * claim as saved, or undefined when it was not.
   */
  const save = async (queue: boolean, sendAnyway?: SendAnyway): Promise<ClaimView | undefined> => {
    const mode = queue ? 'queue' : 'draft';
    setAttempt(mode);
    setServerErrors([]);
    const found = queue ? checkForQueue(draft, today, language) : checkDraft(draft, language);
    if (found.length > 0) {
      const missing = queue ? missingParts(found) : [];
      setOutcome({ tone: 'error', kind: 'refused', problems: found.length, ...(missing.length > 0 && { missing }) });
      return undefined;
    }
    if (queue && !sendAnyway && warnings.length > 0) {
      setOutcome(undefined);
      setConfirming(warnings);
      return undefined;
    }
    setConfirming(undefined);

    setBusy('saving');
    const leftOut = blankLineNumbers(draft);
    const saved = await claimsModel.save(toClaimInput(draft, language));
    let result = saved;
    if (saved.ok) {
      setDraft((current) => ({ ...current, id: saved.value.id }));
      setUnsaved(false);
      if (queue) result = await claimsModel.queue({ id: saved.value.id, ...(sendAnyway && { sendAnyway }) });
    }
    setBusy(undefined);
    if (!result.ok && result.error.code === 'needs-confirmation') {
      setConfirming(result.error.fields ?? []);
      return undefined;
    }
    if (!result.ok) {
      setServerErrors(result.error.fields ?? []);
      setOutcome(failure(result.error));
      return undefined;
    }
    const view = result.value;
    show(fromClaimView(view, language), view, false);
    setOutcome({
      tone: 'success',
      kind: queue ? 'queued' : 'saved',
      batchNo: view.batchNo,
      total: view.amountText,
      held: view.waitingOnDocument,
      ...(leftOut.length > 0 && { leftOut }),
    });
    return view;
  };

  /**
   * The claim a document is attached to: documents belong to a saved claim, so a claim never saved (or with
   * changes not saved) is saved as a draft first, with the words and field errors of any save; undefined when
   * it could not be.
   */
  const saveForDocuments = async (): Promise<string | undefined> => {
    if (draft.id !== undefined && !unsaved) return draft.id;
    return (await save(false))?.id;
  };

  /** The claim read again after its documents changed (its referral letter, its hold), keeping what is typed. */
  const documentsChanged = async (id: string): Promise<void> => {
    const now = await claimOf(id);
    if (now) setClaim(now);
  };

  const startNew = async (): Promise<void> => {
    setBusy('saving');
    const moved = await keepWorkInProgress(draft, unsaved, language);
    setBusy(undefined);
    if (moved === 'blocked') {
      setOutcome(cannotKeep());
      return;
    }
    show(emptyDraft(today), undefined, false);
    setOutcome(moved === 'kept' ? keptAsDraft() : undefined);
  };

  /** After "Delete draft": a new empty claim, and words that say the draft went. */
  const draftDeleted = (): void => {
    show(emptyDraft(today), undefined, false);
    setOutcome({ tone: 'success', kind: 'deleted' });
  };

  /**
   * "Edit" on a claim waiting to be sent: back to a draft to change. Refused when it started being sent
   * meanwhile: the core's words, and the claim read again so its state on screen is the one that refused.
   */
  const backToDraft = async (): Promise<void> => {
    if (!claim) return;
    setBusy('saving');
    const result = await claimsModel.backToDraft(claim.id);
    const now = result.ok ? result.value : await claimOf(claim.id);
    setBusy(undefined);
    if (now) show(fromClaimView(now, languageNow.current), now, false);
    setOutcome(result.ok ? { tone: 'success', kind: 'backToDraft' } : failure(result.error));
  };

  /**
   * Opens another claim in this editor: the work in progress reaches the core first (the editor stays mounted,
   * so nothing else hands it over), and what the core keeps is never older than what is on screen.
   */
  const openClaim = async (id: string): Promise<void> => {
    await stash();
    goTo('claim', { claimId: id });
  };

  // A claim on its way: what the sync engine does with it shows as it happens.
  const editable = claim === undefined || editableInEditor(claim);
  const followed = editable ? undefined : claim.id;
  useEffect(() => {
    if (followed === undefined) return;
    let current = true;
    const stop = claimsModel.onSyncChanged(() => {
      void claimOf(followed).then((now) => {
        if (current && now) show(fromClaimView(now, languageNow.current), now, false);
      });
    });
    return () => {
      current = false;
      stop();
    };
  }, [followed, show]);

  return {
    draft,
    today,
    claim,
    editable,
    errors,
    queueErrors,
    warnings,
    cover,
    tariffs: facts.tariffs,
    confirming,
    cancelConfirming: () => setConfirming(undefined),
    outcome,
    busy,
    update,
    save,
    saveForDocuments,
    documentsChanged,
    startNew,
    openClaim,
    backToDraft,
    draftDeleted,
  };
}

export type ClaimEditor = ReturnType<typeof useClaimEditor>;
