// @vitest-environment jsdom
// The visit screen's model without React: the walkthrough's lookup and the recent members beside it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf, useVisitFlow } from '../../../renderer/screens/visit/visit-model';
import { answer, inputsOf } from '../fake-api';
import { failure, MEMBER } from './fixtures';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const { source: _source, ...RECENT } = MEMBER;

afterEach(() => useVisitFlow.getState().reset());

describe('visit model', () => {
  it('looks a card up after telling the core staff moved on, and keeps a refusal as the lookup’s own', async () => {
    answer({
      'visits.close': () => ({ ok: true, value: { closed: 0 } }),
      'members.lookup': () => failure('not-found', 'No member has this card.'),
    });
    await useVisitFlow.getState().lookUp('  CD-404 ');
    expect(inputsOf('members.lookup')).toEqual([{ cardNo: 'CD-404' }]);
    expect(inputsOf('visits.close').length).toBeGreaterThan(0);
    expect(errorOf(useVisitFlow.getState(), 'lookup')?.message).toBe('No member has this card.');
    expect(errorOf(useVisitFlow.getState(), 'start')).toBeUndefined();
    expect(useVisitFlow.getState().busy).toBeUndefined();
  });

  it('reads the recent members, and keeps them while another card is looked up', async () => {
    answer({
      'members.recent': () => ({ ok: true, value: [RECENT] }),
      'visits.close': () => ({ ok: true, value: { closed: 0 } }),
      'members.lookup': () => ({ ok: true, value: MEMBER }),
    });
    await useVisitFlow.getState().loadRecent();
    expect(inputsOf('members.recent')).toEqual([{ limit: 10 }]);
    await useVisitFlow.getState().lookUp(MEMBER.cardNo);
    expect(useVisitFlow.getState()).toMatchObject({ recent: [RECENT], member: MEMBER, step: { kind: 'choose' } });
  });

  it('says why the recent members could not be read', async () => {
    answer({ 'members.recent': () => failure('store', 'The store is busy.') });
    await useVisitFlow.getState().loadRecent();
    expect(useVisitFlow.getState().recentProblem).toBe('The store is busy.');
  });
});

describe('a reload during a card lookup', () => {
  it('shows the member looked up again on the new page, when no visit is in progress', async () => {
    let answerLookup: () => void = () => undefined;
    answer({
      'visits.close': () => ({ ok: true, value: { closed: 0 } }),
      'visits.current': () => ({ ok: true, value: null }),
      // The first page's lookup never answers it: the page is reloaded meanwhile.
      'members.lookup': () =>
        new Promise((resolve) => {
          answerLookup = () => resolve({ ok: true, value: MEMBER });
        }),
    });
    void useVisitFlow.getState().lookUp(' CD-1000017 ');
    await vi.waitFor(() => expect(inputsOf('members.lookup')).toHaveLength(1));

    // The new page: a fresh store, asked to come back to where the desk was.
    useVisitFlow.setState({ member: undefined, step: { kind: 'none' }, busy: undefined, error: undefined });
    answer({
      'visits.close': () => ({ ok: true, value: { closed: 0 } }),
      'visits.current': () => ({ ok: true, value: null }),
      'members.lookup': () => ({ ok: true, value: MEMBER }),
    });
    await useVisitFlow.getState().restore();
    expect(inputsOf('members.lookup')).toEqual([{ cardNo: 'CD-1000017' }]);
    expect(useVisitFlow.getState()).toMatchObject({ member: MEMBER, step: { kind: 'choose' } });
    answerLookup();
  });

  it('shows nothing after "Next member", nor after a card that was not found', async () => {
    answer({
      'visits.close': () => ({ ok: true, value: { closed: 0 } }),
      'visits.current': () => ({ ok: true, value: null }),
      'members.recent': () => ({ ok: true, value: [] }),
      'members.lookup': () => failure('not-found', 'No member has this card.'),
    });
    await useVisitFlow.getState().lookUp('CD-404');
    useVisitFlow.setState({ member: undefined, step: { kind: 'none' }, busy: undefined, error: undefined });
    await useVisitFlow.getState().restore();
    expect(inputsOf('members.lookup')).toEqual([{ cardNo: 'CD-404' }]);

    answer({
      'visits.close': () => ({ ok: true, value: { closed: 0 } }),
      'visits.current': () => ({ ok: true, value: null }),
      'members.lookup': () => ({ ok: true, value: MEMBER }),
    });
    await useVisitFlow.getState().lookUp(MEMBER.cardNo);
    useVisitFlow.getState().reset();
    await useVisitFlow.getState().restore();
    expect(inputsOf('members.lookup')).toEqual([{ cardNo: MEMBER.cardNo }]);
    expect(useVisitFlow.getState().member).toBeUndefined();
  });
});
