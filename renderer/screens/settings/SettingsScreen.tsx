/** Settings: which service the desk uses (or the demo), the form, and where the data lives. */
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import type { SettingsView } from '../../../shared/ops/operations';
import { useSettings } from '../../stores/settings';
import { SettingsForm } from './SettingsForm';

function ModeNotice({ view }: { readonly view: SettingsView }) {
  if (view.mode === 'demo') {
    return (
      <Notice tone="warn" title="Demo — simulated insurer service">
        <p>
          No insurer service is configured, so ClaimDesk uses a built-in simulated service. Nothing reaches the insurer.
          Enter the service address and token below to connect for real.
        </p>
      </Notice>
    );
  }
  return (
    <Notice tone="info" title="Insurer service in use">
      <p>{view.serviceUrl ?? 'The configured service.'}</p>
    </Notice>
  );
}

export function SettingsScreen() {
  const { view, loadError, load } = useSettings();
  return (
    <section className="screen settings-screen" aria-labelledby="settings-heading">
      <h2 id="settings-heading" className="screen-heading">
        Settings
      </h2>
      {loadError && (
        <Notice tone="error" title="Settings could not be read">
          <p>{loadError.message}</p>
          <Button onClick={() => void load()}>Try again</Button>
        </Notice>
      )}
      {!view && !loadError && <p>Reading the settings…</p>}
      {view && (
        <>
          <ModeNotice view={view} />
          {view.restartNeeded && (
            <Notice tone="warn" title="Restart needed">
              <p>The new service address or token is saved. Restart ClaimDesk to start using it.</p>
            </Notice>
          )}
          <SettingsForm view={view} />
          <p className="data-folder">
            <span className="label">Data folder</span> <code>{view.dataDir}</code>
          </p>
        </>
      )}
    </section>
  );
}
