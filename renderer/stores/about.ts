/** Whether the About dialog is open: opened from the desktop menu (event 'app.openAbout') or from Settings. */
import { create } from 'zustand';

export const useAboutOpen = create<{ readonly open: boolean }>()(() => ({ open: false }));
export const showAbout = (): void => useAboutOpen.setState({ open: true });
export const closeAbout = (): void => useAboutOpen.setState({ open: false });
