/**
 * The desk's frame: header with the demo badge, the always-visible sync status
 * (and, when the insurer records amounts otherwise than sent, its warning), the
 * screen tabs and the screen. The desktop menu's Settings item arrives as 'app.openSettings'.
 */
import { useEffect } from 'react';
import { onEvent } from './api';
import { AmountsWarning } from './components/AmountsWarning';
import { DemoBadge } from './components/DemoBadge';
import { NavTabs } from './components/NavTabs';
import { StatusBar } from './components/StatusBar';
import { useTranslation } from './i18n';
import { ClaimsScreen } from './screens/claims/ClaimsScreen';
import { VisitScreen } from './screens/visit/VisitScreen';
import { OutboxScreen } from './screens/outbox/OutboxScreen';
import { SettingsScreen } from './screens/settings/SettingsScreen';
import { TariffsScreen } from './screens/tariffs/TariffsScreen';
import { screenLanding, useFocusOn } from './screens/use-focus-on';
import { useNavigation, type Screen } from './stores/navigation';
import { useSettings } from './stores/settings';
import { useVisitFlow } from './stores/visit-flow';

function CurrentScreen({ screen }: { readonly screen: Screen }) {
  switch (screen) {
    case 'visit':
      return <VisitScreen />;
    case 'claim':
      return <ClaimsScreen />;
    case 'outbox':
      return <OutboxScreen />;
    case 'tariffs':
      return <TariffsScreen />;
    case 'settings':
      return <SettingsScreen />;
  }
}

export function App() {
  const screen = useNavigation((state) => state.screen);
  const mode = useSettings((state) => state.view?.mode);
  const load = useSettings((state) => state.load);
  const goTo = useNavigation((state) => state.goTo);
  const restoreVisit = useVisitFlow((state) => state.restore);
  // Every screen switch lands the focus on the new screen (its heading, unless it chose a field itself).
  const main = useFocusOn<HTMLElement>(screen, screenLanding);
  const { t } = useTranslation();
  useEffect(() => void load(), [load]);
  // After a reload (or a restart), the visit in progress comes back from the core.
  useEffect(() => void restoreVisit(), [restoreVisit]);
  useEffect(() => onEvent('app.openSettings', () => goTo('settings')), [goTo]);

  return (
    <div className="app">
      <header className="app-header">
        <h1>{t('appName')}</h1>
        {mode === 'demo' && <DemoBadge />}
        <NavTabs />
      </header>
      <StatusBar />
      <AmountsWarning />
      <main className="app-main" id="main" ref={main}>
        <CurrentScreen screen={screen} />
      </main>
    </div>
  );
}
