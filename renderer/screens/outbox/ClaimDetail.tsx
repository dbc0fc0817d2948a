/** One local claim: what the service said, what staff can do about it, its documents, and printing. */
import { useEffect, useState } from 'react';
import { EDITABLE_CLAIM_STATES, recordedDifference, type ClaimView } from '../../../shared/domain/claims';
import { callOp } from '../../api';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { useNavigation } from '../../stores/navigation';
import { PrintClaimButton } from '../print/PrintClaimButton';
import { CLAIM_STATE_LABELS } from './claim-states';
import { DocumentsPanel } from './DocumentsPanel';
import { ResolveInDoubt } from './ResolveInDoubt';

interface ClaimDetailProps {
  readonly claimId: string;
  readonly revision: number;
  readonly onChanged: () => void;
}

export function ClaimDetail({ claimId, revision, onChanged }: ClaimDetailProps) {
  const goTo = useNavigation((state) => state.goTo);
  const [claim, setClaim] = useState<ClaimView | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void callOp('claims.get', { id: claimId }).then((result) => {
      if (!current) return;
      if (result.ok) setClaim(result.value);
      setProblem(result.ok ? undefined : result.error.message);
    });
    return () => {
      current = false;
    };
  }, [claimId, revision]);

  const changed = (view: ClaimView): void => {
    setClaim(view);
    setProblem(undefined);
    onChanged();
  };
  const retry = async (): Promise<void> => {
    setBusy(true);
    const result = await callOp('claims.requeue', { id: claimId });
    setBusy(false);
    if (result.ok) changed(result.value);
    else setProblem(result.error.message);
  };

  if (!claim) return problem ? <Notice tone="error">{problem}</Notice> : <p role="status">Opening the claim…</p>;
  const needsAttention = claim.state === 'needs-attention';
  const editable = EDITABLE_CLAIM_STATES.includes(claim.state);
  const difference = recordedDifference(claim);

  return (
    <section className="claim-detail" aria-labelledby="claim-detail-heading">
      <h3 id="claim-detail-heading">
        {claim.memberName || 'Claim'} — {CLAIM_STATE_LABELS[claim.state]}
      </h3>
      <p>
        Authorization {claim.authorizationNo || '—'} · attended {claim.attendanceDate || '—'} · batch{' '}
        {claim.batchNo || 'chosen when queued'} · total <span className="money">{claim.amountText}</span>
        {claim.claimNo && ` · claim number ${claim.claimNo}`}
      </p>
      {difference && (
        <Notice tone="warn" title="Amount recorded by the insurer">
          <p>{difference} Follow it up with the insurer.</p>
        </Notice>
      )}
      {claim.reviewReason && <Notice tone="warn">{claim.reviewReason}</Notice>}
      {claim.messages.length > 0 && (
        <Notice
          tone={needsAttention ? 'error' : 'info'}
          title={needsAttention ? 'The insurer or ClaimDesk said' : 'Messages'}
        >
          <ul className="service-messages">
            {claim.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Notice>
      )}
      {claim.outcomeUnknown && needsAttention && <ResolveInDoubt claimId={claim.id} onResolved={changed} />}
      <div className="actions">
        {editable && (
          <Button
            variant={needsAttention ? 'primary' : 'secondary'}
            onClick={() => goTo('claim', { claimId: claim.id })}
          >
            Edit
          </Button>
        )}
        {needsAttention && !claim.outcomeUnknown && (
          <Button busy={busy} onClick={() => void retry()}>
            Send again
          </Button>
        )}
        <PrintClaimButton claim={claim} />
      </div>
      {problem && <Notice tone="error">{problem}</Notice>}
      <DocumentsPanel claimId={claim.id} refreshKey={revision} />
    </section>
  );
}
