/** Claims as the insurer's service holds them, found by batch or claim number (needs the connection). */
import { useState } from 'react';
import { formatMoney, moneyFromNumber } from '../../../shared/money';
import type { ClaimSummary } from '../../../shared/wire/claims';
import { callOp } from '../../api';
import { Button } from '../../components/Button';
import { Field, FieldFrame } from '../../components/Field';
import { Notice } from '../../components/Notice';

type By = 'batchNo' | 'claimNo';

const OFFLINE_WORDS =
  'The insurer’s service cannot be reached, so claims there cannot be looked up now. Your local claims are all listed above; try again when the connection is back.';

export function RemoteLookup() {
  const [by, setBy] = useState<By>('batchNo');
  const [value, setValue] = useState('');
  const [found, setFound] = useState<readonly ClaimSummary[] | undefined>();
  const [problem, setProblem] = useState<{ field: boolean; text: string } | undefined>();
  const [busy, setBusy] = useState(false);

  const search = async (): Promise<void> => {
    if (value.trim() === '') {
      setProblem({ field: true, text: 'Enter a number to look up.' });
      return;
    }
    setBusy(true);
    const result = await callOp('claims.remote', by === 'batchNo' ? { batchNo: value } : { claimNo: value });
    setBusy(false);
    setFound(result.ok ? result.value : undefined);
    setProblem(
      result.ok
        ? undefined
        : { field: false, text: result.error.code === 'offline' ? OFFLINE_WORDS : result.error.message },
    );
  };

  return (
    <section className="remote-lookup" aria-labelledby="remote-heading">
      <h3 id="remote-heading">Look up claims on the insurer’s service</h3>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <FieldFrame label="Look up by">
          {(ids) => (
            <select {...ids} value={by} onChange={(event) => setBy(event.target.value as By)}>
              <option value="batchNo">Batch number</option>
              <option value="claimNo">Claim number</option>
            </select>
          )}
        </FieldFrame>
        <Field
          label={by === 'batchNo' ? 'Batch number' : 'Claim number'}
          value={value}
          error={problem?.field ? problem.text : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" busy={busy}>
          Look up
        </Button>
      </form>
      {problem && !problem.field && (
        <Notice tone={problem.text === OFFLINE_WORDS ? 'info' : 'error'}>{problem.text}</Notice>
      )}
      {found && found.length === 0 && <p role="status">The service has no claims for that number.</p>}
      {found && found.length > 0 && (
        <table className="remote-claims">
          <caption>Claims on the service</caption>
          <thead>
            <tr>
              <th scope="col">Claim number</th>
              <th scope="col">Member</th>
              <th scope="col">Attendance date</th>
              <th scope="col">Amount claimed</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {found.map((claim) => (
              <tr key={claim.claim_no}>
                <td>{claim.claim_no}</td>
                <td>{claim.member_name}</td>
                <td>{claim.attendance_date}</td>
                <td className="money">{formatMoney(moneyFromNumber(claim.claimed_amount))}</td>
                <td>{claim.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
