/** Every local claim with its state in words; pick one to see what the service said, act on it, attach documents or print. */
import { useState } from 'react';
import { CLAIM_STATES } from '../../../shared/domain/claims';
import { Button } from '../../components/Button';
import { FieldFrame } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { ClaimDetail } from './ClaimDetail';
import { CLAIM_STATE_LABELS } from './claim-states';
import { RemoteLookup } from './RemoteLookup';
import { useOutbox, type StateFilter } from './use-outbox';
import './outbox.css';

export function OutboxScreen() {
  const [filter, setFilter] = useState<StateFilter>('all');
  const [selected, setSelected] = useState<string | undefined>();
  const { claims, problem, revision, reload } = useOutbox(filter);

  return (
    <section className="outbox" aria-labelledby="outbox-heading">
      <h2 id="outbox-heading" className="screen-heading">
        Outbox and claims
      </h2>
      <FieldFrame label="Show">
        {(ids) => (
          <select {...ids} value={filter} onChange={(event) => setFilter(event.target.value as StateFilter)}>
            <option value="all">All claims</option>
            {CLAIM_STATES.map((state) => (
              <option key={state} value={state}>
                {CLAIM_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {problem && <Notice tone="error">{problem}</Notice>}
      {claims === undefined && !problem && <p role="status">Reading the claims…</p>}
      {claims?.length === 0 && <p>No claims {filter === 'all' ? 'yet' : 'in this state'}.</p>}
      {claims && claims.length > 0 && (
        <table className="outbox-claims">
          <caption>Local claims, newest change first</caption>
          <thead>
            <tr>
              <th scope="col">State</th>
              <th scope="col">Member</th>
              <th scope="col">Attendance date</th>
              <th scope="col">Claim number</th>
              <th scope="col" className="number">
                Amount
              </th>
              <th scope="col">
                <span className="visually-hidden">Open</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {claims.map((claim) => (
              <tr
                key={claim.id}
                aria-current={claim.id === selected ? 'true' : undefined}
                className={`claim-row claim-${claim.state}`}
              >
                <td>
                  <strong>{CLAIM_STATE_LABELS[claim.state]}</strong>
                  {claim.outcomeUnknown && ' (outcome unknown)'}
                  {claim.reviewReason && ' (price changed)'}
                  {claim.hasMessages && claim.state === 'needs-attention' && ' — see messages'}
                </td>
                <td>{claim.memberName || '—'}</td>
                <td>{claim.attendanceDate || '—'}</td>
                <td>{claim.claimNo ?? '—'}</td>
                <td className="number money">
                  {claim.amountText}
                  {claim.amountClaimed !== null && claim.amountClaimed !== claim.amount && (
                    <span className="recorded-amount"> (insurer: {claim.amountClaimedText})</span>
                  )}
                </td>
                <td>
                  <Button
                    aria-label={`Open claim of ${claim.memberName || 'unknown member'} from ${claim.attendanceDate || 'no date'}`}
                    onClick={() => setSelected(claim.id)}
                  >
                    Open
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {selected && <ClaimDetail claimId={selected} revision={revision} onChanged={() => void reload()} />}
      <RemoteLookup />
    </section>
  );
}
