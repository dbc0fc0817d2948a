import { describe, expect, it, vi } from 'vitest';
import {
  claimSingleInstance,
  focusWindow,
  stopBeforeQuit,
  type AppLike,
  type FocusableWindowLike,
} from '../../main/electron/lifecycle';

function fakeApp(hasLock = true) {
  const listeners = new Map<string, (event: { preventDefault(): void }) => void>();
  const on = vi.fn((event: string, listener: (event: { preventDefault(): void }) => void) =>
    listeners.set(event, listener),
  );
  const quit = vi.fn();
  const app = { requestSingleInstanceLock: () => hasLock, on, quit } as AppLike;
  const emit = (event: string) => {
    const preventDefault = vi.fn();
    listeners.get(event)?.({ preventDefault });
    return preventDefault;
  };
  return { app, on, quit, emit };
}

function fakeWindow(minimized: boolean, destroyed = false) {
  return {
    isDestroyed: () => destroyed,
    isMinimized: () => minimized,
    restore: vi.fn(),
    show: vi.fn(),
    focus: vi.fn(),
  } satisfies FocusableWindowLike;
}

describe('the single instance', () => {
  it('focuses the first window when a second instance starts', () => {
    const { app, emit } = fakeApp();
    const window = fakeWindow(true);
    expect(claimSingleInstance(app, () => focusWindow(window))).toBe(true);

    emit('second-instance');
    expect(window.restore).toHaveBeenCalledOnce();
    expect(window.focus).toHaveBeenCalledOnce();
  });

  it('tells the second instance to stop', () => {
    const { app, on } = fakeApp(false);
    const focus = vi.fn();
    expect(claimSingleInstance(app, focus)).toBe(false);
    expect(on).not.toHaveBeenCalled();
  });

  it('does not restore a window that is not minimized, nor touch one that is gone', () => {
    const open = fakeWindow(false);
    focusWindow(open);
    expect(open.restore).not.toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalledOnce();

    const gone = fakeWindow(true, true);
    focusWindow(gone);
    focusWindow(undefined);
    expect(gone.focus).not.toHaveBeenCalled();
  });
});

describe('quitting', () => {
  it('waits for the core to stop, then quits for real', async () => {
    const { app, quit, emit } = fakeApp();
    let finish: () => void = () => undefined;
    const stop = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    stopBeforeQuit(app, stop);

    expect(emit('before-quit')).toHaveBeenCalledOnce();
    expect(emit('before-quit')).toHaveBeenCalledOnce();
    expect(stop).toHaveBeenCalledOnce();
    expect(quit).not.toHaveBeenCalled();

    finish();
    await vi.waitFor(() => expect(quit).toHaveBeenCalledOnce());
    expect(emit('before-quit')).not.toHaveBeenCalled();
  });

  it('quits even when stopping the core fails', async () => {
    const { app, quit, emit } = fakeApp();
    stopBeforeQuit(app, () => Promise.reject(new Error('disk gone')));
    emit('before-quit');
    await vi.waitFor(() => expect(quit).toHaveBeenCalledOnce());
  });
});
