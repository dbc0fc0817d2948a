/**
 * A recovery key just issued, shown this once (main/store/recovery): written down, or given to IT, then gone.
 * The page keeps it only while this is on screen; "I have written it down" drops it.
 */
import { Button } from '../../components/Button';
import { useTranslation } from '../../i18n';
import './recovery.css';

export function RecoveryKeyShown({
  recoveryKey,
  onDone,
}: {
  readonly recoveryKey: string;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation('recovery');
  return (
    <div className="notice notice-warn recovery-shown" role="alert" aria-labelledby="recovery-shown-title">
      <p className="notice-title" id="recovery-shown-title">
        {t('shown.title')}
      </p>
      <p>{t('shown.intro')}</p>
      <p className="recovery-key" aria-label={t('shown.label')}>
        {recoveryKey.split('-').map((group, index) => (
          <span key={index} className="recovery-group">
            {group}
          </span>
        ))}
      </p>
      <p>{t('shown.never')}</p>
      <Button variant="primary" onClick={onDone}>
        {t('shown.done')}
      </Button>
    </div>
  );
}
