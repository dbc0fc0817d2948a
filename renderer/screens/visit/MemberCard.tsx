/** Who the member is, for the identity check: name, gender, birth date and age, photo, benefits. */
import type { MemberLookup } from '../../../shared/domain/care';
import { Trans, useFormat, useTranslation } from '../../i18n';
import { ageOn } from './age';
import { MemberPhoto } from './MemberPhoto';
import { ServiceValue } from '../../components/ServiceValue';

export function MemberCard({ member }: { readonly member: MemberLookup }) {
  const age = ageOn(member.dob, new Date());
  const format = useFormat();
  const { t } = useTranslation('visit');
  return (
    <section className="panel member-card" aria-labelledby="member-name">
      <MemberPhoto member={member} />
      <div className="member-facts">
        <h2 id="member-name">{member.name}</h2>
        {member.source === 'cache' && (
          <p className="stamp">
            <Trans
              t={t}
              i18nKey="member.fetched"
              values={{ stamp: format.dateTime(member.fetchedAt) }}
              components={{ time: <time dateTime={member.fetchedAt} /> }}
            />
          </p>
        )}
        <dl className="facts">
          <dt>{t('cardNo')}</dt>
          <dd>{member.cardNo}</dd>
          <dt>{t('member.gender')}</dt>
          <dd>
            <ServiceValue kind="gender" value={member.gender} />
          </dd>
          <dt>{t('member.dob')}</dt>
          <dd>
            <time dateTime={member.dob}>{format.date(member.dob)}</time>
          </dd>
          <dt>{t('member.age')}</dt>
          <dd>{age === undefined ? t('member.ageUnknown') : t('member.years', { count: age })}</dd>
        </dl>
      </div>
    </section>
  );
}
