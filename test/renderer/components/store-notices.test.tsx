// @vitest-environment jsdom
/** What opening the data file found: above the screens, in the language shown, with what to do, until read. */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { StoreNotices } from '../../../renderer/components/StoreNotices';
import { i18n } from '../../../renderer/i18n';
import { deskTimeZone } from '../../../renderer/i18n/desk-zone';
import { formatDateTime } from '../../../shared/i18n/format';
import type { StoreNoticeView } from '../../../shared/domain/store-notices';
import { answer, inputsOf } from '../fake-api';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const RAISED = '2026-11-23T06:00:00.000Z';
const RESTORED: StoreNoticeView = {
  id: 3,
  raisedAt: RAISED,
  facts: {
    kind: 'restored-from-backup',
    reason: 'corrupt',
    backupTakenAt: '2026-11-22T05:30:00.000Z',
    claimsToReconcile: 2,
    keptIn: '/data/desk/corrupt',
  },
};
const MIGRATED: StoreNoticeView = {
  id: 4,
  raisedAt: RAISED,
  facts: { kind: 'migrated', from: 8, to: 10, backupFile: '/data/desk/backups/claimdesk-v8.sqlite' },
};
const BACKUP_FAILED: StoreNoticeView = {
  id: 5,
  raisedAt: RAISED,
  facts: { kind: 'backup-failed', newestBackupAt: null },
};

/** The core's notices, which `notices.acknowledge` marks read (or refuses to, once, when `failOnce`). */
function core(notices: StoreNoticeView[], failOnce = false): void {
  let unread = [...notices];
  let fail = failOnce;
  answer({
    'notices.list': () => ({ ok: true, value: unread }),
    'notices.acknowledge': ({ id }) => {
      if (fail) {
        fail = false;
        return { ok: false, error: { code: 'internal', message: 'disk' } };
      }
      unread = unread.filter((notice) => notice.id !== id);
      return { ok: true, value: unread };
    },
  });
}

const stamp = (instant: string, language: 'en' | 'sw' | 'fr' = 'en'): string =>
  formatDateTime(instant, language, deskTimeZone());

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

it('words each kind with what to do, and shows nothing when there is nothing to read', async () => {
  core([RESTORED, MIGRATED, BACKUP_FAILED]);
  render(<StoreNotices />);
  const region = await screen.findByRole('region', { name: 'Notices about your data' });
  const items = within(region).getAllByRole('listitem');
  expect(items.map((item) => item.querySelector('.notice-title')?.textContent)).toEqual([
    'Data restored from a backup',
    'Data file updated',
    'Automatic backup not made',
  ]);
  const [restored, migrated, failed] = items.map((item) => item.textContent);
  expect(restored).toContain(
    `ClaimDesk's data file was damaged, so it was restored from the automatic backup of ${stamp('2026-11-22T05:30:00.000Z')}.`,
  );
  expect(restored).toContain('check your recent work and enter again what is not there');
  expect(restored).toContain('2 claims that may have reached the insurer will be checked with it');
  expect(restored).toContain('The damaged file was kept for your support in /data/desk/corrupt.');
  expect(restored).toContain(`Found when ClaimDesk started on ${stamp(RAISED)}.`);
  expect(migrated).toContain('(from version 8 to 10)');
  expect(migrated).toContain('/data/desk/backups/claimdesk-v8.sqlite');
  expect(failed).toContain('There is no backup yet.');
  expect(failed).toContain('Free some disk space');
  cleanup();

  core([]);
  const { container } = render(<StoreNotices />);
  await waitFor(() => expect(inputsOf('notices.list')).toHaveLength(1));
  expect(container.innerHTML).toBe('');
});

it('speaks the language shown', async () => {
  core([RESTORED]);
  await act(() => i18n.changeLanguage('sw'));
  render(<StoreNotices />);
  const region = await screen.findByRole('region', { name: 'Taarifa kuhusu data yako' });
  expect(region.textContent).toContain('Data imerejeshwa kutoka kwenye nakala rudufu');
  expect(region.textContent).toContain(`nakala rudufu ya kiotomatiki ya ${stamp('2026-11-22T05:30:00.000Z', 'sw')}`);
  await act(() => i18n.changeLanguage('fr'));
  expect(region.textContent).toContain('Données restaurées depuis une sauvegarde');
  expect(region.textContent).toContain('2 demandes qui ont pu parvenir à l’assureur');
});

it('drops a notice once read, moving the focus on, and keeps it when the core could not note it', async () => {
  core([RESTORED, MIGRATED], true);
  render(
    <>
      <StoreNotices />
      <main id="main">
        <h2 tabIndex={-1}>Visit</h2>
      </main>
    </>,
  );
  const first = await screen.findByRole('button', { name: 'Understood: Data restored from a backup' });
  fireEvent.click(first);
  expect((await screen.findByRole('alert')).textContent).toBe(
    'ClaimDesk could not note that you read this. Try again.',
  );
  expect(screen.getAllByRole('listitem')).toHaveLength(2);

  fireEvent.click(first);
  const next = await screen.findByRole('button', { name: 'Understood: Data file updated' });
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  await waitFor(() => expect(document.activeElement).toBe(next));

  fireEvent.click(next);
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Notices about your data' })).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Visit' })));
  expect(inputsOf('notices.acknowledge')).toEqual([{ id: 3 }, { id: 3 }, { id: 4 }]);
});
