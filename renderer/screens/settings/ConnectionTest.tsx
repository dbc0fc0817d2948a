/**
 * "Test connection" with the address and token as typed, and what the check found, in words. With no token
 * typed, the token already saved is tested, against the address it was saved with only.
 */
import { useState } from 'react';
import { callOp } from '../../api';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import type { OperationError } from '../../../shared/ops/define';

type Outcome =
  | { readonly kind: 'reached'; readonly message: string; readonly tariffCount: number | undefined }
  | { readonly kind: 'unreachable'; readonly message: string }
  | { readonly kind: 'refused'; readonly error: OperationError };

interface ConnectionTestProps {
  readonly serviceUrl: string;
  readonly token: string;
  /** A token is saved already (from the environment or an earlier save). */
  readonly hasToken: boolean;
}

export function ConnectionTest({ serviceUrl, token, hasToken }: ConnectionTestProps) {
  const missing = serviceUrl.trim() === '' || (token === '' && !hasToken);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>();

  const test = async (): Promise<void> => {
    setBusy(true);
    const result = await callOp('settings.testConnection', { serviceUrl: serviceUrl.trim(), token });
    setBusy(false);
    if (!result.ok) setOutcome({ kind: 'refused', error: result.error });
    else if (result.value.reachable)
      setOutcome({ kind: 'reached', message: result.value.message, tariffCount: result.value.tariffCount });
    else setOutcome({ kind: 'unreachable', message: result.value.message });
  };

  return (
    <div className="connection-test">
      <Button onClick={() => void test()} busy={busy} disabled={missing}>
        Test connection
      </Button>
      {missing && <p className="muted">Enter the service address and the token to test them.</p>}
      {outcome?.kind === 'reached' && (
        <Notice tone="success" title="Connected">
          <p>
            {outcome.message}
            {outcome.tariffCount !== undefined && ` The insurer lists ${outcome.tariffCount} tariff items.`}
          </p>
        </Notice>
      )}
      {outcome?.kind === 'unreachable' && (
        <Notice tone="error" title="The service could not be used">
          <p>{outcome.message}</p>
        </Notice>
      )}
      {outcome?.kind === 'refused' && (
        <Notice tone="error" title="The test did not run">
          <p>{outcome.error.message}</p>
        </Notice>
      )}
    </div>
  );
}
