/** Whether the About dialog is open: opened from the desktop menu (event 'app.openAbout') or from Settings. */
import { create } from 'zustand';
import { callOp } from '../api';

export const useAboutOpen = create<{ readonly open: boolean }>()(() => ({ open: false }));
export const showAbout = (): void => useAboutOpen.setState({ open: true });
export const closeAbout = (): void => useAboutOpen.setState({ open: false });
/** What the dialog shows: versions, the service, the data folder. */
export const readAbout = () => callOp('app.about', {});
