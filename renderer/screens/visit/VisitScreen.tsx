/** The Visit screen: card lookup, the member, then the visit, its code, the authorization and the block. */
import { Suspense, useEffect } from 'react';
import { Button } from '../../components/Button';
import { deferred } from '../../components/deferred';
import { useTranslation } from '../../i18n';
import { useVisitFlow } from './visit-model';
import { AuthorizedPanel } from './AuthorizedPanel';
import { CardLookupForm } from './CardLookupForm';
import { MemberCard } from './MemberCard';
import { RecentMembers } from './RecentMembers';
import { VisitStartForm } from './VisitStartForm';

// The code step checks the code's shape with the input rules, which bring the schema library: it is not
// part of the first screen, and loads as soon as that screen is up (see VisitScreen), well before a code arrives.
const otpStep = deferred(() => import('./OtpEntry').then((m) => m.OtpEntry));
const OtpEntry = otpStep.Component;

function VisitStep() {
  const member = useVisitFlow((state) => state.member);
  const step = useVisitFlow((state) => state.step);
  if (!member) return null;
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

export function VisitScreen() {
  const member = useVisitFlow((state) => state.member);
  const reset = useVisitFlow((state) => state.reset);
  const { t } = useTranslation('visit');
  useEffect(() => void otpStep.preload(), []);
  return (
    <section className="screen lookup-screen" aria-labelledby="visit-heading">
      <h2 id="visit-heading" className="screen-heading" tabIndex={-1}>
        {t('heading')}
      </h2>
      <div className="lookup-main">
        <CardLookupForm />
        {member && <MemberCard member={member} />}
        <Suspense fallback={null}>
          <VisitStep />
        </Suspense>
        {member && <Button onClick={reset}>{t('nextMember')}</Button>}
      </div>
      <RecentMembers />
    </section>
  );
}
