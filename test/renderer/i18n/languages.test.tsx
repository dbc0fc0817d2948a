// @vitest-environment jsdom
/**
 * The page in each of its languages: the status bar, the outbox, the printed form, the tariffs and the
 * settings read in that language, with its number and date formats; the picker switches the whole page
 * at once, without a reload, and sets <html lang>.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../renderer/App';
import { StatusBar } from '../../../renderer/components/StatusBar';
import { i18n } from '../../../renderer/i18n';
import { ClaimForm } from '../../../renderer/screens/print/ClaimForm';
import { OutboxScreen } from '../../../renderer/screens/outbox/OutboxScreen';
import { SettingsScreen } from '../../../renderer/screens/settings/SettingsScreen';
import { TariffsScreen } from '../../../renderer/screens/tariffs/TariffsScreen';
import { useNavigation } from '../../../renderer/stores/navigation';
import { useSettings } from '../../../renderer/stores/settings';
import { useSyncStatus } from '../../../renderer/stores/sync-status';
import type { Language } from '../../../shared/i18n/languages';
import { answer, inputsOf } from '../fake-api';
import { claimView, tariff } from '../claims/fixtures';
import { syncStatus } from '../../support/sync-status';
import { settingsView } from '../settings-view-fixture';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const VIEW = settingsView();

const CLAIM = claimView(
  {
    id: '6f1c0c1e-52a8-4d43-9d3a-3f8f3f1f00aa',
    authorizationNo: 'AUTH-1',
    memberName: 'Achieng Otieno',
    attendanceDate: '2026-11-20',
    lines: [{ tariffId: 'TRF-2', name: 'Consultation', type: 'consultation', quantity: 3, price: '1450.5' }],
  },
  'queued',
);

/** Spaces as Intl writes them in French (narrow and non-breaking) shown as plain ones. */
const plain = (text: string | null | undefined): string => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const show = (language: Language): void => {
  act(() => void i18n.changeLanguage(language));
};

beforeEach(() => {
  useSettings.setState({ view: undefined, loadError: undefined });
  useSyncStatus.setState({ status: undefined, error: undefined, requesting: false });
  useNavigation.setState({ screen: 'settings', params: {} });
  answer({
    'settings.get': () => ({ ok: true, value: VIEW }),
    'settings.update': (patch) => ({ ok: true, value: { ...VIEW, language: patch.language ?? VIEW.language } }),
    'sync.status': () => ({
      ok: true,
      value: syncStatus({
        pendingCount: 1234,
        needsAttentionCount: 1,
        needsAttentionByKind: { 'in-doubt': 1, refused: 0, 'price-changed': 0, 'another-claim': 0 },
        lastSuccessfulSyncAt: '2026-11-21T11:00:00Z',
      }),
    }),
    'claims.list': () => ({
      ok: true,
      value: [{ ...CLAIM, lineCount: 1, documentCount: 0 }],
    }),
    'tariffs.info': () => ({
      ok: true,
      value: { itemCount: 12_500, lastSyncedAt: null, lastSyncDate: null, providers: [] },
    }),
    'tariffs.search': () => ({ ok: true, value: [tariff('TRF-9', 'Amoxicillin 500 mg', '1235.125')] }),
    'visits.current': () => ({ ok: true, value: null }),
  });
});
afterEach(() => {
  cleanup();
  show('en');
});

/** What each language must say, in its own words and formats. */
const EXPECTED = {
  en: {
    syncNow: 'Sync now',
    waiting: '1,234 claims waiting',
    attention: '1 needs attention (1 in doubt)',
    outbox: 'Outbox and claims',
    state: 'Waiting to send',
    date: '20 Nov 2026',
    total: '4,351.50',
    form: 'Claim form',
    price: '1,450.50',
    tariffs: 'Items on this computer',
    items: '12,500',
    settings: 'Settings',
    language: 'Language',
  },
  sw: {
    syncNow: 'Sawazisha sasa',
    waiting: 'Madai 1,234 yanasubiri',
    attention: 'Dai 1 linahitaji kushughulikiwa (1 lina shaka)',
    outbox: 'Kikasha toezi na madai',
    state: 'Linasubiri kutumwa',
    date: '20 Nov 2026',
    total: '4,351.50',
    form: 'Fomu ya dai',
    price: '1,450.50',
    tariffs: 'Huduma kwenye kompyuta hii',
    items: '12,500',
    settings: 'Mipangilio',
    language: 'Lugha',
  },
  fr: {
    syncNow: 'Synchroniser',
    waiting: '1 234 demandes en attente',
    attention: '1 à traiter (1 en doute)',
    outbox: 'Boîte d’envoi et demandes',
    state: 'En attente d’envoi',
    date: '20 nov. 2026',
    total: '4 351,50',
    form: 'Formulaire de demande',
    price: '1 450,50',
    tariffs: 'Prestations sur cet ordinateur',
    items: '12 500',
    settings: 'Paramètres',
    language: 'Langue',
  },
} as const;

describe.each(['en', 'sw', 'fr'] as const)('the page in %s', (language) => {
  const words = EXPECTED[language];
  beforeEach(() => show(language));

  it('says the sync state, what waits, and when it last synced', async () => {
    render(<StatusBar />);
    const bar = screen.getByRole('region', { name: i18n.t('status:region') });
    await within(bar).findByText(words.waiting, { normalizer: plain, exact: false });
    expect(plain(bar.textContent)).toContain(words.attention);
    expect(within(bar).getByRole('button', { name: words.syncNow })).toBeTruthy();
    expect(plain(bar.querySelector('time')?.textContent)).toContain('2026');
  });

  it('lists the outbox with states, dates and amounts in the language', async () => {
    render(<OutboxScreen />);
    expect(screen.getByRole('heading', { name: words.outbox })).toBeTruthy();
    const row = (await screen.findByText('Achieng Otieno')).closest('tr');
    expect(plain(row?.textContent)).toContain(words.state);
    expect(plain(row?.textContent)).toContain(words.date);
    expect(plain(row?.textContent)).toContain(words.total);
  });

  it('prints the claim form in the language', () => {
    render(<ClaimForm claim={CLAIM} deskName="Front desk" staffName="Amina" />);
    expect(screen.getByRole('heading', { name: words.form })).toBeTruthy();
    const form = plain(screen.getByRole('article').textContent);
    expect(form).toContain(words.price);
    expect(form).toContain(words.date);
  });

  it('shows the tariff cache with its count grouped the language’s way', async () => {
    render(<TariffsScreen />);
    const term = await screen.findByText(words.tariffs);
    // The term shows before the cache's count arrives ("…" until then): wait for the count.
    await waitFor(() => expect(plain(term.nextElementSibling?.textContent)).toBe(words.items));
  });

  it('shows the settings with the language picker', () => {
    useSettings.setState({ view: { ...VIEW, language } });
    render(<SettingsScreen />);
    expect(screen.getByRole('heading', { name: words.settings })).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>(words.language).value).toBe(language);
  });
});

describe('switching language', () => {
  it('changes the whole page at once when saved, names each language in itself, and sets <html lang>', async () => {
    render(<App />);
    const picker = await screen.findByLabelText<HTMLSelectElement>('Language');
    expect([...picker.options].map((option) => [option.value, option.text, option.lang])).toEqual([
      ['en', 'English', 'en'],
      ['sw', 'Kiswahili', 'sw'],
      ['fr', 'Français', 'fr'],
    ]);
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeTruthy();

    fireEvent.change(picker, { target: { value: 'sw' } });
    // A draft like any setting: the page keeps its language until the one Save.
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(inputsOf('settings.update')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByRole('heading', { name: 'Mipangilio' });
    expect(inputsOf('settings.update')).toEqual([{ language: 'sw' }]);
    expect(document.documentElement.lang).toBe('sw');
    expect(screen.getByRole('button', { name: 'Sawazisha sasa' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Skrini' }).textContent).toBe(
      'ZiaraDaiKikasha toeziBeiMipangilioRipoti',
    );
    expect(await screen.findByText('Mipangilio imehifadhiwa.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Lugha'), { target: { value: 'fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hifadhi mipangilio' }));
    await screen.findByRole('heading', { name: 'Paramètres' });
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  });
});
