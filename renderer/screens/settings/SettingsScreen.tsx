/** Settings: the language, which service the desk uses (or the demo), the form, and where the data lives. */
import { AboutButton } from '../../components/AboutDialog';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { useTranslation } from '../../i18n';
import type { SettingsView } from '../../../shared/ops/operations';
import { useSettings } from '../../stores/settings';
import { LanguagePicker } from './LanguagePicker';
import { LockSection } from './LockSection';
import { PeopleSection } from './PeopleSection';
import { DiagnosticsSection } from './DiagnosticsSection';
import { ForgetDevice } from './ForgetDevice';
import { RecoverySection } from './RecoverySection';
import { SettingsForm } from './SettingsForm';
import { UpdatesSection } from './UpdatesSection';
import { FollowUpSection } from './FollowUpSection';
import { RetentionSection } from './RetentionSection';
import { HandoverSection } from './HandoverSection';
import { BackupSection } from './BackupSection';
import { lockedBy } from './locked-by';

function ModeNotice({ view }: { readonly view: SettingsView }) {
  const { t } = useTranslation(['settings', 'common']);
  if (view.mode === 'demo') {
    return (
      <Notice tone="warn" title={t('demoTitle')}>
        <p>{t('demo')}</p>
      </Notice>
    );
  }
  return (
    <Notice tone="info" title={t('inUseTitle')}>
      <p>{view.serviceUrl ?? t('configured')}</p>
    </Notice>
  );
}

export function SettingsScreen() {
  const { t } = useTranslation(['settings', 'common']);
  const { view, loadError, load } = useSettings();
  return (
    <section className="screen settings-screen" aria-labelledby="settings-heading">
      <h2 id="settings-heading" className="screen-heading">
        {t('heading')}
      </h2>
      {loadError && (
        <Notice tone="error" title={t('readError')}>
          <p>{loadError.message}</p>
          <Button onClick={() => void load()}>{t('common:tryAgain')}</Button>
        </Notice>
      )}
      {!view && !loadError && <p>{t('reading')}</p>}
      {view && (
        <>
          {view.policy.problem !== null && (
            <Notice tone="error" title={t('policy.refusedTitle')}>
              <p>{view.policy.problem}</p>
            </Notice>
          )}
          {view.policy.serviceRefused && (
            <Notice tone="error" title={t('policy.enrolTitle')}>
              <p>{view.policy.serviceRefused}</p>
            </Notice>
          )}
          <LanguagePicker language={view.language} lockedBy={lockedBy(view, 'language')} />
          <ModeNotice view={view} />
          {view.restartNeeded && (
            <Notice tone="warn" title={t('restartTitle')}>
              <p>{t('restart')}</p>
            </Notice>
          )}
          <SettingsForm view={view} />
          <UpdatesSection
            lockedBy={{
              enabled: lockedBy(view, 'updates.enabled'),
              channel: lockedBy(view, 'updates.channel'),
              deferDays: lockedBy(view, 'updates.deferDays'),
            }}
          />
          <LockSection idleMinutes={view.lock.idleMinutes} lockedBy={lockedBy(view, 'lock.idleMinutes')} />
          <PeopleSection />
          <RetentionSection retention={view.retention} policy={view.policy} />
          <BackupSection view={view} />
          <HandoverSection />
          <FollowUpSection followUp={view.statusFollowUp} />
          <p className="data-folder">
            <span className="label">{t('dataFolder')}</span> <code>{view.dataDir}</code>
          </p>
          <AboutButton />
          <RecoverySection />
          <DiagnosticsSection />
          <ForgetDevice />
        </>
      )}
    </section>
  );
}
