/**
 * Where the window was: its normal (un-maximized) bounds and whether it was maximized,
 * kept as JSON in userData. A file that is missing, unreadable or off-schema means the
 * defaults. Saved bounds are placed back only on a display that still shows the window's
 * centre, shrunk and moved to fit its work area; otherwise the window opens centred at
 * the saved size (fitted to the primary display). Writes are debounced while the window
 * moves and flushed when it closes.
 */
import { readFileSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { ensurePrivateDir, writePrivateFile } from '../store/private-files';

export const WINDOW_MIN = { width: 720, height: 520 } as const;
export const WINDOW_DEFAULT = { width: 1100, height: 760 } as const;

const Coordinate = z.number().int().min(-100_000).max(100_000);

export const WindowState = z.object({
  x: Coordinate,
  y: Coordinate,
  width: z.number().int().min(WINDOW_MIN.width).max(100_000),
  height: z.number().int().min(WINDOW_MIN.height).max(100_000),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof WindowState>;

export interface Rectangle {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Where to open the window: x and y are absent when it should be centred. */
export interface WindowPlacement {
  readonly bounds: { readonly x?: number; readonly y?: number; readonly width: number; readonly height: number };
  readonly maximized: boolean;
}

export function readWindowState(filePath: string): WindowState | null {
  try {
    const parsed = WindowState.safeParse(JSON.parse(readFileSync(filePath, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeWindowState(filePath: string, state: WindowState): void {
  ensurePrivateDir(dirname(filePath));
  const temporary = `${filePath}.tmp`;
  writePrivateFile(temporary, JSON.stringify(state));
  renameSync(temporary, filePath);
}

const fit = (size: number, room: number, minimum: number): number => Math.max(Math.min(size, room), minimum);
const within = (start: number, size: number, areaStart: number, areaSize: number): number =>
  Math.max(areaStart, Math.min(start, areaStart + areaSize - size));

const showsCentreOf =
  (window: Rectangle) =>
  (area: Rectangle): boolean => {
    const x = window.x + window.width / 2;
    const y = window.y + window.height / 2;
    return x >= area.x && x < area.x + area.width && y >= area.y && y < area.y + area.height;
  };

/** `workAreas[0]` is the primary display's. */
export function placeWindow(saved: WindowState | null, workAreas: readonly Rectangle[]): WindowPlacement {
  const home = saved === null ? undefined : workAreas.find(showsCentreOf(saved));
  const area = home ?? workAreas[0];
  const size = saved ?? WINDOW_DEFAULT;
  const width = area === undefined ? size.width : fit(size.width, area.width, WINDOW_MIN.width);
  const height = area === undefined ? size.height : fit(size.height, area.height, WINDOW_MIN.height);
  const maximized = saved?.maximized ?? false;
  if (saved === null || home === undefined) return { bounds: { width, height }, maximized };
  const x = within(saved.x, width, home.x, home.width);
  const y = within(saved.y, height, home.y, home.height);
  return { bounds: { x, y, width, height }, maximized };
}

/** The part of Electron's BrowserWindow the tracker uses. */
export interface TrackedWindowLike {
  on(event: 'move' | 'resize' | 'maximize' | 'unmaximize' | 'close', listener: () => void): unknown;
  getNormalBounds(): Rectangle;
  isMaximized(): boolean;
}

/** Saves the window's state `delayMs` after it stops moving, and at once when it closes. */
export function trackWindowState(window: TrackedWindowLike, save: (state: WindowState) => void, delayMs = 400): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveNow = (): void => {
    clearTimeout(timer);
    timer = undefined;
    const { x, y, width, height } = window.getNormalBounds();
    const state = WindowState.safeParse({ x, y, width, height, maximized: window.isMaximized() });
    if (state.success) save(state.data);
  };
  const saveSoon = (): void => {
    clearTimeout(timer);
    timer = setTimeout(saveNow, delayMs);
  };
  for (const event of ['move', 'resize', 'maximize', 'unmaximize'] as const) window.on(event, saveSoon);
  window.on('close', saveNow);
}
