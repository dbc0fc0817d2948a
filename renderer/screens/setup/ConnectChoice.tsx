/**
 * "Connect to the insurer": the address and the token, tested with the service first (settings.testConnection),
 * saved only when the test reached it (settings.update, after which the desktop app restarts the core on the
 * service). The desk may then start on a data folder of its own, so the language on screen is saved again there.
 * Browser mode takes its service from its flags: there the choice is saved for its next start.
 */
import { useRef, useState, type SyntheticEvent } from 'react';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { fieldError } from '../../components/field-errors';
import { Notice } from '../../components/Notice';
import { i18n, useTranslation } from '../../i18n';
import { asLanguage } from '../../../shared/i18n/setup';
import type { OperationError } from '../../../shared/ops/define';
import { testConnection, useSettings } from '../../stores/settings';
import { useAppState } from '../../stores/app-state';

type Outcome =
  | { readonly kind: 'missing'; readonly serviceUrl?: string; readonly token?: string }
  | { readonly kind: 'unusable'; readonly message: string }
  | { readonly kind: 'refused'; readonly title: 'didNotRun' | 'notSaved'; readonly error: OperationError }
  | { readonly kind: 'restart' };

export function ConnectChoice() {
  const { t } = useTranslation('setup');
  const save = useSettings((state) => state.save);
  const loadAppState = useAppState((state) => state.load);
  const [serviceUrl, setServiceUrl] = useState('');
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const urlField = useRef<HTMLInputElement>(null);
  const tokenField = useRef<HTMLInputElement>(null);

  const error = outcome?.kind === 'refused' ? outcome.error : undefined;
  const missing = outcome?.kind === 'missing' ? outcome : undefined;

  async function testAndSave(url: string, typed: string): Promise<Outcome | undefined> {
    const shown = asLanguage(i18n.language);
    const tested = await testConnection(url, typed);
    if (!tested.ok) return { kind: 'refused', title: 'didNotRun', error: tested.error };
    if (!tested.value.reachable) return { kind: 'unusable', message: tested.value.message };
    const refused = await save({ serviceUrl: url, token: typed });
    if (refused) return { kind: 'refused', title: 'notSaved', error: refused };
    await save({ language: shown });
    await loadAppState();
    // Still asked: this host starts its service from elsewhere (browser mode) and takes the new one at its restart.
    return useAppState.getState().setupNeeded ? { kind: 'restart' } : undefined;
  }

  const connect = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    const url = serviceUrl.trim();
    const typed = token.trim();
    if (url === '' || typed === '') {
      setOutcome({
        kind: 'missing',
        ...(url === '' && { serviceUrl: t('connect.enterAddress') }),
        ...(typed === '' && { token: t('connect.enterToken') }),
      });
      (url === '' ? urlField : tokenField).current?.focus();
      return;
    }
    setBusy(true);
    setOutcome(undefined);
    const next = await testAndSave(url, typed);
    setBusy(false);
    setOutcome(next);
  };

  return (
    <section className="panel setup-choice" aria-labelledby="setup-connect-heading">
      <h3 id="setup-connect-heading">{t('connect.heading')}</h3>
      <p>{t('connect.intro')}</p>
      <form onSubmit={(event) => void connect(event)} aria-labelledby="setup-connect-heading" noValidate>
        <Field
          ref={urlField}
          label={t('connect.serviceUrl')}
          type="url"
          autoComplete="url"
          placeholder={t('connect.serviceUrlPlaceholder')}
          value={serviceUrl}
          error={missing?.serviceUrl ?? fieldError(error, 'serviceUrl')}
          onChange={(event) => setServiceUrl(event.target.value)}
        />
        <Field
          ref={tokenField}
          label={t('connect.token')}
          type="password"
          autoComplete="off"
          value={token}
          error={missing?.token ?? fieldError(error, 'token')}
          hint={t('connect.tokenHint')}
          onChange={(event) => setToken(event.target.value)}
        />
        <Button type="submit" variant="primary" busy={busy}>
          {t('connect.button')}
        </Button>
      </form>
      {outcome?.kind === 'unusable' && (
        <Notice tone="error" title={t('connect.unusable')}>
          <p>{outcome.message}</p>
        </Notice>
      )}
      {outcome?.kind === 'refused' && (
        <Notice tone="error" title={t(`connect.${outcome.title}`)}>
          <p>{outcome.error.message}</p>
        </Notice>
      )}
      {outcome?.kind === 'restart' && (
        <Notice tone="warn" title={t('connect.restartTitle')}>
          <p>{t('connect.restart')}</p>
        </Notice>
      )}
    </section>
  );
}
