/**
 * The first-run choice (shown instead of the screens while the core says setup is needed): connect to the
 * insurer's service, or try the demo; for IT, a desk moved here from a backup (MoveDeskChoice). The demo runs
 * behind it (the frame says "Demo"), so the choice of language already speaks to the desk. A policy requiring
 * enrolment leaves only "connect" (the demo is refused), and a desk whose saved service the policy does not allow
 * says why it must be enrolled again.
 */
import { useEffect } from 'react';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { useTranslation } from '../../i18n';
import { useSettings } from '../../stores/settings';
import { LanguageAtOnce } from '../settings/LanguagePicker';
import { ConnectChoice } from './ConnectChoice';
import { MoveDeskChoice } from './MoveDeskChoice';
import { useSetup } from './setup-model';
import './setup.css';

function DemoChoice() {
  const { t } = useTranslation('setup');
  const { tryingDemo: busy, demoError: error, tryDemo } = useSetup();
  return (
    <section className="panel setup-choice" aria-labelledby="setup-demo-heading">
      <h3 id="setup-demo-heading">{t('demo.heading')}</h3>
      <p>{t('demo.intro')}</p>
      <Button onClick={() => void tryDemo()} busy={busy}>
        {t('demo.button')}
      </Button>
      {error && (
        <Notice tone="error" title={t('demo.failed')}>
          <p>{error.message}</p>
        </Notice>
      )}
    </section>
  );
}

/** In place of the demo when the policy requires enrolment: why there is no demo here. */
function EnrolOnly() {
  const { t } = useTranslation('setup');
  return (
    <section className="panel setup-choice" aria-labelledby="setup-demo-heading">
      <h3 id="setup-demo-heading">{t('connect.enrolOnlyTitle')}</h3>
      <p>{t('connect.enrolOnly')}</p>
    </section>
  );
}

export function SetupScreen() {
  const { t } = useTranslation(['setup', 'settings']);
  const language = useSettings((state) => state.view?.language);
  const enrolOnly = useSettings((state) => state.view?.policy.enrolmentRequired === true);
  const refused = useSettings((state) => state.view?.policy.serviceRefused ?? null);
  const leave = useSetup((state) => state.leave);
  useEffect(() => leave, [leave]);
  return (
    <section className="screen setup-screen" aria-labelledby="setup-heading">
      <h2 id="setup-heading" className="screen-heading">
        {t('heading')}
      </h2>
      <p>{t('intro')}</p>
      {language && <LanguageAtOnce language={language} />}
      {refused && (
        <Notice tone="error" title={t('connect.notEnrolledTitle')}>
          <p>{refused}</p>
        </Notice>
      )}
      <div className="setup-choices">
        <ConnectChoice />
        {enrolOnly ? <EnrolOnly /> : <DemoChoice />}
        <MoveDeskChoice />
      </div>
    </section>
  );
}
