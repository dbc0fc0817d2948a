/** Which screen is shown, and what it was opened with (e.g. the authorization a claim should start from). */
import { create } from 'zustand';

export const SCREENS = ['visit', 'claim', 'outbox', 'tariffs', 'settings'] as const;
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

export const useNavigation = create<NavigationState>()((set) => ({
  screen: 'visit',
  params: {},
  goTo: (screen, params = {}) => set({ screen, params }),
}));
