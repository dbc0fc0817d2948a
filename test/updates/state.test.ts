/** The updater's states: every way between them, and every event that must leave a state as it is. */
import { describe, expect, it } from 'vitest';
import { nextState, type UpdateEvent } from '../../main/desk/updates/state';
import type { UpdateState } from '../../shared/domain/updates';

const AT = '2026-11-24T08:02:00.000Z';
const FAILURE = { reason: 'unreachable', detail: 'connect ECONNREFUSED 10.0.0.9:443' } as const;

const STATES = {
  off: { phase: 'off' },
  idle: { phase: 'idle' },
  checking: { phase: 'checking' },
  upToDate: { phase: 'up-to-date', checkedAt: AT },
  downloading: { phase: 'downloading', version: '1.5.0', percent: 40 },
  ready: { phase: 'ready', version: '1.5.0', waitingFor: null },
  waiting: { phase: 'ready', version: '1.5.0', waitingFor: ['sending'] },
  installing: { phase: 'installing', version: '1.5.0' },
  failed: { phase: 'failed', stage: 'check', failure: FAILURE, failedAt: AT },
} satisfies Record<string, UpdateState>;
type Named = keyof typeof STATES;

describe('the ways forward', () => {
  it('goes from a check to up to date only when the feed answered nothing newer', () => {
    const checking = nextState(STATES.idle, { type: 'check-started' });
    expect(checking).toEqual({ phase: 'checking' });
    expect(nextState(checking, { type: 'nothing-newer', at: AT })).toEqual({ phase: 'up-to-date', checkedAt: AT });
  });

  it('downloads what the feed offers, in whole percents, then is ready without installing', () => {
    let state = nextState(STATES.checking, { type: 'found', version: '1.5.0' });
    expect(state).toEqual({ phase: 'downloading', version: '1.5.0', percent: 0 });
    state = nextState(state, { type: 'progress', percent: 37.9 });
    expect(state).toEqual({ phase: 'downloading', version: '1.5.0', percent: 37 });
    const same = nextState(state, { type: 'progress', percent: 37.2 });
    expect(same).toBe(state);
    expect(nextState(state, { type: 'downloaded' })).toEqual({ phase: 'ready', version: '1.5.0', waitingFor: null });
  });

  it('installs when staff agree and nothing blocks it, else says what it waits for', () => {
    expect(nextState(STATES.ready, { type: 'install', blockers: [] })).toEqual({
      phase: 'installing',
      version: '1.5.0',
    });
    const waiting = nextState(STATES.ready, { type: 'install', blockers: ['sending', 'editing'] });
    expect(waiting).toEqual({ phase: 'ready', version: '1.5.0', waitingFor: ['sending', 'editing'] });
    expect(nextState(waiting, { type: 'install', blockers: ['sending', 'editing'] })).toBe(waiting);
    expect(nextState(waiting, { type: 'install', blockers: ['editing'] })).toEqual({
      phase: 'ready',
      version: '1.5.0',
      waitingFor: ['editing'],
    });
    expect(nextState(waiting, { type: 'install', blockers: [] })).toEqual({ phase: 'installing', version: '1.5.0' });
  });

  it('records which stage failed', () => {
    const failed = (state: UpdateState) => nextState(state, { type: 'failed', failure: FAILURE, at: AT });
    expect(failed(STATES.checking)).toMatchObject({ phase: 'failed', stage: 'check', failure: FAILURE, failedAt: AT });
    expect(failed(STATES.downloading)).toMatchObject({ stage: 'download' });
    expect(failed(STATES.installing)).toMatchObject({ stage: 'install' });
  });

  it('checks again from up to date and from a failure, and turns off or on from anywhere', () => {
    for (const name of ['idle', 'upToDate', 'failed'] as const) {
      expect(nextState(STATES[name], { type: 'check-started' }), name).toEqual({ phase: 'checking' });
    }
    for (const [name, state] of Object.entries(STATES)) {
      expect(nextState(state, { type: 'turned-off' }), name).toEqual({ phase: 'off' });
      expect(nextState(state, { type: 'turned-on' }), name).toEqual({ phase: 'idle' });
    }
  });
});

describe('events that do not apply', () => {
  const events: UpdateEvent[] = [
    { type: 'check-started' },
    { type: 'nothing-newer', at: AT },
    { type: 'found', version: '9.9.9' },
    { type: 'progress', percent: 99 },
    { type: 'downloaded' },
    { type: 'install', blockers: [] },
    { type: 'failed', failure: FAILURE, at: AT },
  ];
  /** For each event, the states it may move; every other state must stay the very same object. */
  const appliesTo: Record<UpdateEvent['type'], readonly Named[]> = {
    'check-started': ['idle', 'upToDate', 'failed'],
    'nothing-newer': ['checking'],
    found: ['checking'],
    progress: ['downloading'],
    downloaded: ['downloading'],
    install: ['ready', 'waiting'],
    failed: ['checking', 'downloading', 'installing'],
    'turned-off': [],
    'turned-on': [],
  };

  it.each(events)('$type leaves every other state as it is', (event) => {
    for (const [name, state] of Object.entries(STATES) as [Named, UpdateState][]) {
      if (appliesTo[event.type].includes(name)) continue;
      expect(nextState(state, event), name).toBe(state);
    }
  });

  it('never says up to date without a check in flight (a late answer after turning off or a failure)', () => {
    for (const name of ['off', 'idle', 'failed', 'downloading', 'ready'] as const) {
      expect(nextState(STATES[name], { type: 'nothing-newer', at: AT }).phase, name).not.toBe('up-to-date');
    }
  });
});
