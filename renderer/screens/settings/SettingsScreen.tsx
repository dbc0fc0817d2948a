/**
 * Settings, in pages by who uses them: at the desk (the language, the PIN and idle lock, the people who sign in),
 * the insurer and its claims (the service, the desk's claim rules, the status follow-up), the data (retention,
 * backups, hand-over, the recovery key, where it lives) and this computer (updates, diagnostics, forgetting it).
 * A receptionist lands on the first; the rest are the IT person's. A policy's refusal, the one Save (SaveBar,
 * for every page's settings at once) and About are on every page.
 */
import { useState } from 'react';
import { AboutButton } from '../../components/AboutDialog';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { useTranslation } from '../../i18n';
import type { SettingsView } from '../../../shared/ops/operations';
import { useSettings } from '../../stores/settings';
import { useKeptState } from '../../stores/session-kept';
import { useNavigation, type SettingsPage } from '../../stores/navigation';
import { PageTabs, panelId, tabId } from '../../components/PageTabs';
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
import { SaveBar } from './SaveBar';

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

type Page = SettingsPage;
const PAGES = ['desk', 'insurer', 'data', 'computer'] as const satisfies readonly Page[];
const isPage = (value: unknown): value is Page => (PAGES as readonly unknown[]).includes(value);

function SettingsPage({ page, view }: { readonly page: Page; readonly view: SettingsView }) {
  const { t } = useTranslation(['settings', 'common']);
  switch (page) {
    case 'desk':
      return (
        <>
          <LanguagePicker language={view.language} lockedBy={lockedBy(view, 'language')} />
          <LockSection idleMinutes={view.lock.idleMinutes} lockedBy={lockedBy(view, 'lock.idleMinutes')} />
          <PeopleSection />
        </>
      );
    case 'insurer':
      return (
        <>
          <ModeNotice view={view} />
          {view.restartNeeded && (
            <Notice tone="warn" title={t('restartTitle')}>
              <p>{t('restart')}</p>
            </Notice>
          )}
          <SettingsForm view={view} />
          <FollowUpSection followUp={view.statusFollowUp} />
        </>
      );
    case 'data':
      return (
        <>
          <p className="data-folder">
            <span className="label">{t('dataFolder')}</span> <code>{view.dataDir}</code>
          </p>
          <RetentionSection retention={view.retention} policy={view.policy} />
          <BackupSection view={view} />
          <RecoverySection />
          <HandoverSection />
        </>
      );
    case 'computer':
      return (
        <>
          <UpdatesSection
            lockedBy={{
              enabled: lockedBy(view, 'updates.enabled'),
              channel: lockedBy(view, 'updates.channel'),
              deferDays: lockedBy(view, 'updates.deferDays'),
            }}
          />
          <DiagnosticsSection />
          <ForgetDevice />
        </>
      );
  }
}

export function SettingsScreen() {
  const { t } = useTranslation(['settings', 'common']);
  const { view, loadError, load } = useSettings();
  // A reload comes back to the page shown (session-kept.ts); a screen that sent staff here names its page.
  const asked = useNavigation((state) => state.params.settingsPage);
  const [page, setPage] = useKeptState<Page>('claimdesk.settings.page', isPage, () => 'desk');
  const [arrivedAt, setArrivedAt] = useState<Page | undefined>(undefined);
  if (asked !== undefined && asked !== arrivedAt) {
    setArrivedAt(asked);
    setPage(asked);
  }
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
          <PageTabs
            tabs={PAGES}
            tab={page}
            onPick={setPage}
            label={t('pages.label')}
            word={(name) => t(`pages.${name}`)}
            idPrefix="settings-page"
          />
          <div id={panelId('settings-page')} role="tabpanel" aria-labelledby={tabId('settings-page', page)}>
            <p className="muted">{t(`pages.for.${page}`)}</p>
            <SettingsPage page={page} view={view} />
          </div>
          <SaveBar pages={PAGES} />
          <AboutButton />
        </>
      )}
    </section>
  );
}
