/**
 * No recovery key yet (SettingsView.recoveryKeyMissing: an encrypted desk on the insurer's service whose store
 * predates recovery keys, or whose first key was never issued): said above the screens and in Settings ›
 * Recovery key, until one is issued. Not dismissable: it stays true until IT holds a key.
 */
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { useTranslation } from '../../i18n';
import { useNavigation } from '../../stores/navigation';
import { useSettings } from '../../stores/settings';

export function RecoveryKeyMissingNotice({ children }: { readonly children?: ReactNode }) {
  const { t } = useTranslation('recovery');
  return (
    <Notice tone="warn" title={t('section.missingTitle')}>
      <p>{t('section.missing')}</p>
      {children}
    </Notice>
  );
}

/** Above the screens: the warning, with the way to Settings (not on the Settings screen, which says it itself). */
export function RecoveryKeyMissing() {
  const { t } = useTranslation('recovery');
  const missing = useSettings((state) => state.view?.recoveryKeyMissing === true);
  const screen = useNavigation((state) => state.screen);
  const goTo = useNavigation((state) => state.goTo);
  if (!missing || screen === 'settings') return null;
  return (
    <div className="staff-alerts">
      <RecoveryKeyMissingNotice>
        <Button onClick={() => goTo('settings', { settingsPage: 'data' })}>{t('section.missingGo')}</Button>
      </RecoveryKeyMissingNotice>
    </div>
  );
}
