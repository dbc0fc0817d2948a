/** Who the member is, for the identity check: name, gender, birth date and age, photo, benefits. */
import type { MemberLookup } from '../../../shared/domain/care';
import { useFormats } from '../use-formats';
import { ageOn } from './age';
import { MemberPhoto } from './MemberPhoto';

export function MemberCard({ member }: { readonly member: MemberLookup }) {
  const age = ageOn(member.dob, new Date());
  const formats = useFormats();
  return (
    <section className="panel member-card" aria-labelledby="member-name">
      <MemberPhoto member={member} />
      <div className="member-facts">
        <h2 id="member-name">{member.name}</h2>
        {member.source === 'cache' && (
          <p className="stamp">
            Fetched <time dateTime={member.fetchedAt}>{formats.dateTime(member.fetchedAt)}</time> (offline copy)
          </p>
        )}
        <dl className="facts">
          <dt>Card number</dt>
          <dd>{member.cardNo}</dd>
          <dt>Gender</dt>
          <dd>{member.gender}</dd>
          <dt>Date of birth</dt>
          <dd>
            <time dateTime={member.dob}>{formats.date(member.dob)}</time>
          </dd>
          <dt>Age</dt>
          <dd>{age === undefined ? 'Unknown' : `${age} years`}</dd>
        </dl>
      </div>
    </section>
  );
}
