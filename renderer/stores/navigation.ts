/**
 * Which screen is shown, and what it was opened with (e.g. the authorization a claim should start from).
 * The screen (not what it was opened with) is kept in the tab's session storage, so a reload comes back
 * to it; the screen itself comes back to its work in progress from the core.
 */
import { create } from 'zustand';

export const SCREENS = ['visit', 'claim', 'outbox', 'tariffs', 'settings', 'reports'] as const;
export type Screen = (typeof SCREENS)[number];

export interface ScreenParams {
  /** Claim screen: preselect this authorization. */
  readonly authorizationNo?: string;
  /** Claim screen: open this local claim. */
  readonly claimId?: string;
}

interface NavigationState {
  readonly screen: Screen;
  readonly params: ScreenParams;
  readonly goTo: (screen: Screen, params?: ScreenParams) => void;
}

const SCREEN_KEY = 'claimdesk.screen';

const isScreen = (value: unknown): value is Screen => (SCREENS as readonly unknown[]).includes(value);

function keptScreen(): Screen {
  try {
    const kept = globalThis.sessionStorage.getItem(SCREEN_KEY);
    return isScreen(kept) ? kept : 'visit';
  } catch {
    return 'visit';
  }
}

function keepScreen(screen: Screen): void {
  try {
    globalThis.sessionStorage.setItem(SCREEN_KEY, screen);
  } catch {
    // No session storage (a locked-down browser): a reload starts on the Visit screen.
  }
}

export const useNavigation = create<NavigationState>()((set) => ({
  screen: keptScreen(),
  params: {},
  goTo: (screen, params = {}) => {
    keepScreen(screen);
    set({ screen, params });
  },
}));
