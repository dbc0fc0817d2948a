/**
 * The app's life: one instance (a second launch brings the first window forward and
 * exits), and a quit that waits for the core to stop — `before-quit` is held once,
 * the core finishes what is in flight, then the quit goes on.
 */

interface Preventable {
  preventDefault(): void;
}

/** The part of Electron's app this module uses. */
export interface AppLike {
  requestSingleInstanceLock(): boolean;
  on(event: 'second-instance', listener: () => void): unknown;
  on(event: 'before-quit', listener: (event: Preventable) => void): unknown;
  quit(): void;
}

/** The part of Electron's BrowserWindow that focusing uses. */
export interface FocusableWindowLike {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

export function focusWindow(window: FocusableWindowLike | undefined): void {
  if (window === undefined || window.isDestroyed()) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

/** True when this is the only instance; a later launch calls `focus` here instead of running. */
export function claimSingleInstance(app: AppLike, focus: () => void): boolean {
  if (!app.requestSingleInstanceLock()) return false;
  app.on('second-instance', focus);
  return true;
}

/** Holds the first quit until `stop` settles (fulfilled or not), then quits for real. */
export function stopBeforeQuit(app: AppLike, stop: () => Promise<void>): void {
  let phase: 'running' | 'stopping' | 'stopped' = 'running';
  app.on('before-quit', (event) => {
    if (phase === 'stopped') return;
    event.preventDefault();
    if (phase === 'stopping') return;
    phase = 'stopping';
    void stop()
      .catch(() => undefined)
      .finally(() => {
        phase = 'stopped';
        app.quit();
      });
  });
}
