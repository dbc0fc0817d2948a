// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentSummary } from '../../../shared/domain/claims';
import { DESK_TIME_ZONE, formatDateTime } from '../../../shared/i18n/format';
import { i18n } from '../../../renderer/i18n';
import { DocumentsPanel } from '../../../renderer/screens/outbox/DocumentsPanel';
import { answer } from '../fake-api';

vi.mock('../../../renderer/api', () => import('../fake-api'));

const CLAIM_ID = '6f1c0c1e-52a8-4d43-9d3a-3f8f3f1f00aa';
const UPLOADED_AT = '2026-10-01T10:00:00.000Z';
const PURGED_AT = '2026-10-31T10:30:00.000Z';

const scan = (id: number, fileName: string, changes: Partial<DocumentSummary>): DocumentSummary => ({
  id,
  claimId: CLAIM_ID,
  fileName,
  mediaType: 'application/pdf',
  kind: 'other',
  size: 2048,
  sizeText: '2 KB',
  state: 'uploaded',
  messages: [],
  attachedAt: '2026-10-01T08:00:00.000Z',
  uploadedAt: UPLOADED_AT,
  contentPurgedAt: null,
  ...changes,
});

const PURGED = scan(1, 'xray.pdf', { contentPurgedAt: PURGED_AT });
const HELD = scan(2, 'referral.pdf', {});
const FLAGGED = scan(3, 'lab.pdf', { state: 'needs-attention', uploadedAt: null });

beforeEach(() => answer({ 'documents.list': () => ({ ok: true, value: [PURGED, HELD, FLAGGED] }) }));
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const itemOf = async (fileName: string): Promise<HTMLElement> => {
  const name = await screen.findByText(fileName);
  const item = name.closest('li');
  if (!item) throw new Error(`${fileName} is not in a list item`);
  return item;
};

const at = (instant: string, language: 'en' | 'sw' | 'fr'): string => formatDateTime(instant, language, DESK_TIME_ZONE);

describe('a document whose contents retention removed', () => {
  it('is listed as the record of its upload, saying when its contents went, with no action on them', async () => {
    render(<DocumentsPanel claimId={CLAIM_ID} refreshKey={0} />);
    const purged = await itemOf('xray.pdf');
    expect(purged.textContent).toContain(
      `Uploaded on ${at(UPLOADED_AT, 'en')}; contents removed on ${at(PURGED_AT, 'en')} (kept 30 days, see Settings › How long data is kept).`,
    );
    expect(within(purged).queryAllByRole('button')).toEqual([]);
    expect(within(purged).queryAllByRole('link')).toEqual([]);

    // A scan still held says nothing of the kind; a flagged one keeps its actions.
    expect((await itemOf('referral.pdf')).textContent).not.toMatch(/removed/);
    expect(within(await itemOf('lab.pdf')).getAllByRole('button').length).toBeGreaterThan(0);
  });

  it('says it in the desk’s language, with the plural the language needs', async () => {
    await i18n.changeLanguage('fr');
    render(<DocumentsPanel claimId={CLAIM_ID} refreshKey={0} />);
    expect((await itemOf('xray.pdf')).textContent).toContain(
      `Envoyé le ${at(UPLOADED_AT, 'fr')}\u00a0; contenu effacé le ${at(PURGED_AT, 'fr')} (conservé 30\u00a0jours, voir Paramètres › Durée de conservation des données).`,
    );
  });
});
