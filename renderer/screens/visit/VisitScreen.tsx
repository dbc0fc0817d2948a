/** The Visit screen: card lookup, the member, then the visit, its code, the authorization and the block. */
import { Suspense, useEffect } from 'react';
import { deferred, whenIdle } from '../../components/deferred';
import { useTranslation } from '../../i18n';
import { useVisitFlow } from './visit-model';
import { CardLookupForm } from './CardLookupForm';
import { RecentMembers } from './RecentMembers';

// The first screen is the card lookup: what follows a lookup (MemberSteps.tsx) loads once it is up and the browser
// is idle, well before a member is found.
const memberSteps = deferred(() => import('./MemberSteps').then((m) => m.MemberSteps));
const MemberSteps = memberSteps.Component;

export function VisitScreen() {
  const member = useVisitFlow((state) => state.member);
  const { t } = useTranslation('visit');
  useEffect(() => whenIdle(() => void memberSteps.preload()), []);
  return (
    <section className="screen lookup-screen" aria-labelledby="visit-heading">
      <h2 id="visit-heading" className="screen-heading" tabIndex={-1}>
        {t('heading')}
      </h2>
      <div className="lookup-main">
        <CardLookupForm />
        <Suspense fallback={null}>{member && <MemberSteps member={member} />}</Suspense>
      </div>
      <RecentMembers />
    </section>
  );
}
