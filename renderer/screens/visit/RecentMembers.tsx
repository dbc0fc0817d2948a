/** Members looked up on this desk recently; viewable offline (without photo), stamped with when they were fetched. */
import { useEffect } from 'react';
import { useVisitFlow } from './visit-model';
import { Trans, useFormat, useTranslation } from '../../i18n';

export function RecentMembers() {
  const members = useVisitFlow((state) => state.recent);
  const problem = useVisitFlow((state) => state.recentProblem);
  const loadRecent = useVisitFlow((state) => state.loadRecent);
  const showRecent = useVisitFlow((state) => state.showRecent);
  const shown = useVisitFlow((state) => state.member);
  const format = useFormat();
  const { t } = useTranslation('visit');

  // Whenever the member shown changes: a lookup puts its member first.
  useEffect(() => void loadRecent(), [loadRecent, shown]);

  return (
    <section className="panel recent-members" aria-labelledby="recent-heading">
      <h2 id="recent-heading">{t('recent.heading')}</h2>
      {problem && <p className="field-error">{t('recent.unreadable', { problem })}</p>}
      {members.length === 0 && !problem && <p>{t('recent.empty')}</p>}
      <ul>
        {members.map((member) => (
          <li key={member.cardNo}>
            <button type="button" className="link-button" onClick={() => showRecent(member)}>
              {member.name} · <span className="card-no">{member.cardNo}</span>
            </button>
            <span className="recent-stamp">
              <Trans
                t={t}
                i18nKey="recent.fetched"
                values={{ stamp: format.dateTime(member.fetchedAt) }}
                components={{ time: <time dateTime={member.fetchedAt} /> }}
              />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
