/**
 * "Connect to the insurer": the address and the token, tested with the service first (settings.testConnection),
 * saved only when the test reached it (settings.update, after which the desktop app restarts the core on the
 * service). The desk may then start on a data folder of its own, so the language on screen is saved again there.
 * Browser mode takes its service from its flags: there the choice is saved for its next start. Under a policy's
 * service address (main/desk/policy) the address is that one, not to be changed: typing the token enrols the desk.
 */
import { useRef, useState, type SyntheticEvent } from 'react';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { fieldError } from '../../components/field-errors';
import { Notice } from '../../components/Notice';
import { i18n, useTranslation } from '../../i18n';
import { asLanguage } from '../../../shared/i18n/setup';
import { useSettings } from '../../stores/settings';
import { useSetup } from './setup-model';

/** A field left empty, worded under it. */
type Missing = { readonly serviceUrl?: string; readonly token?: string };

export function ConnectChoice() {
  const { t } = useTranslation('setup');
  const { connecting: busy, outcome, connect: testAndSave, clearOutcome } = useSetup();
  const policyUrl = useSettings((state) => state.view?.policy.serviceUrl ?? null);
  const [typedUrl, setServiceUrl] = useState('');
  const serviceUrl = policyUrl ?? typedUrl;
  const [token, setToken] = useState('');
  const [missing, setMissing] = useState<Missing | undefined>();
  const urlField = useRef<HTMLInputElement>(null);
  const tokenField = useRef<HTMLInputElement>(null);

  const error = outcome?.kind === 'refused' ? outcome.error : undefined;

  const connect = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    const url = serviceUrl.trim();
    const typed = token.trim();
    if (url === '' || typed === '') {
      clearOutcome();
      setMissing({
        ...(url === '' && { serviceUrl: t('connect.enterAddress') }),
        ...(typed === '' && { token: t('connect.enterToken') }),
      });
      (url === '' ? urlField : tokenField).current?.focus();
      return;
    }
    setMissing(undefined);
    await testAndSave(url, typed, asLanguage(i18n.language));
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
          disabled={policyUrl !== null}
          hint={policyUrl === null ? undefined : t('connect.addressLocked')}
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
