import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  placeWindow,
  readWindowState,
  trackWindowState,
  WINDOW_DEFAULT,
  writeWindowState,
  type Rectangle,
  type TrackedWindowLike,
  type WindowState,
} from '../../main/electron/window-state';

const PRIMARY: Rectangle = { x: 0, y: 0, width: 1920, height: 1040 };
const RIGHT: Rectangle = { x: 1920, y: 0, width: 1280, height: 984 };
const SAVED: WindowState = { x: 2000, y: 50, width: 1000, height: 700, maximized: false };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'claimdesk-window-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  vi.useRealTimers();
});

describe('the saved window state', () => {
  it('reads back what was written', () => {
    const file = join(dir, 'nested', 'window-state.json');
    writeWindowState(file, SAVED);
    expect(readWindowState(file)).toEqual(SAVED);
  });

  it.each([
    ['missing', null],
    ['not JSON', '{"x": 1,'],
    ['off-schema', JSON.stringify({ ...SAVED, width: 'wide' })],
    ['too small to use', JSON.stringify({ ...SAVED, width: 10 })],
  ])('is the default when the file is %s', (_label, content) => {
    const file = join(dir, 'window-state.json');
    if (content !== null) writeFileSync(file, content);
    expect(readWindowState(file)).toBeNull();
    expect(placeWindow(readWindowState(file), [PRIMARY])).toEqual({ bounds: WINDOW_DEFAULT, maximized: false });
  });
});

describe('placing the window', () => {
  it('restores the saved bounds and maximized state on the display that still shows it', () => {
    expect(placeWindow({ ...SAVED, maximized: true }, [PRIMARY, RIGHT])).toEqual({
      bounds: { x: 2000, y: 50, width: 1000, height: 700 },
      maximized: true,
    });
  });

  it('opens centred on the primary display when the saved display is gone', () => {
    expect(placeWindow(SAVED, [PRIMARY])).toEqual({ bounds: { width: 1000, height: 700 }, maximized: false });
  });

  it('shrinks and moves a window that spills over the edge of its display', () => {
    const spilling: WindowState = { x: 2400, y: 100, width: 1200, height: 1400, maximized: false };
    expect(placeWindow(spilling, [PRIMARY, RIGHT])).toEqual({
      bounds: { x: 2000, y: 0, width: 1200, height: 984 },
      maximized: false,
    });
  });

  it('never goes below the minimum size, even on a tiny display', () => {
    const tiny: Rectangle = { x: 0, y: 0, width: 640, height: 480 };
    expect(placeWindow(null, [tiny]).bounds).toEqual({ width: 720, height: 520 });
  });
});

describe('tracking the window', () => {
  function fakeWindow() {
    const listeners = new Map<string, (() => void)[]>();
    let bounds: Rectangle = { x: 10, y: 20, width: 900, height: 600 };
    let maximized = false;
    const window: TrackedWindowLike = {
      on: (event, listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]),
      getNormalBounds: () => bounds,
      isMaximized: () => maximized,
    };
    const emit = (event: string) => {
      for (const listener of listeners.get(event) ?? []) listener();
    };
    const move = (next: Rectangle, isMaximized = false) => {
      bounds = next;
      maximized = isMaximized;
    };
    return { window, emit, move };
  }

  it('saves once, after the window stops moving', () => {
    vi.useFakeTimers();
    const { window, emit, move } = fakeWindow();
    const save = vi.fn<(state: WindowState) => void>();
    trackWindowState(window, save, 400);

    emit('move');
    vi.advanceTimersByTime(300);
    move({ x: 30, y: 40, width: 950, height: 650 });
    emit('resize');
    vi.advanceTimersByTime(300);
    expect(save).not.toHaveBeenCalled();

    vi.advanceTimersByTime(100);
    expect(save).toHaveBeenCalledExactlyOnceWith({ x: 30, y: 40, width: 950, height: 650, maximized: false });
  });

  it('saves at once when the window closes, with its normal bounds and maximized flag', () => {
    vi.useFakeTimers();
    const { window, emit, move } = fakeWindow();
    const save = vi.fn<(state: WindowState) => void>();
    trackWindowState(window, save, 400);

    move({ x: 5, y: 6, width: 800, height: 600 }, true);
    emit('maximize');
    emit('close');
    expect(save).toHaveBeenCalledExactlyOnceWith({ x: 5, y: 6, width: 800, height: 600, maximized: true });

    vi.advanceTimersByTime(1000);
    expect(save).toHaveBeenCalledOnce();
  });
});
