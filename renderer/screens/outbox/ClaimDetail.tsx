/**
 * One local claim: what the service said, what staff can do about it, its documents, and printing. Opening a
 * sent claim asks for its batch to be read back (the status follow-up) and counts as looking at what the
 * insurer said of it.
 */
import { EDITABLE_CLAIM_STATES } from '../../../shared/domain/claims';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { Trans, useFormat, useTranslation } from '../../i18n';
import { useNavigation } from '../../stores/navigation';
import { PrintClaimButton } from '../print/PrintClaimButton';
import { CLAIM_STATE_KEYS } from './claim-states';
import { DeleteDraft } from '../../components/DeleteDraft';
import { DocumentsPanel } from './DocumentsPanel';
import { ReferralLetterNotice } from './ReferralLetterNotice';
import { InsurerPanel } from './InsurerStatus';
import { AttentionNote } from './AttentionNote';
import { ResolveInDoubt } from './ResolveInDoubt';
import { failureOf, outboxModel, recordedOtherwise, useOutbox } from './outbox-model';

export function ClaimDetail() {
  const { t } = useTranslation(['outbox', 'common']);
  const format = useFormat();
  const goTo = useNavigation((state) => state.goTo);
  const { claim, claimProblem, deleted, acting, revision } = useOutbox();
  const { sendAgain, claimChanged, rereadClaim, draftDeleted } = useOutbox();
  const problem = useOutbox((state) => failureOf(state, 'sendAgain')) ?? claimProblem;
  const busy = acting === 'sendAgain';

  if (deleted) return <Notice tone="success">{t('deleteDraft.done')}</Notice>;
  if (!claim) return problem ? <Notice tone="error">{problem}</Notice> : <p role="status">{t('detail.opening')}</p>;
  const needsAttention = claim.state === 'needs-attention';
  const editable = EDITABLE_CLAIM_STATES.includes(claim.state);
  const recorded = recordedOtherwise(claim);
  const none = t('common:none');

  return (
    <section className="claim-detail" aria-labelledby="claim-detail-heading">
      <h3 id="claim-detail-heading">
        {t('detail.heading', {
          member: claim.memberName || t('detail.claim'),
          state: t(CLAIM_STATE_KEYS[claim.state]),
        })}
      </h3>
      <p>
        <Trans
          t={t}
          i18nKey="detail.facts"
          values={{
            authorizationNo: claim.authorizationNo || none,
            date: claim.attendanceDate ? format.date(claim.attendanceDate) : none,
            batchNo: claim.batchNo || t('detail.batchWhenQueued'),
            total: claim.amountText,
          }}
          components={{ money: <span className="money" /> }}
        />
        {claim.claimNo && t('detail.factsClaimNo', { claimNo: claim.claimNo })}
      </p>
      {claim.by !== null && <p className="claim-by">{t('detail.by', { name: claim.by })}</p>}
      {recorded !== undefined && (
        <Notice tone="warn" title={t('detail.recordedTitle')}>
          <p>{t('detail.recorded', { recorded, total: claim.amountText })}</p>
        </Notice>
      )}
      {claim.attention ? (
        // Its reason holds its messages and review reason alike.
        <Notice tone="error" title={t('detail.saidTitle')}>
          <AttentionNote attention={claim.attention} />
        </Notice>
      ) : (
        <>
          {claim.reviewReason && <Notice tone="warn">{claim.reviewReason}</Notice>}
          {claim.messages.length > 0 && (
            <Notice tone="info" title={t('detail.messagesTitle')}>
              <ul className="service-messages">
                {claim.messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </Notice>
          )}
        </>
      )}
      <ReferralLetterNotice claim={claim} onChanged={claimChanged} />
      {(claim.state === 'submitted' || claim.resubmitOf) && <InsurerPanel claim={claim} />}
      {claim.outcomeUnknown && needsAttention && <ResolveInDoubt />}
      <div className="actions">
        {editable && (
          <Button
            variant={needsAttention ? 'primary' : 'secondary'}
            onClick={() => goTo('claim', { claimId: claim.id })}
          >
            {t('detail.edit')}
          </Button>
        )}
        {needsAttention && !claim.outcomeUnknown && claim.lookAlikes.length > 0 && (
          <Button busy={busy} onClick={() => void sendAgain('claims.differentVisit')}>
            {t('detail.differentVisit')}
          </Button>
        )}
        {needsAttention && !claim.outcomeUnknown && claim.lookAlikes.length === 0 && (
          <Button busy={busy} onClick={() => void sendAgain('claims.requeue')}>
            {t('detail.sendAgain')}
          </Button>
        )}
        <PrintClaimButton claim={claim} />
        <PrintClaimButton claim={claim} paper="receipt" />
        {claim.state === 'draft' && (
          <DeleteDraft claimId={claim.id} deleteDraft={outboxModel.deleteDraft} onDeleted={draftDeleted} />
        )}
      </div>
      {problem && <Notice tone="error">{problem}</Notice>}
      <DocumentsPanel
        claimId={claim.id}
        refreshKey={revision}
        referralLetter={claim.referralLetter}
        onChanged={() => void rereadClaim()}
      />
    </section>
  );
}
