/**
 * Choose the benefit and the member's phone, then start the visit: the service texts a code. The phone may be
 * typed the local way ("0712 345 678"): the core puts the desk's country code in front. A refusal brings the
 * focus back to the phone.
 */
import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import type { MemberLookup } from '../../../shared/domain/care';
import { errorOf, useVisitFlow } from '../../stores/visit-flow';
import { fieldError, formMessage } from '../../components/field-errors';
import { useFocusOn } from '../use-focus-on';

export function VisitStartForm({ member }: { readonly member: MemberLookup }) {
  const [benefitCode, setBenefitCode] = useState(member.benefits[0]?.code ?? '');
  const [phone, setPhone] = useState('');
  const startVisit = useVisitFlow((state) => state.startVisit);
  const busy = useVisitFlow((state) => state.busy === 'start');
  const error = useVisitFlow((state) => errorOf(state, 'start'));
  const message = formMessage(error, ['benefitCode', 'phone']);
  const phoneField = useFocusOn<HTMLInputElement>(error);

  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    void startVisit(benefitCode, phone);
  };

  if (member.benefits.length === 0) {
    return (
      <Notice tone="warn" title="No benefits">
        <p>
          The insurer lists no benefits for this member, so no visit can be started. Ask the member to contact the
          insurer.
        </p>
      </Notice>
    );
  }

  return (
    <form className="panel visit-start" onSubmit={submit} aria-labelledby="visit-start-heading">
      <h2 id="visit-start-heading">Start the visit</h2>
      <fieldset aria-describedby={fieldError(error, 'benefitCode') ? 'benefit-error' : undefined}>
        <legend>Benefit</legend>
        {member.benefits.map((benefit) => (
          <label key={benefit.code} className="radio">
            <input
              type="radio"
              name="benefit"
              value={benefit.code}
              checked={benefit.code === benefitCode}
              onChange={() => setBenefitCode(benefit.code)}
            />
            {benefit.name} <span className="muted">({benefit.access_type} access)</span>
          </label>
        ))}
        {fieldError(error, 'benefitCode') && (
          <p id="benefit-error" className="field-error">
            {fieldError(error, 'benefitCode')}
          </p>
        )}
      </fieldset>
      <Field
        ref={phoneField}
        label="Member's phone"
        hint="The member’s mobile number, like 0712 345 678 or +254 712 345 678. The code is sent to it by SMS."
        type="tel"
        autoComplete="off"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={fieldError(error, 'phone')}
      />
      <Button type="submit" variant="primary" busy={busy}>
        Start visit and send code
      </Button>
      {message && (
        <Notice tone={error?.code === 'offline' ? 'warn' : 'error'} title="The visit was not started">
          <p>{message}</p>
        </Notice>
      )}
    </form>
  );
}
