/**
 * Settings › Recovery key: issue a new one (recovery.issue), which replaces the one IT holds; it is shown once.
 * While the desk has none (SettingsView.recoveryKeyMissing), it says so first.
 */
import { useState } from 'react';
import type { OperationError } from '../../../shared/ops/define';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { useTranslation } from '../../i18n';
import { useSettings } from '../../stores/settings';
import { RecoveryKeyMissingNotice } from '../recovery/RecoveryKeyMissing';
import { issueRecoveryKey } from '../recovery/recovery-model';
import { RecoveryKeyShown } from '../recovery/RecoveryKeyShown';

export function RecoverySection() {
  const { t } = useTranslation('recovery');
  const [issued, setIssued] = useState<string | undefined>();
  const [error, setError] = useState<OperationError | undefined>();
  const [busy, setBusy] = useState(false);
  const missing = useSettings((state) => state.view?.recoveryKeyMissing === true);

  const issue = async (): Promise<void> => {
    setBusy(true);
    const result = await issueRecoveryKey('replace');
    setBusy(false);
    setError(result.ok ? undefined : result.error);
    setIssued(result.ok ? (result.value.recoveryKey ?? undefined) : undefined);
  };

  return (
    <section className="panel" aria-labelledby="recovery-heading">
      <h3 id="recovery-heading">{t('section.heading')}</h3>
      <p>{t('section.intro')}</p>
      {missing && <RecoveryKeyMissingNotice />}
      {issued === undefined ? (
        <Button onClick={() => void issue()} busy={busy}>
          {t('section.issue')}
        </Button>
      ) : (
        <RecoveryKeyShown recoveryKey={issued} onDone={() => setIssued(undefined)} />
      )}
      {error && (
        <Notice tone="error" title={t('section.failed')}>
          <p>{error.message}</p>
        </Notice>
      )}
    </section>
  );
}
