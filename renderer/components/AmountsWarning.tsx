/**
 * Persistent, above every screen: the insurer reads line amounts otherwise than
 * ClaimDesk sends them (or by neither reading), so claims are under- or
 * over-claimed. It lists the claims to follow up and leads to the setting; it
 * stays until staff change how amounts are sent (ClaimDesk never does by itself).
 */
import { useState } from 'react';
import { amountsMisread, amountsWarning, type AmountCheck } from '../../shared/domain/claims';
import { callOp } from '../api';
import { useNavigation } from '../stores/navigation';
import { useSyncStatus } from '../stores/sync-status';
import { Button } from './Button';
import { Notice } from './Notice';

export function AmountsWarning() {
  const amounts = useSyncStatus((state) => state.status?.amounts);
  const goTo = useNavigation((state) => state.goTo);
  const [check, setCheck] = useState<AmountCheck | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  if (!amounts || !amountsMisread(amounts)) return null;

  const showClaims = async (): Promise<void> => {
    const result = await callOp('claims.amountCheck', {});
    setCheck(result.ok ? result.value : undefined);
    setProblem(result.ok ? undefined : result.error.message);
  };

  return (
    <section className="amounts-warning" aria-label="Amounts recorded by the insurer">
      <Notice tone="warn" title="The insurer records different amounts">
        <p>{amountsWarning(amounts)}</p>
        <div className="actions">
          <Button onClick={() => void showClaims()}>Show the claims</Button>
          <Button onClick={() => goTo('settings')}>Change how amounts are sent</Button>
        </div>
        {problem && <p>{problem}</p>}
        {check && (
          <table className="differing-claims">
            <caption>Claims to follow up with the insurer, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Claim number</th>
                <th scope="col">Member</th>
                <th scope="col">Attendance date</th>
                <th scope="col" className="number">
                  Claim total
                </th>
                <th scope="col" className="number">
                  Recorded by the insurer
                </th>
              </tr>
            </thead>
            <tbody>
              {check.differing.map((claim) => (
                <tr key={claim.id}>
                  <td>{claim.claimNo ?? '—'}</td>
                  <td>{claim.memberName || '—'}</td>
                  <td>{claim.attendanceDate}</td>
                  <td className="number money">{claim.amountText}</td>
                  <td className="number money">{claim.amountClaimedText}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Notice>
    </section>
  );
}
