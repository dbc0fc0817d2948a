import { ServicePanel } from './ServicePanel';
import { useServiceStatus } from './use-service-status';

export function App() {
  const { state, refresh } = useServiceStatus();
  return (
    <>
      <header className="app-header">
        <h1>ClaimDesk</h1>
        <p>Claims desk for clinic receptions</p>
      </header>
      <main className="app-main">
        <ServicePanel state={state} onRefresh={refresh} />
        <p className="notice">
          The reception screens (member lookup, visit authorization and claims) arrive in a later release.
        </p>
      </main>
    </>
  );
}
