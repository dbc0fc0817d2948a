/**
 * "Move a desk here from a backup" (for IT, on a new PC): the backup's path and the recovery key, restored into
 * this computer's desk folder by the core (recovery.restore), which words every refusal (a mistyped group, a
 * wrong key, a damaged backup…). Then IT connects to the insurer's service, and the desk opens on it.
 */
import { useState, type SyntheticEvent } from 'react';
import type { OperationError } from '../../../shared/ops/define';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { useTranslation } from '../../i18n';
import { moveDeskHere } from '../recovery/recovery-model';

type Missing = { readonly backupFile?: string; readonly recoveryKey?: string };

export function MoveDeskChoice() {
  const { t } = useTranslation('recovery');
  const [backupFile, setBackupFile] = useState('');
  const [recoveryKey, setRecoveryKey] = useState('');
  const [missing, setMissing] = useState<Missing | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<OperationError | undefined>();
  const [moved, setMoved] = useState<number | undefined>();

  const move = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    const file = backupFile.trim();
    if (file === '' || recoveryKey.trim() === '') {
      setMissing({
        ...(file === '' && { backupFile: t('move.enterBackupFile') }),
        ...(recoveryKey.trim() === '' && { recoveryKey: t('move.enterRecoveryKey') }),
      });
      return;
    }
    setMissing(undefined);
    setBusy(true);
    const result = await moveDeskHere(file, recoveryKey);
    setBusy(false);
    setError(result.ok ? undefined : result.error);
    if (result.ok) {
      setMoved(result.value.claimsToCheck);
      setRecoveryKey('');
    }
  };

  return (
    <section className="panel setup-choice" aria-labelledby="setup-move-heading">
      <h3 id="setup-move-heading">{t('move.heading')}</h3>
      <p>{t('move.intro')}</p>
      <form onSubmit={(event) => void move(event)} aria-labelledby="setup-move-heading" noValidate>
        <Field
          label={t('move.backupFile')}
          placeholder={t('move.backupFilePlaceholder')}
          value={backupFile}
          error={missing?.backupFile}
          onChange={(event) => setBackupFile(event.target.value)}
        />
        <Field
          label={t('move.recoveryKey')}
          autoComplete="off"
          spellCheck={false}
          value={recoveryKey}
          error={missing?.recoveryKey}
          hint={t('move.recoveryKeyHint')}
          onChange={(event) => setRecoveryKey(event.target.value)}
        />
        <Button type="submit" busy={busy}>
          {t('move.button')}
        </Button>
      </form>
      {error && (
        <Notice tone="error" title={t('move.refused')}>
          <p>{error.message}</p>
        </Notice>
      )}
      {moved !== undefined && (
        <Notice tone="success" title={t('move.movedTitle')}>
          <p>{t('move.moved', { count: moved })}</p>
        </Notice>
      )}
    </section>
  );
}
