/**
 * For a claim whose last send has an unknown outcome: staff check with the insurer,
 * then either give the claim number it has there, or say it never arrived (it is
 * queued again).
 */
import { useState } from 'react';
import type { ClaimView } from '../../../shared/domain/claims';
import type { OperationInput } from '../../../shared/ops/operations';
import { callOp } from '../../api';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';

interface ResolveInDoubtProps {
  readonly claimId: string;
  readonly onResolved: (view: ClaimView) => void;
}

export function ResolveInDoubt({ claimId, onResolved }: ResolveInDoubtProps) {
  const [claimNo, setClaimNo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const resolve = async (resolution: OperationInput<'claims.resolveInDoubt'>['resolution']): Promise<void> => {
    setBusy(true);
    const result = await callOp('claims.resolveInDoubt', { id: claimId, resolution });
    setBusy(false);
    if (result.ok) onResolved(result.value);
    else setError(result.error.message);
  };

  return (
    <form
      className="resolve-in-doubt"
      aria-label="Resolve unknown outcome"
      onSubmit={(event) => {
        event.preventDefault();
        if (claimNo.trim() === '') setError('Enter the claim number the insurer gave, or choose “It never arrived”.');
        else void resolve({ claimNo: claimNo.trim() });
      }}
    >
      <p>
        ClaimDesk cannot tell whether the insurer received this claim. Look it up (below, or by phone), then say what
        you found.
      </p>
      <Field
        label="Claim number on the insurer’s service"
        value={claimNo}
        error={error}
        onChange={(event) => setClaimNo(event.target.value)}
      />
      <div className="actions">
        <Button type="submit" variant="primary" busy={busy}>
          It is there with this number
        </Button>
        <Button busy={busy} onClick={() => void resolve('not-on-service')}>
          It never arrived: send it again
        </Button>
      </div>
    </form>
  );
}
