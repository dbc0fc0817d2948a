/**
 * For a claim whose last send has an unknown outcome: staff check with the insurer,
 * then either give the claim number it has there, or say it never arrived (it is
 * queued again).
 */
import { useState } from 'react';
import { failureOf, useOutbox } from './outbox-model';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { useTranslation } from '../../i18n';

/** Resolves the outbox's open claim. */
export function ResolveInDoubt() {
  const { t } = useTranslation('outbox');
  const [claimNo, setClaimNo] = useState('');
  const [missing, setMissing] = useState(false);
  const busy = useOutbox((state) => state.acting === 'resolve');
  const failed = useOutbox((state) => failureOf(state, 'resolve'));
  const resolve = useOutbox((state) => state.resolveInDoubt);
  const error = missing ? t('resolve.missing') : failed;

  return (
    <form
      className="resolve-in-doubt"
      aria-label={t('resolve.label')}
      onSubmit={(event) => {
        event.preventDefault();
        setMissing(claimNo.trim() === '');
        if (claimNo.trim() !== '') void resolve({ claimNo: claimNo.trim() });
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
