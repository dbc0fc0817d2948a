/**
 * Choose the benefit and the member's phone, then start the visit: the service texts a code. The phone may be
 * typed the local way ("0712 345 678"): the core puts the desk's country code in front. The phone has the focus
 * when the member is shown (the first benefit is chosen; Shift+Tab reaches the others), and a refusal brings it
 * back there; Enter starts the visit.
 */
import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { useServiceWords } from '../../components/ServiceValue';
import type { MemberLookup } from '../../../shared/domain/care';
import { errorOf, useVisitFlow } from './visit-model';
import { fieldProblem, formMessage } from '../../components/field-errors';
import { useProblemWords, useTranslation } from '../../i18n';
import { useFocusOn } from '../use-focus-on';

export function VisitStartForm({ member }: { readonly member: MemberLookup }) {
  const { t } = useTranslation('visit');
  const problemWords = useProblemWords();
  const serviceWords = useServiceWords();
  const [benefitCode, setBenefitCode] = useState(member.benefits[0]?.code ?? '');
  const [phone, setPhone] = useState('');
  const startVisit = useVisitFlow((state) => state.startVisit);
  const busy = useVisitFlow((state) => state.busy === 'start');
  const error = useVisitFlow((state) => errorOf(state, 'start'));
  const message = formMessage(error, ['benefitCode', 'phone']);
  // The insurer expects a referral letter with the claim: asked for while the member is at the desk.
  const chosen = member.benefits.find((benefit) => benefit.code === benefitCode);
  const referral = chosen?.access_type.trim().toLowerCase() === 'referral';
  const phoneField = useFocusOn<HTMLInputElement>(error ?? 'member shown');
  const benefitError = problemWords(fieldProblem(error, 'benefitCode'));

  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    void startVisit(benefitCode, phone);
  };

  if (member.benefits.length === 0) {
    return (
      <Notice tone="warn" title={t('start.noBenefits')}>
        <p>{t('start.noBenefitsText')}</p>
      </Notice>
    );
  }

  return (
    <form className="panel visit-start" onSubmit={submit} aria-labelledby="visit-start-heading">
      <h2 id="visit-start-heading">{t('start.heading')}</h2>
      <fieldset aria-describedby={benefitError ? 'benefit-error' : undefined}>
        <legend>{t('start.benefit')}</legend>
        {member.benefits.map((benefit) => {
          const access = serviceWords('benefitAccess', benefit.access_type);
          return (
            <label key={benefit.code} className="radio">
              <input
                type="radio"
                name="benefit"
                value={benefit.code}
                checked={benefit.code === benefitCode}
                onChange={() => setBenefitCode(benefit.code)}
              />
              <span>
                {benefit.name}{' '}
                <span className="muted" title={access.title}>
                  {t('start.access', { access: access.text })}
                </span>
              </span>
            </label>
          );
        })}
        {benefitError && (
          <p id="benefit-error" className="field-error">
            {benefitError}
          </p>
        )}
      </fieldset>
      {referral && (
        <Notice tone="info" title={t('start.referralTitle')}>
          <p>{t('start.referralText')}</p>
        </Notice>
      )}
      <Field
        ref={phoneField}
        label={t('start.phone')}
        hint={t('start.phoneHint')}
        type="tel"
        autoComplete="off"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={problemWords(fieldProblem(error, 'phone'))}
      />
      <Button type="submit" variant="primary" busy={busy}>
        {t('start.submit')}
      </Button>
      {message && (
        <Notice tone={error?.code === 'offline' ? 'warn' : 'error'} title={t('start.failed')} reveal>
          <p>{message}</p>
        </Notice>
      )}
    </form>
  );
}
