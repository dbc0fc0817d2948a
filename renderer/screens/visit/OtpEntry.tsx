/**
 * The code from the member's SMS, with where the service says it sent it and a
 * live countdown to its expiry. A code that cannot be one (two digits, letters)
 * is caught here, not sent to the insurer; the hint words the same rule
 * (shared/domain/otp-code.ts). One message at a time: a new check, or a new code,
 * replaces what the last one said. A refusal says how many codes were refused for
 * this visit (the desk's own count) and the insurer's own words, which may say more
 * (attempts left: docs/service-choices.md). A new code means a new visit, which the
 * service allows only once this code has expired (before that it answers "pending
 * visit request"), so a countdown says when, and "Send a new code" then takes its
 * place, with the focus (or at once when the expiry is unknown). The code field has
 * the focus on arrival, with each new code, and after a code is refused. In demo
 * mode the code the simulated SMS carried is shown, marked as demo.
 */
import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../components/Button';
import { clock, Countdown, secondsLeft } from '../../components/Countdown';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { useNow } from '../../components/use-now';
import { errorOf, useVisitFlow, type VisitStep } from './visit-model';
import { fieldProblem, formMessage } from '../../components/field-errors';
import { Trans, useProblemWords, useTranslation } from '../../i18n';
import type { FieldError } from '../../../shared/domain/problems';
import { OtpCode } from '../../../shared/domain/typed-input';
import { OTP_WORDS } from '../../../shared/domain/otp-code';
import { problemsOf } from '../../../shared/domain/problems';
import { useFocusOn } from '../use-focus-on';
import { useDemoHints } from './use-demo-hints';

type OtpStep = Extract<VisitStep, { kind: 'otp' }>;

function DemoCode({ step }: { readonly step: OtpStep }) {
  const { t } = useTranslation('visit');
  const code = useDemoHints(step)?.code;
  if (!code) return null;
  return (
    <p className="demo-hint demo-code">
      <Trans
        t={t}
        i18nKey="demo.code"
        values={{ code }}
        components={{ tag: <span className="demo-tag" />, value: <output aria-label={t('demo.codeLabel')} /> }}
      />
    </p>
  );
}

export function OtpEntry({ step }: { readonly step: OtpStep }) {
  const { t } = useTranslation('visit');
  const problemWords = useProblemWords();
  const [otp, setOtp] = useState('');
  const [shapeError, setShapeError] = useState<{ readonly problem: FieldError | undefined } | undefined>();
  const now = useNow(1000);
  const { verify, startVisit, dismissError } = useVisitFlow();
  const busy = useVisitFlow((state) => state.busy);
  const error = useVisitFlow((state) => errorOf(state, 'verify'));
  const startError = useVisitFlow((state) => errorOf(state, 'start'));
  const left = step.otpExpireAt === undefined ? 0 : secondsLeft(step.otpExpireAt, now);
  const expired = step.otpExpireAt !== undefined && left === 0;
  const codeField = useFocusOn<HTMLInputElement>(shapeError ?? error ?? step);
  // A refused code comes back selected, though Enter left the focus in it: the next try is typed over it.
  useFocusOn<HTMLInputElement>(shapeError ?? error, undefined, codeField, { reselect: true });
  // Once the code is spent, sending a new one is all there is to do (declared last: it wins on arrival).
  const resendButton = useFocusOn<HTMLButtonElement>(expired ? step : undefined);
  const message = formMessage(error, ['otp']);
  const refused = error?.code === 'otp-invalid-or-expired';

  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    const code = OtpCode.safeParse(otp);
    // A new object each time, so a second wrong shape brings focus back to the field as well.
    setShapeError(code.success ? undefined : { problem: problemsOf(code.error, otp)[0] });
    if (code.success) void verify(code.data);
    // What the last check said is over: the field's problem is the one message now.
    else dismissError();
  };

  const resend = (): void => {
    setShapeError(undefined);
    void startVisit(step.benefitCode, step.phone);
  };

  return (
    <form className="panel otp-entry" onSubmit={submit} aria-labelledby="otp-heading">
      <h2 id="otp-heading">{t('code.heading')}</h2>
      {step.sentTo && <p className="code-sent-to">{t('code.sentTo', { phone: step.sentTo })}</p>}
      {step.alreadyWaiting && (
        <Notice tone="info" title={t('code.alreadyWaiting')}>
          <p>{t('code.alreadyWaitingText')}</p>
        </Notice>
      )}
      {step.otpExpireAt === undefined ? (
        <p className="countdown">{t('code.expiryUnknown')}</p>
      ) : (
        <Countdown until={step.otpExpireAt} label={t('code.label')} />
      )}
      <DemoCode step={step} />
      <Field
        ref={codeField}
        label={t('code.label')}
        hint={t('code.hint', OTP_WORDS)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={16}
        value={otp}
        onChange={(event) => setOtp(event.target.value)}
        error={problemWords(shapeError?.problem ?? fieldProblem(error, 'otp'))}
      />
      <Button type="submit" variant="primary" busy={busy === 'verify'} disabled={expired}>
        {t('code.check')}
      </Button>
      {message && (
        <Notice tone="error" title={refused ? t('code.notAccepted') : t('code.notChecked')}>
          <p>{message}</p>
          {refused && <p>{t('code.refusedCount', { count: step.refused })}</p>}
          {refused &&
            error.serviceMessages?.map((said) => (
              <p key={said} className="service-said">
                {t('code.insurerSaid', { message: said })}
              </p>
            ))}
        </Notice>
      )}
      {expired || step.otpExpireAt === undefined ? (
        <Button ref={resendButton} busy={busy === 'start'} onClick={resend}>
          {t('code.resend')}
        </Button>
      ) : (
        <p className="muted resend-countdown">
          <Trans
            t={t}
            i18nKey="code.resendIn"
            values={{ clock: clock(left) }}
            components={{ time: <time dateTime={`PT${left}S`} /> }}
          />
        </p>
      )}
      {startError && (
        <Notice tone="error" title={t('code.notResent')}>
          <p>{startError.message}</p>
        </Notice>
      )}
    </form>
  );
}
