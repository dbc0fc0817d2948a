// @vitest-environment jsdom
/**
 * The Visit screen in Kiswahili and French: the member (an offline copy, with its stamp, birth date and age in
 * the language's formats) and the code step (sent-to, the waiting visit, the countdown, the field and its
 * buttons) read in that language. A rulebook problem is worded by the `rules` catalogue when it has the code,
 * and falls back to the message it came with when it does not.
 */
import { act, cleanup, render, renderHook, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostUnreachable } from '../../../renderer/api/host-unreachable';
import { i18n, useProblemWords } from '../../../renderer/i18n';
import { VisitScreen } from '../../../renderer/screens/visit/VisitScreen';
import { useVisitFlow } from '../../../renderer/screens/visit/visit-model';
import type { RuleCode } from '../../../shared/domain/rule-wording';
import type { Language } from '../../../shared/i18n/languages';
import { answer, inputsOf } from '../fake-api';
import { MEMBER } from './fixtures';
import { deskDay } from '../desk-day';

vi.mock('../../../renderer/api', () => import('../fake-api'));

/** Spaces as Intl writes them in French (narrow and non-breaking) shown as plain ones. */
const plain = (text: string | null | undefined): string => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const show = (language: Language): void => {
  act(() => void i18n.changeLanguage(language));
};

const NOW = new Date('2026-11-21T11:00:00.000Z');
/** The day the member's offline copy was fetched, at the desk. */
const FETCHED_DAY = deskDay(MEMBER.fetchedAt);

const EXPECTED = {
  sw: {
    heading: 'Ziara',
    stamp: new RegExp(`^Ilichukuliwa ${FETCHED_DAY} Nov 2026, \\d{2}:02 .+ \\(nakala ya nje ya mtandao\\)$`),
    dob: ['Tarehe ya kuzaliwa', '15 Mac 1990'],
    age: ['Umri', 'Miaka 36'],
    photo: 'Picha haipatikani nje ya mtandao',
    code: 'Msimbo kutoka kwenye SMS',
    sentTo: 'Msimbo umetumwa kwa +2547•••000.',
    waiting: 'Ziara tayari inasubiri msimbo wake',
    countdown: 'Msimbo utaisha baada ya 4:00',
    field: 'Msimbo',
    check: 'Kagua msimbo',
    resendIn: /^Msimbo mpya unaweza kutumwa baada ya \d:\d\d, huu ukishaisha muda wake\.$/,
    next: 'Mwanachama anayefuata',
    recent: 'Bado hakuna mwanachama aliyetafutwa kwenye dawati hili.',
    hostUnreachable:
      'Huduma ya ndani ya ClaimDesk haijibu. Je, dirisha la ClaimDesk bado liko wazi? Pakia ukurasa upya.',
  },
  fr: {
    heading: 'Visite',
    stamp: new RegExp(`^Récupéré le ${FETCHED_DAY} nov\\. 2026, \\d{2}:02 .+ \\(copie hors ligne\\)$`),
    dob: ['Date de naissance', '15 mars 1990'],
    age: ['Âge', '36 ans'],
    photo: 'Photo non disponible hors ligne',
    code: 'Code reçu par SMS',
    sentTo: 'Code envoyé au +2547•••000.',
    waiting: 'Visite déjà en attente de son code',
    countdown: 'Code : encore valable 4:00',
    field: 'Code',
    check: 'Vérifier le code',
    resendIn: /^Un nouveau code pourra être envoyé dans \d:\d\d, quand celui-ci aura expiré\.$/,
    next: 'Adhérent suivant',
    recent: 'Aucun adhérent n’a encore été recherché sur ce poste.',
    hostUnreachable:
      'Le service local de ClaimDesk ne répond pas. La fenêtre de ClaimDesk est-elle toujours ouverte\u00a0? Rechargez la page.',
  },
} as const;

/** The text of the <dd> that follows the <dt> saying `term`. */
const factOf = (term: string): string =>
  plain(screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent);

beforeEach(() => {
  // Only Date is faked (held still): the countdown reads 4:00 while promises and waits run on real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  answer({ 'members.recent': () => ({ ok: true, value: [] }) });
});
afterEach(() => {
  cleanup();
  show('en');
  vi.useRealTimers();
});

describe.each(['sw', 'fr'] as const)('the Visit screen in %s', (language) => {
  const words = EXPECTED[language];
  beforeEach(() => show(language));

  it('shows the member and the code step in the language, with its formats', async () => {
    useVisitFlow.setState({
      member: { ...MEMBER, source: 'cache' },
      step: {
        kind: 'otp',
        benefitCode: 'OPD-01',
        phone: '+254700000000',
        otpExpireAt: new Date(NOW.getTime() + 240_000).toISOString(),
        sentTo: '+2547•••000',
        alreadyWaiting: true,
        refused: 0,
      },
      busy: undefined,
      error: undefined,
    });
    render(<VisitScreen />);

    expect(screen.getByRole('heading', { name: words.heading, level: 2 })).toBeTruthy();
    // What follows a lookup loads after the first screen (VisitScreen.tsx), the code step after the member (MemberSteps.tsx).
    const card = await screen.findByRole('region', { name: MEMBER.name });
    expect(plain(card.querySelector('.stamp')?.textContent)).toMatch(words.stamp);
    expect(factOf(words.dob[0])).toBe(words.dob[1]);
    expect(factOf(words.age[0])).toBe(words.age[1]);
    expect(within(card).getByText(words.photo)).toBeTruthy();
    expect(inputsOf('members.photo')).toEqual([]);

    const step = await screen.findByRole('form', { name: words.code });
    expect(within(step).getByText(words.sentTo)).toBeTruthy();
    expect(within(step).getByText(words.waiting)).toBeTruthy();
    expect(plain(step.querySelector('.countdown')?.textContent)).toBe(words.countdown);
    expect(within(step).getByLabelText(words.field).tagName).toBe('INPUT');
    expect(within(step).getByRole('button', { name: words.check })).toBeTruthy();
    expect(step.querySelector('.resend-countdown')?.textContent).toMatch(words.resendIn);
    expect(screen.getByRole('button', { name: words.next })).toBeTruthy();
    expect(await screen.findByText(words.recent)).toBeTruthy();
  });

  it('says the local service is not answering in the language', () => {
    expect(hostUnreachable()).toEqual({
      ok: false,
      error: { code: 'host-unreachable', message: words.hostUnreachable },
    });
  });
});

describe('rulebook problems on the Visit screen', () => {
  it('are worded by the rules catalogue in the language shown, or keep their message when it lacks the code', () => {
    const { result } = renderHook(() => useProblemWords());
    const problem = { code: 'otp.notCode' as RuleCode, params: {}, message: 'as it came' };
    expect(result.current(problem)).toBe('Enter the code from the SMS: 4 to 8 digits.');
    show('fr');
    expect(result.current(problem)).toBe('Saisissez le code reçu par SMS\u00a0: 4 à 8 chiffres.');
    // A code this page does not know (a newer core's) keeps the words the core gave it.
    const unknown = { code: 'visitTest.unknown' as RuleCode, params: {}, message: 'The code must be 4 to 8 digits.' };
    expect(result.current(unknown)).toBe('The code must be 4 to 8 digits.');
    expect(result.current(undefined)).toBeUndefined();
  });
});
