/**
 * For a claim whose last send has an unknown outcome: staff check with the insurer,
 * then either give the claim number it has there, or say it never arrived (it is
 * queued again).
 */
import { useState } from 'react';
import type { ClaimView } from '../../../shared/domain/claims';
import type { OperationInput } from '../../../shared/ops/operations';
import { outboxModel } from './outbox-model';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { useTranslation } from '../../i18n';

interface ResolveInDoubtProps {
  readonly claimId: string;
  readonly onResolved: (view: ClaimView) => void;
}

export function ResolveInDoubt({ claimId, onResolved }: ResolveInDoubtProps) {
  const { t } = useTranslation('outbox');
  const [claimNo, setClaimNo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const resolve = async (resolution: OperationInput<'claims.resolveInDoubt'>['resolution']): Promise<void> => {
    setBusy(true);
    const result = await outboxModel.resolveInDoubt(claimId, resolution);
    setBusy(false);
    if (result.ok) onResolved(result.value);
    else setError(result.error.message);
  };

  return (
    <form
      className="resolve-in-doubt"
      aria-label={t('resolve.label')}
      onSubmit={(event) => {
        event.preventDefault();
        if (claimNo.trim() === '') setError(t('resolve.missing'));
        else void resolve({ claimNo: claimNo.trim() });
      }}
    >
      <p>{t('resolve.explain')}</p>
      <Field
        label={t('resolve.claimNo')}
        value={claimNo}
        error={error}
        onChange={(event) => setClaimNo(event.target.value)}
      />
      <div className="actions">
        <Button type="submit" variant="primary" busy={busy}>
          {t('resolve.isThere')}
        </Button>
        <Button busy={busy} onClick={() => void resolve('not-on-service')}>
          {t('resolve.neverArrived')}
        </Button>
      </div>
    </form>
  );
}
