/**
 * The core speaks the desk's language: it starts in the one saved, follows a change at
 * once, and words what it keeps (a claim's messages, the last sync problem) when it is
 * read, so those change language too; the insurer's own words stay as it wrote them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createOperationHost } from '../../main/operations/operation-host';
import { render, setCoreLanguage, wording, type Wording } from '../../main/i18n/words';
import type { RemoteError } from '../../main/remote/errors';
import { buildStatus, problemOf } from '../../main/sync/engine/sync-status';
import { insertClaimRow } from '../support/claim-rows';
import { useCoreTestbed } from './core-harness';

const bed = useCoreTestbed();
afterEach(() => setCoreLanguage('en'));

const UNKNOWN_CLAIM = '00000000-0000-4000-8000-000000000000';

/** The French text with its non-breaking spaces (typography, and Intl's digit grouping) shown as plain ones. */
const renderedNbsp = (message: Wording): string => render(message).replace(/[\u00a0\u202f]/g, ' ');

describe('the core’s language', () => {
  it('follows settings.update at once, and is the saved one after a restart', async () => {
    const core = await bed.start({ service: null });
    const host = createOperationHost(core);
    expect(await host.invoke('claims.get', { id: UNKNOWN_CLAIM })).toMatchObject({
      error: { message: 'This claim is not on this desk any more. Refresh the list of claims.' },
    });

    expect(await host.invoke('settings.update', { language: 'sw' })).toMatchObject({ ok: true });
    expect(await host.invoke('claims.get', { id: UNKNOWN_CLAIM })).toMatchObject({
      error: { message: 'Dai hili halipo tena kwenye dawati hili. Onyesha upya orodha ya madai.' },
    });
    await core.stop();

    setCoreLanguage('en');
    const again = createOperationHost(await bed.start({ service: null }));
    expect(await again.invoke('claims.get', { id: UNKNOWN_CLAIM })).toMatchObject({
      error: { message: expect.stringMatching(/^Dai hili/) as string },
    });
  });

  it('words a claim’s kept messages in the language of the moment, the insurer’s words as they came', async () => {
    const core = await bed.start({ service: null });
    const host = createOperationHost(core);
    insertClaimRow(core.store().db, {
      id: 'held',
      state: 'needs-attention',
      lines: [{ tariffId: 'TRF-1', priceUnits: 10_000 }],
      messages: ['Member not eligible.', wording('sync.claimNoHeld', { claimNo: 'CLM-7' })],
    });
    const messages = async (): Promise<unknown> => {
      const claim = await host.invoke('claims.get', { id: 'held' });
      return claim.ok ? (claim.value as { messages: unknown }).messages : claim.error;
    };
    expect(await messages()).toEqual([
      'Member not eligible.',
      'The insurer answered with claim number CLM-7, which ClaimDesk already holds for another claim. Check with the insurer.',
    ]);
    await host.invoke('settings.update', { language: 'fr' });
    expect(await messages()).toEqual([
      'Member not eligible.',
      'L’assureur a répondu avec le numéro de demande CLM-7, que ClaimDesk a déjà pour une autre demande. Vérifiez auprès de l’assureur.',
    ]);
  });

  it('words the last sync problem each time the status is read', async () => {
    const core = await bed.start({ service: null });
    const lastError = problemOf({ error: {} as RemoteError, stop: 'offline' });
    const status = () =>
      buildStatus(core.store().db, {
        connectivity: 'offline',
        phase: 'failed',
        lastSuccessfulSyncAt: null,
        lastAttemptAt: null,
        unreadBatchCount: 0,
        ...(lastError ? { lastError } : {}),
      }).lastError?.message;
    expect(status()).toBe("The insurer's service could not be reached.");
    setCoreLanguage('sw');
    expect(status()).toBe('Huduma ya kampuni ya bima haikupatikana.');
  });

  it('formats the values inside a message in the language: amounts, dates, counts', () => {
    setCoreLanguage('fr');
    const reason = wording('claims.priceChanged', {
      id: 'TRF-2',
      name: 'Malaria test',
      oldPrice: '1450.00',
      newPrice: '1500.50',
      date: '2026-11-22',
    });
    expect(renderedNbsp(reason)).toBe(
      "Le tarif TRF-2 'Malaria test' est passé de 1 450,00 à 1 500,50 le 22 nov. 2026 ; vérifiez le prix et confirmez.",
    );
  });

  it('words a kept message whose key has plural forms, by its count, never showing the key', () => {
    const one = wording('sync.mayBeThis', { count: 1, claimNos: 'CLM-000001' });
    const two = wording('sync.mayBeThis', { count: 2, claimNos: 'CLM-000001, CLM-000002' });
    expect(render(one)).toMatch(/^Claim CLM-000001 on the insurer's service/);
    expect(render(two)).toMatch(/^2 claims on the insurer's service, .* \(CLM-000001, CLM-000002\)/);
    setCoreLanguage('sw');
    expect(render(two)).not.toContain('sync.mayBeThis');
    expect(render(two)).toContain('CLM-000002');
  });
});
