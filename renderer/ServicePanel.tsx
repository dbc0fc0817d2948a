import type { CoreStatus } from '../shared/core-status';
import type { StatusState } from './use-service-status';

const MODE_LABEL: Record<CoreStatus['mode'], string> = {
  demo: 'Demo — simulated insurer service',
  service: 'Insurer service configured by your administrator',
};

function Connection({ status }: { readonly status: CoreStatus }) {
  if (!status.reachable) return <span className="bad">Not reachable. {status.reason}</span>;
  return <span className="good">Connected</span>;
}

function StatusDetails({ status }: { readonly status: CoreStatus }) {
  return (
    <>
      <p className={`mode mode-${status.mode}`}>{MODE_LABEL[status.mode]}</p>
      <dl className="facts">
        <dt>Address</dt>
        <dd>{status.serviceUrl}</dd>
        <dt>Connection</dt>
        <dd>
          <Connection status={status} />
        </dd>
        {status.reachable && (
          <>
            <dt>Tariffs available</dt>
            <dd>{status.tariffCount}</dd>
          </>
        )}
        <dt>Last checked</dt>
        <dd>
          <time dateTime={status.checkedAt}>{new Date(status.checkedAt).toLocaleString()}</time>
        </dd>
      </dl>
    </>
  );
}

export function ServicePanel({ state, onRefresh }: { readonly state: StatusState; readonly onRefresh: () => void }) {
  return (
    <section className="panel" aria-labelledby="service-heading">
      <h2 id="service-heading">Insurer service</h2>
      <div role="status" aria-live="polite" aria-busy={state.phase === 'checking'}>
        {state.phase === 'checking' && <p>Checking the connection…</p>}
        {state.phase === 'failed' && <p className="bad">The check could not run. {state.message}</p>}
        {state.phase === 'done' && <StatusDetails status={state.status} />}
      </div>
      <button type="button" onClick={onRefresh} disabled={state.phase === 'checking'}>
        Check again
      </button>
    </section>
  );
}
