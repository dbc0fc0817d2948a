/**
 * What follows a lookup: the member found, then the visit's steps (the choice of benefit and phone, the code, the
 * authorization and the block) and the way on to the next member. The Visit screen loads this part after its first
 * screen is up: its input rules bring the schema library, which the card lookup does not need.
 */
import { Suspense, useEffect } from 'react';
import type { MemberLookup } from '../../../shared/domain/care';
import { Button } from '../../components/Button';
import { deferred } from '../../components/deferred';
import { useTranslation } from '../../i18n';
import { useVisitFlow } from './visit-model';
import { AuthorizedPanel } from './AuthorizedPanel';
import { MemberCard } from './MemberCard';
import { VisitStartForm } from './VisitStartForm';

// The code step loads once a member is shown, well before a code arrives.
const otpStep = deferred(() => import('./OtpEntry').then((m) => m.OtpEntry));
const OtpEntry = otpStep.Component;

function VisitStep({ member }: { readonly member: MemberLookup }) {
  const step = useVisitFlow((state) => state.step);
  switch (step.kind) {
    case 'none':
      return null;
    case 'choose':
      return <VisitStartForm key={member.cardNo} member={member} />;
    case 'otp':
      return <OtpEntry step={step} />;
    case 'authorized':
      return <AuthorizedPanel step={step} />;
  }
}

export function MemberSteps({ member }: { readonly member: MemberLookup }) {
  const reset = useVisitFlow((state) => state.reset);
  const { t } = useTranslation('visit');
  useEffect(() => void otpStep.preload(), []);
  return (
    <>
      <MemberCard member={member} />
      <Suspense fallback={null}>
        <VisitStep member={member} />
      </Suspense>
      <Button onClick={reset}>{t('nextMember')}</Button>
    </>
  );
}
