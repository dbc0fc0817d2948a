/**
 * A quiet line above every screen once an update is downloaded: "Restart and install" or "Later" (for this
 * version, until the page reloads), and when the limit to "Later" will install it at a start. Once staff agree it says what the install waits for, and while it
 * waits it tells the core each time the claim editor opens or closes. Its words load only when it shows.
 */
import { Suspense, useEffect } from 'react';
import type { UpdateState } from '../../shared/domain/updates';
import { useTranslation } from '../i18n';
import { useNavigation } from '../stores/navigation';
import { installWaiting, useUpdates } from '../stores/updates';
import { Button } from './Button';
import { InstallsAfter } from './InstallsAfter';
import './UpdateReady.css';

type Shown = Extract<UpdateState, { phase: 'ready' | 'installing' }>;

function UpdateNotice({ state, installsAfter }: { readonly state: Shown; readonly installsAfter?: string | null }) {
  const { t } = useTranslation('updates');
  const install = useUpdates((store) => store.install);
  const later = useUpdates((store) => store.later);
  const { version } = state;
  return (
    <section className="update-ready" aria-label={t('notice.region')}>
      <div className="notice notice-info" role="status">
        {state.phase === 'installing' && <p>{t('notice.installing', { version })}</p>}
        {state.phase === 'ready' && state.waitingFor === null && (
          <>
            <p>{t('notice.ready', { version })}</p>
            {installsAfter && <InstallsAfter at={installsAfter} />}
            <div className="actions">
              <Button variant="primary" onClick={() => void install()}>
                {t('install')}
              </Button>
              <Button onClick={() => later(version)}>{t('later')}</Button>
            </div>
          </>
        )}
        {state.phase === 'ready' && state.waitingFor !== null && (
          <>
            <p>{t('state.waiting', { version })}</p>
            <ul>
              {state.waitingFor.map((blocker) => (
                <li key={blocker}>{t(`blocker.${blocker}`)}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

export function UpdateReady() {
  const { status, putOff, sentEditorOpen, follow, install } = useUpdates();
  const editorOpen = useNavigation((state) => state.screen === 'claim');
  useEffect(follow, [follow]);
  const waiting = installWaiting(status);
  useEffect(() => {
    if (waiting && sentEditorOpen !== editorOpen) void install();
  }, [waiting, editorOpen, sentEditorOpen, install]);

  const state = status?.state;
  if (state?.phase !== 'installing' && (state?.phase !== 'ready' || (!waiting && putOff === state.version))) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <UpdateNotice state={state} installsAfter={status?.installsAfter} />
    </Suspense>
  );
}
