/**
 * The desk's frame: header with the demo badge, the always-visible sync status
 * (and, when the insurer records amounts otherwise than sent, its warning), what
 * opening the data file found (until read), the screen tabs and the screen. On a
 * first run the core says setup is needed: the frame then shows the choice between
 * the insurer's service and the demo instead of the screens. The desktop menu's
 * Settings and About items arrive as 'app.openSettings' and 'app.openAbout'.
 */
import { Suspense, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { dropFirstReads } from './api/first-reads';
import { dropFirstScreen } from './first-screen';
import { deferred, deferredPart, whenIdle } from './components/deferred';
import { DemoBadge } from './components/DemoBadge';
import { useLockFrame } from './components/LockScreen';
import { NavTabs } from './components/NavTabs';
import { StatusBar } from './components/StatusBar';
import { loadAllWords, useTranslation } from './i18n';
import { useAppState } from './stores/app-state';
import { VisitScreen } from './screens/visit/VisitScreen';
import { screenLanding, useFocusOn } from './screens/use-focus-on';
import { followDesktopMenu, useNavigation, type Screen } from './stores/navigation';
import { useSettings } from './stores/settings';
import { useVisitFlow } from './screens/visit/visit-model';

// The Visit screen is where the day starts; the others are not part of the first screen, and load (with every
// screen's words) once it is up and the browser is idle, so that a switch to any of them shows it at once.
const LATER_SCREENS = {
  claim: deferred(() => import('./screens/claims/ClaimsScreen').then((m) => m.ClaimsScreen)),
  outbox: deferred(() => import('./screens/outbox/OutboxScreen').then((m) => m.OutboxScreen)),
  tariffs: deferred(() => import('./screens/tariffs/TariffsScreen').then((m) => m.TariffsScreen)),
  settings: deferred(() => import('./screens/settings/SettingsScreen').then((m) => m.SettingsScreen)),
  reports: deferred(() => import('./screens/reports/ReportsScreen').then((m) => m.ReportsScreen)),
};
const ClaimsScreen = LATER_SCREENS.claim.Component;
const OutboxScreen = LATER_SCREENS.outbox.Component;
const TariffsScreen = LATER_SCREENS.tariffs.Component;
const SettingsScreen = LATER_SCREENS.settings.Component;
const ReportsScreen = LATER_SCREENS.reports.Component;

// Parts of the frame that show now and then (a store notice, an update ready, a problem told to staff, the About
// dialog, the recovery key issued at the first run's setup, the insurer reading amounts otherwise): nothing of them is on the first screen. Their code
// loads with the later screens, and each shows once it is in and has something to say.
const LATER_PARTS = {
  notices: deferredPart(() => import('./components/StoreNotices').then((m) => m.StoreNotices)),
  update: deferredPart(() => import('./components/UpdateReady').then((m) => m.UpdateReady)),
  alerts: deferredPart(() => import('./screens/settings/DiagnosticsAlerts').then((m) => m.DiagnosticsAlerts)),
  recovery: deferredPart(() => import('./screens/recovery/RecoveryKeyMissing').then((m) => m.RecoveryKeyMissing)),
  about: deferredPart(() => import('./components/AboutDialog').then((m) => m.AboutDialog)),
  issuedAtSetup: deferredPart(() => import('./screens/recovery/IssuedAtSetup').then((m) => m.IssuedAtSetup)),
  amounts: deferredPart(() => import('./components/AmountsWarning').then((m) => m.AmountsWarning)),
};
const StoreNotices = LATER_PARTS.notices.Component;
const UpdateReady = LATER_PARTS.update.Component;
const DiagnosticsAlerts = LATER_PARTS.alerts.Component;
const RecoveryKeyMissing = LATER_PARTS.recovery.Component;
const AboutDialog = LATER_PARTS.about.Component;
const IssuedAtSetup = LATER_PARTS.issuedAtSetup.Component;
const AmountsWarning = LATER_PARTS.amounts.Component;

const preloadLaterScreens = (): void => {
  for (const later of [...Object.values(LATER_SCREENS), ...Object.values(LATER_PARTS)]) void later.preload();
  void loadAllWords();
};
// The first run's choice, loaded only when the core asks for it.
const SetupScreen = deferred(() => import('./screens/setup/SetupScreen').then((m) => m.SetupScreen)).Component;

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
    case 'reports':
      return <ReportsScreen />;
  }
}

/**
 * Every screen switch lands the focus on the new screen (its heading, unless it chose a field itself). It sits
 * inside the screens' Suspense boundary, so a screen loaded on first use is there before the focus moves.
 */
function ScreenLanding({
  screen,
  main,
}: {
  readonly screen: Screen | 'setup';
  readonly main: RefObject<HTMLElement | null>;
}) {
  useFocusOn(screen, screenLanding, main);
  return null;
}

export function App() {
  const screen = useNavigation((state) => state.screen);
  const mode = useSettings((state) => state.view?.mode);
  const load = useSettings((state) => state.load);
  const setupNeeded = useAppState((state) => state.setupNeeded);
  const loadAppState = useAppState((state) => state.load);
  const restoreVisit = useVisitFlow((state) => state.restore);
  const main = useRef<HTMLElement>(null);
  const { t } = useTranslation();
  useEffect(() => void load(), [load]);
  useEffect(() => void loadAppState(), [loadAppState]);
  // The locked screen: the desk stays mounted under the lock, not painted and inert (components/LockScreen.tsx).
  // A page loaded while locked was refused the desk's data: once unlocked, its screens load again (`reloads`).
  const lock = useLockFrame();
  const firstScreenShown = setupNeeded !== undefined && lock.status !== undefined;
  // Only once the first screen shows: loaded sooner, the later screens would compete with it for the CPU.
  useEffect(() => (firstScreenShown ? whenIdle(preloadLaterScreens) : undefined), [firstScreenShown]);
  // The host's stand-in of the card lookup goes as the first screen shows: taken by the card lookup when it is
  // that screen (its layout effect runs before this one), dropped otherwise.
  useLayoutEffect(() => (firstScreenShown ? dropFirstScreen() : undefined), [firstScreenShown]);
  // What the page asked as it started and the first screen did not take is stale from now on.
  useEffect(() => (firstScreenShown ? dropFirstReads() : undefined), [firstScreenShown]);
  const reloads = lock.reloads ?? 0;
  // After a reload (or a restart), the visit in progress comes back from the core.
  useEffect(() => void restoreVisit(), [restoreVisit, reloads]);
  useEffect(followDesktopMenu, []);

  // Until the core says whether to ask first (and whether the desk is locked), nothing: never a flash of the desk.
  if (setupNeeded === undefined || lock.status === undefined) return null;
  const desk = !setupNeeded;
  const locked = desk && lock.status?.locked;
  const LockPart = desk ? lock.Part : undefined;
  return (
    <div className="app" inert={locked}>
      <header className="app-header">
        <h1>{t('appName')}</h1>
        {mode === 'demo' && <DemoBadge />}
        {desk && <NavTabs />}
        {LockPart && <LockPart button />}
      </header>
      {desk && <StatusBar key={reloads} />}
      <Suspense fallback={null}>
        {desk && <AmountsWarning key={reloads} />}
        {desk && <UpdateReady />}
        {desk && <IssuedAtSetup />}
        {/* The service decides the data folder: a switch shows that folder's notices. */}
        {mode !== undefined && <StoreNotices key={mode} />}
        <DiagnosticsAlerts />
        {desk && <RecoveryKeyMissing />}
      </Suspense>
      <main className="app-main" id="main" ref={main}>
        <Suspense fallback={<p className="screen-loading">{t('loading')}</p>}>
          {desk ? <CurrentScreen key={reloads} screen={screen} /> : <SetupScreen />}
          <ScreenLanding screen={desk ? screen : 'setup'} main={main} />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <AboutDialog />
      </Suspense>
      {LockPart && <LockPart />}
    </div>
  );
}
