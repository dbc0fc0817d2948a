/**
 * Which screen is shown, and what it was opened with (e.g. the authorization a claim should start from).
 * The screen (not what it was opened with) is kept in the tab's session storage (session-kept.ts), so a reload
 * comes back to it; the screen itself comes back to its work in progress from the core.
 */
import { create } from 'zustand';
import { onEvent } from '../api';
import { showAbout } from './about';
import { keep, readKept } from './session-kept';

export const SCREENS = ['visit', 'claim', 'outbox', 'tariffs', 'settings', 'reports'] as const;
export type Screen = (typeof SCREENS)[number];

/** The Settings screen's pages, by who uses them (screens/settings/SettingsScreen.tsx). */
export type SettingsPage = 'desk' | 'insurer' | 'data' | 'computer';

export interface ScreenParams {
  /** Claim screen: preselect this authorization. */
  readonly authorizationNo?: string;
  /** Claim screen: open this local claim. */
  readonly claimId?: string;
  /** Settings screen: open this page (a warning's "change this setting" lands where the setting is). */
  readonly settingsPage?: SettingsPage;
}

interface NavigationState {
  readonly screen: Screen;
  readonly params: ScreenParams;
  readonly goTo: (screen: Screen, params?: ScreenParams) => void;
}

const SCREEN_KEY = 'claimdesk.screen';

const isScreen = (value: unknown): value is Screen => (SCREENS as readonly unknown[]).includes(value);

export const useNavigation = create<NavigationState>()((set) => ({
  screen: readKept(SCREEN_KEY, isScreen, 'visit'),
  params: {},
  goTo: (screen, params = {}) => {
    keep(SCREEN_KEY, screen);
    set({ screen, params });
  },
}));

/** The desktop menu's Settings and About items (events 'app.openSettings', 'app.openAbout'); answers the stop. */
export function followDesktopMenu(): () => void {
  const stops = [
    onEvent('app.openSettings', () => useNavigation.getState().goTo('settings')),
    onEvent('app.openAbout', showAbout),
  ];
  return () => stops.forEach((stop) => stop());
}
