/**
 * The claim editor: one visit's claim, saved as a draft or queued for sending; works offline. Two columns, so a
 * typical claim fits a 1366×768 screen: who and when (authorization, date, batch, doctor, complaint) on the
 * left, what (diagnoses, items, total) on the right; under them the actions, kept in view on any screen.
 *
 * The focus follows the work: the doctor when the editor opens for an authorization ("Add doctor" while none is
 * saved), the complaint once a doctor
 * is added, the first field to correct after a refused save, "Sync now" once the claim is queued
 * (it goes out with the next sync; "New claim" when that cannot be pressed), the heading
 * once "Edit" or "Delete draft" has answered, "Queue for sending" when staff go back from "send anyway". After
 * a document is attached, a diagnosis entered, and on "New claim", it moves on to the next empty field to fill
 * (`nextToFill`), or "Queue for sending" when none is left.
 *
 * A claim on its way to the insurer is read-only with its live state (ClaimOnItsWay); a saved draft can be
 * deleted from here, after which the editor starts a new claim.
 *
 * Documents are attached here while the claim is a draft (and after, while the core takes them): a claim never
 * saved is saved as a draft first, since a document belongs to a saved claim. A claim on a Referral benefit says
 * when its referral letter is missing, and offers to send it without.
 *
 * One visit, one claim: queueing a claim on an authorization that already has one is refused by the core, and
 * the refusal offers to open that claim.
 *
 * Checks before sending: "Ready to send" beside the actions (what is missing, the warnings with their figures);
 * queueing a claim with warnings asks for a reason to send it anyway in place of the actions.
 */
import { useState } from 'react';
import { characterCount, CLAIM_TEXT_MAX } from '../../../shared/domain/input-limits';
import { isPreAuth } from '../../../shared/domain/claim-checks';
import { CLAIM_STATE_KEYS } from '../outbox/claim-states';
import { DocumentsPanel } from '../outbox/DocumentsPanel';
import { ReferralLetterNotice } from '../outbox/ReferralLetterNotice';
import { Button } from '../../components/Button';
import { DeleteDraft } from '../../components/DeleteDraft';
import { Field, FieldFrame } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { Trans, useTranslation } from '../../i18n';
import { useProblemWords } from '../../i18n/problem-words';
import { useNavigation } from '../../stores/navigation';
import { useSettings } from '../../stores/settings';
import { useFocusOn } from '../use-focus-on';
import { AuthorizationPicker } from './AuthorizationPicker';
import { batchHint } from './batch-hint';
import { ClaimOnItsWay } from './ClaimOnItsWay';
import { DiagnosesEditor } from './DiagnosesEditor';
import { DoctorPicker } from './DoctorPicker';
import { errorsByField } from './editor-model';
import { LinesEditor } from './LinesEditor';
import { ReadyToSend } from './ReadyToSend';
import { SendAnywayForm } from './SendAnywayForm';
import { TypedDateField } from './TypedDateField';
import { claimsModel } from './claims-model';
import { PrintClaimButton } from '../print/PrintClaimButton';
import { useClaimEditor, type EditorOutcome } from './use-claim-editor';
import './claims.css';

const firstToCorrect = (editor: HTMLElement): HTMLElement | null =>
  editor.querySelector<HTMLElement>('[aria-invalid="true"]');

/** A claim just queued goes out with the next sync: "Sync now" (the status bar's) when it can be pressed. */
function syncNowOr(newClaim: HTMLButtonElement): HTMLElement {
  const syncNow = newClaim.ownerDocument.querySelector<HTMLButtonElement>('.sync-now');
  return syncNow && !syncNow.disabled ? syncNow : newClaim;
}

/** The fields a claim needs filled, in the page's order. */
const TO_FILL = [
  '.claim-authorization select',
  '.claim-doctor select',
  '.claim-complaint textarea',
  '.claim-diagnoses input[role="combobox"]',
  '.claim-lines input[role="combobox"]',
].join(', ');

const followsOn = (from: Element | undefined, element: Element): boolean =>
  from === undefined || (from.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

/**
 * The next thing to do after `from` (the whole claim when undefined): its first empty field further on, else
 * "Queue for sending". Nothing when staff have meanwhile moved elsewhere (the focus is not on the page body
 * nor inside `from`): the focus is not taken from under their typing.
 */
function nextToFill(from: Element | undefined): (editor: HTMLElement) => HTMLElement | null {
  return (editor) => {
    const focused = editor.ownerDocument.activeElement;
    if (focused !== null && focused !== editor.ownerDocument.body && !(from?.contains(focused) ?? false)) return null;
    const empty = [
      ...editor.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(TO_FILL),
    ].find((field) => !field.disabled && field.value.trim() === '' && followsOn(from, field));
    return empty ?? editor.querySelector<HTMLElement>('.claim-queue');
  };
}

/** The outcome's sentence in the language on screen. */
function useOutcomeWords(): (outcome: EditorOutcome) => string {
  const { t } = useTranslation(['claims', 'outbox']);
  return (outcome) => {
    switch (outcome.kind) {
      case 'queued':
      case 'saved': {
        const done =
          outcome.kind === 'saved'
            ? t('outcome.saved', { total: outcome.total })
            : t(outcome.held ? 'outcome.queuedHeld' : 'outcome.queued', {
                batchNo: outcome.batchNo,
                total: outcome.total,
              });
        const leftOut = outcome.leftOut ?? [];
        return leftOut.length === 0
          ? done
          : `${done} ${t('outcome.leftOut', { count: leftOut.length, lines: leftOut.join(', ') })}`;
      }
      case 'keptAsDraft':
        return t('outcome.keptAsDraft');
      case 'draftFound':
        return t('outcome.draftFound');
      case 'backToDraft':
        return t('outcome.backToDraft');
      case 'deleted':
        return t('outbox:deleteDraft.done');
      case 'cannotKeep':
        return t('outcome.cannotKeep');
      case 'refused': {
        const correct = outcome.problems > 0 ? t('outcome.correct', { count: outcome.problems }) : undefined;
        const missing =
          outcome.missing &&
          t('outcome.missing', { parts: outcome.missing.map((part) => t(`ready.part.${part}`)).join(', ') });
        return [outcome.message, missing, correct].filter(Boolean).join(' ');
      }
    }
  };
}

export function ClaimsScreen() {
  // `checks`: a claim's rules (the first screen does not carry them), in before the editor says any.
  const { t } = useTranslation(['claims', 'outbox', 'checks']);
  const problemWords = useProblemWords();
  const outcomeWords = useOutcomeWords();
  const params = useNavigation((state) => state.params);
  const batchRule = useSettings((state) => state.view?.batchRule);
  const editor = useClaimEditor({ claimId: params.claimId, authorizationNo: params.authorizationNo });
  const { draft, update, editable, outcome, claim } = editor;
  const [doctorsAdded, setDoctorsAdded] = useState(0);
  const byField = errorsByField(editor.errors, problemWords);
  const errorOf = (field: string): string | undefined => byField.get(field)?.join(' ');
  const warningsByField = errorsByField(editor.warnings, problemWords);
  const warningOf = (field: string): string | undefined => warningsByField.get(field)?.join(' ');
  const doctorError = [...byField].filter(([field]) => field.startsWith('doctor')).flatMap(([, messages]) => messages);
  const locked = !editable || editor.busy !== undefined;
  const otherClaim = outcome?.kind === 'refused' ? outcome.otherClaim : undefined;

  const opened = editor.busy !== 'loading';
  const doctorNext = opened && params.authorizationNo !== undefined && draft.doctor.name === '';
  const complaint = useFocusOn<HTMLTextAreaElement>(doctorsAdded || undefined);
  const section = useFocusOn<HTMLElement>(outcome?.tone === 'error' ? outcome : undefined, firstToCorrect);
  const newClaim = useFocusOn<HTMLButtonElement>(
    outcome?.tone === 'success' && claim?.state === 'queued' ? outcome : undefined,
    syncNowOr,
  );
  // "Edit" and "Delete draft" are gone once answered (so is "Edit" when the claim started being sent meanwhile).
  const answered =
    outcome?.kind === 'backToDraft' || outcome?.kind === 'deleted' || (!editable && outcome?.tone === 'error');
  const heading = useFocusOn<HTMLHeadingElement>(answered ? outcome : undefined);
  // Back from "send anyway" (its form, which had the focus, is gone): to "Queue for sending" again.
  const [backFromSendAnyway, setBackFromSendAnyway] = useState(0);
  const queue = useFocusOn<HTMLButtonElement>(backFromSendAnyway || undefined);
  // On from a step done (a new object each time): where it was done, or undefined for the whole claim.
  const [movedOn, setMovedOn] = useState<{ readonly from: Element | undefined }>();
  useFocusOn(movedOn, nextToFill(movedOn?.from), section);

  return (
    <section ref={section} className="claim-editor" aria-labelledby="claim-heading">
      <div className="claim-editor-head">
        <h2 ref={heading} id="claim-heading" className="screen-heading" tabIndex={-1}>
          {draft.id ? t('heading.edit') : t('heading.new')}
        </h2>
        {claim && (
          <p className="claim-state">
            <Trans
              t={t}
              i18nKey="state"
              values={{ state: t(`outbox:${CLAIM_STATE_KEYS[claim.state]}`) }}
              components={{ strong: <strong /> }}
            />
            {draft.memberName ? ` · ${draft.memberName}` : ''}
          </p>
        )}
      </div>
      {claim && !editable && (
        <ClaimOnItsWay claim={claim} busy={editor.busy === 'saving'} onEdit={() => void editor.backToDraft()} />
      )}
      {claim && <ReferralLetterNotice claim={claim} onChanged={(view) => void editor.documentsChanged(view.id)} />}
      {editor.busy === 'loading' && <p role="status">{t('opening')}</p>}

      <div className="claim-columns">
        <div className="claim-column">
          <AuthorizationPicker
            value={draft.authorizationNo}
            error={errorOf('authorizationNo')}
            disabled={locked}
            claimId={draft.id}
            onOpenClaim={(id) => void editor.openClaim(id)}
            onChoose={(chosen) =>
              update((current) => ({
                ...current,
                authorizationNo: chosen.authorizationNo,
                cardNo: chosen.cardNo,
                memberName: chosen.memberName,
              }))
            }
          />
          <div className="row claim-when">
            <TypedDateField
              label={t('attendanceDate')}
              value={draft.attendanceDate}
              disabled={locked}
              error={errorOf('attendanceDate')}
              onChange={(attendanceDate) => update((current) => ({ ...current, attendanceDate }))}
            />
            <Field
              label={t('batchNo')}
              className="claim-batch"
              value={draft.batchNo}
              disabled={locked}
              hint={batchHint(batchRule, t)}
              error={errorOf('batchNo')}
              count={characterCount(draft.batchNo, CLAIM_TEXT_MAX.batchNo)}
              onChange={(event) => update((current) => ({ ...current, batchNo: event.target.value }))}
            />
          </div>
          <DoctorPicker
            value={draft.doctor}
            disabled={locked}
            error={doctorError.length > 0 ? doctorError.join(' ') : undefined}
            focusKey={doctorNext ? `doctor for ${params.authorizationNo ?? ''}` : undefined}
            onChoose={(doctor) => update((current) => ({ ...current, doctor }))}
            onAdded={() => setDoctorsAdded((count) => count + 1)}
          />
          <FieldFrame
            label={t('complaint')}
            className="claim-complaint"
            error={errorOf('complain')}
            count={characterCount(draft.complain, CLAIM_TEXT_MAX.complain)}
          >
            {(ids) => (
              <textarea
                {...ids}
                ref={complaint}
                rows={2}
                value={draft.complain}
                disabled={locked}
                onChange={(event) => update((current) => ({ ...current, complain: event.target.value }))}
              />
            )}
          </FieldFrame>
          <DocumentsPanel
            claimId={draft.id}
            refreshKey={claim}
            referralLetter={claim?.referralLetter}
            prepare={editor.saveForDocuments}
            onChanged={(id) => void editor.documentsChanged(id)}
            onAttached={(panel) => setMovedOn({ from: panel })}
          />
        </div>

        <div className="claim-column">
          <DiagnosesEditor
            diagnoses={draft.diagnoses}
            errorOf={errorOf}
            disabled={locked}
            onChange={(diagnoses) => update((current) => ({ ...current, diagnoses }))}
            onNext={(field) => setMovedOn({ from: field })}
          />
          <LinesEditor
            lines={draft.lines}
            errorOf={errorOf}
            warningOf={warningOf}
            disabled={locked}
            onChange={(lines) => update((current) => ({ ...current, lines }))}
            tariffs={editor.tariffs}
            cover={editor.cover}
          />
          {/* Where the insurer's approval of the pre-auth items is written down, once there is such an item. */}
          {(draft.lines.some((line) => isPreAuth(editor.tariffs[line.tariffId])) ||
            (draft.preAuthorizationNo ?? '') !== '') && (
            <Field
              className="claim-pre-authorization"
              label={t('lines.preAuthorizationNo')}
              hint={t('lines.preAuthorizationHint')}
              value={draft.preAuthorizationNo ?? ''}
              maxLength={64}
              disabled={locked}
              error={errorOf('preAuthorizationNo')}
              onChange={(event) => update((current) => ({ ...current, preAuthorizationNo: event.target.value }))}
            />
          )}
          {/* While "send anyway" lists the warnings, the checklist does not list them twice. */}
          {editable && (
            <ReadyToSend
              problems={editor.queueErrors}
              warnings={editor.confirming ? [] : editor.warnings}
              referralLetter={claim?.referralLetter}
            />
          )}
          {outcome && (
            <Notice tone={outcome.tone}>
              <p>{outcomeWords(outcome)}</p>
              {outcome.kind === 'refused' && outcome.serviceMessages && (
                <ul>
                  {outcome.serviceMessages.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              )}
              {otherClaim && (
                <Button onClick={() => void editor.openClaim(otherClaim.id)}>{t('openOtherClaim')}</Button>
              )}
            </Notice>
          )}
          {editable && editor.confirming && (
            <SendAnywayForm
              warnings={editor.confirming}
              busy={editor.busy === 'saving'}
              onSend={(reason) => void editor.save(true, { reason })}
              onBack={() => {
                editor.cancelConfirming();
                setBackFromSendAnyway((count) => count + 1);
              }}
            />
          )}
        </div>
      </div>
      {/* Sticks to the bottom of the window: the actions are in reach however long the claim. */}
      <div className="actions claim-actions">
        {editable && !editor.confirming && (
          <>
            <Button onClick={() => void editor.save(false)} disabled={locked} busy={editor.busy === 'saving'}>
              {t('saveDraft')}
            </Button>
            <Button
              ref={queue}
              className="claim-queue"
              variant="primary"
              onClick={() => void editor.save(true)}
              disabled={locked}
              busy={editor.busy === 'saving'}
            >
              {t('queue')}
            </Button>
          </>
        )}
        {/* The claim as saved, on paper, without a trip to the Outbox. */}
        {claim && <PrintClaimButton claim={claim} />}
        {claim && <PrintClaimButton claim={claim} paper="receipt" />}
        <Button
          ref={newClaim}
          onClick={() => void editor.startNew().then(() => setMovedOn({ from: undefined }))}
          disabled={editor.busy !== undefined}
        >
          {t('newClaim')}
        </Button>
        {claim?.state === 'draft' && (
          <DeleteDraft
            key={claim.id}
            claimId={claim.id}
            deleteDraft={claimsModel.deleteDraft}
            onDeleted={editor.draftDeleted}
          />
        )}
      </div>
    </section>
  );
}
