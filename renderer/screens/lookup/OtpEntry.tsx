/**
 * The code from the member's SMS, with where the service says it sent it and a
 * live countdown to its expiry. A code that cannot be one (two digits, letters)
 * is caught here, not sent to the insurer. A new code means a new visit, which
 * the service allows only once this code has expired, so "Send a new code"
 * appears then (or when the expiry is unknown). The code field has the focus on
 * arrival, with each new code, and after a code is refused. In demo mode the
 * code the simulated SMS carried is shown, marked as demo.
 */
import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../components/Button';
import { Countdown, secondsLeft } from '../../components/Countdown';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { useNow } from '../../components/use-now';
import { errorOf, useVisitFlow, type VisitStep } from '../../stores/visit-flow';
import { fieldError, formMessage } from '../../components/field-errors';
import { OtpCode } from '../../../shared/domain/typed-input';
import { problemsOf } from '../../../shared/domain/problems';
import { useFocusOn } from '../use-focus-on';
import { useDemoHints } from './use-demo-hints';

type OtpStep = Extract<VisitStep, { kind: 'otp' }>;

function DemoCode({ step }: { readonly step: OtpStep }) {
  const code = useDemoHints(step)?.code;
  if (!code) return null;
  return (
    <p className="demo-hint demo-code">
      <span className="demo-tag">Demo</span> The simulated insurer’s SMS carried the code{' '}
      <output aria-label="Demo code">{code}</output>. A real member reads it from their phone.
    </p>
  );
}

export function OtpEntry({ step }: { readonly step: OtpStep }) {
  const [otp, setOtp] = useState('');
  const [shapeError, setShapeError] = useState<{ readonly message: string | undefined } | undefined>();
  const now = useNow(1000);
  const { verify, startVisit } = useVisitFlow();
  const busy = useVisitFlow((state) => state.busy);
  const error = useVisitFlow((state) => errorOf(state, 'verify'));
  const startError = useVisitFlow((state) => errorOf(state, 'start'));
  const codeField = useFocusOn<HTMLInputElement>(shapeError ?? error ?? step);
  const expired = step.otpExpireAt !== undefined && secondsLeft(step.otpExpireAt, now) === 0;
  const canResend = expired || step.otpExpireAt === undefined;
  const message = formMessage(error, ['otp']);

  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    const code = OtpCode.safeParse(otp);
    // A new object each time, so a second wrong shape brings focus back to the field as well.
    setShapeError(code.success ? undefined : { message: problemsOf(code.error, otp)[0]?.message });
    if (code.success) void verify(code.data);
  };

  return (
    <form className="panel otp-entry" onSubmit={submit} aria-labelledby="otp-heading">
      <h2 id="otp-heading">Code from the SMS</h2>
      {step.sentTo && <p className="code-sent-to">Code sent to {step.sentTo}.</p>}
      {step.alreadyWaiting && (
        <Notice tone="info" title="Visit already waiting for its code">
          <p>This member already had a visit waiting. Enter the code from the earlier SMS.</p>
        </Notice>
      )}
      {step.otpExpireAt === undefined ? (
        <p className="countdown">The code’s expiry time is not known on this desk.</p>
      ) : (
        <Countdown until={step.otpExpireAt} label="Code" />
      )}
      <DemoCode step={step} />
      <Field
        ref={codeField}
        label="Code"
        hint="The 6-digit code the member received by SMS."
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={16}
        value={otp}
        onChange={(event) => setOtp(event.target.value)}
        error={shapeError?.message ?? fieldError(error, 'otp')}
      />
      <Button type="submit" variant="primary" busy={busy === 'verify'} disabled={expired}>
        Check code
      </Button>
      {message && (
        <Notice
          tone="error"
          title={error?.code === 'otp-invalid-or-expired' ? 'Code not accepted' : 'Code not checked'}
        >
          <p>{message}</p>
        </Notice>
      )}
      {canResend ? (
        <Button busy={busy === 'start'} onClick={() => void startVisit(step.benefitCode, step.phone)}>
          Send a new code
        </Button>
      ) : (
        <p className="muted">A new code can be sent once this one has expired.</p>
      )}
      {startError && (
        <Notice tone="error" title="No new code was sent">
          <p>{startError.message}</p>
        </Notice>
      )}
    </form>
  );
}
