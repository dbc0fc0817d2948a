/**
 * "Test connection" with the address and token as typed, and what the check found, in words. With no token
 * typed, the token already saved is tested, against the address it was saved with only.
 */
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { testConnection } from '../../stores/settings';
import { useTranslation } from '../../i18n';
import type { OperationError } from '../../../shared/ops/define';

type Outcome =
  | { readonly kind: 'reached'; readonly message: string }
  | { readonly kind: 'unreachable'; readonly message: string }
  | { readonly kind: 'refused'; readonly error: OperationError };

interface ConnectionTestProps {
  readonly serviceUrl: string;
  readonly token: string;
  /** A token is saved already (from the environment or an earlier save). */
  readonly hasToken: boolean;
}

export function ConnectionTest({ serviceUrl, token, hasToken }: ConnectionTestProps) {
  const { t } = useTranslation('settings');
  const missing = serviceUrl.trim() === '' || (token === '' && !hasToken);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>();

  const test = async (): Promise<void> => {
    setBusy(true);
    const result = await testConnection(serviceUrl.trim(), token);
    setBusy(false);
    if (!result.ok) setOutcome({ kind: 'refused', error: result.error });
    else if (result.value.reachable) setOutcome({ kind: 'reached', message: result.value.message });
    else setOutcome({ kind: 'unreachable', message: result.value.message });
  };

  return (
    <div className="connection-test">
      <Button onClick={() => void test()} busy={busy} disabled={missing}>
        {t('test.button')}
      </Button>
      {missing && <p className="muted">{t('test.missing')}</p>}
      {outcome?.kind === 'reached' && (
        <Notice tone="success" title={t('test.connected')}>
          <p>{outcome.message}</p>
        </Notice>
      )}
      {outcome?.kind === 'unreachable' && (
        <Notice tone="error" title={t('test.unusable')}>
          <p>{outcome.message}</p>
        </Notice>
      )}
      {outcome?.kind === 'refused' && (
        <Notice tone="error" title={t('test.didNotRun')}>
          <p>{outcome.error.message}</p>
        </Notice>
      )}
    </div>
  );
}
