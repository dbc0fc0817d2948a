/**
 * The insurer's status of a sent claim (read back by the status follow-up): a cell of the outbox table,
 * and the detail's section with its history and "Resubmit as a new claim" for a claim the insurer turned
 * down. Statuses are worded in the desk's language when the desk knows them, else shown as the insurer wrote them; a refusal is told in words, not colour alone.
 */
import type { ClaimListItem, ClaimView } from '../../../shared/domain/claims';
import { failureOf, useOutbox } from './outbox-model';
import { AmountsTable } from '../../components/AmountsTable';
import { Button } from '../../components/Button';
import { Notice } from '../../components/Notice';
import { ServiceValue, useServiceWords } from '../../components/ServiceValue';
import { useFormat, useTranslation } from '../../i18n';
import { useNavigation } from '../../stores/navigation';

export function InsurerCell({ claim }: { readonly claim: ClaimListItem }) {
  const { t } = useTranslation('outbox');
  const { insurer } = claim;
  if (claim.state !== 'submitted') return null;
  if (!insurer) return <span className="insurer-unread">{t('insurer.notReadYet')}</span>;
  return (
    <span className={insurer.refused ? 'insurer-status insurer-refused' : 'insurer-status'}>
      {insurer.status === null ? t('insurer.neverListed') : <ServiceValue kind="claimStatus" value={insurer.status} />}
      {insurer.refused && <span className="visually-hidden">{t('insurer.refusedHint')}</span>}
      {insurer.missingSince && <span className="insurer-missing">{t('insurer.missingShort')}</span>}
      {insurer.changed && <strong className="insurer-new">{t('insurer.new')}</strong>}
    </span>
  );
}

export function InsurerPanel({ claim }: { readonly claim: ClaimView }) {
  const { t } = useTranslation(['outbox', 'common']);
  const format = useFormat();
  const goTo = useNavigation((state) => state.goTo);
  const busy = useOutbox((state) => state.acting === 'resubmit');
  const problem = useOutbox((state) => failureOf(state, 'resubmit'));
  const copy = useOutbox((state) => state.resubmit);
  const { insurer } = claim;
  const serviceWords = useServiceWords();
  const status = insurer?.status == null ? undefined : serviceWords('claimStatus', insurer.status);

  const resubmit = async (): Promise<void> => {
    const copied = await copy();
    if (copied !== undefined) goTo('claim', { claimId: copied });
  };

  return (
    <section className="insurer-panel" aria-labelledby="insurer-heading">
      <h4 id="insurer-heading">{t('insurer.heading')}</h4>
      {claim.resubmitOf && <p>{t('insurer.copyOfRefused')}</p>}
      {!insurer && claim.state === 'submitted' && <p>{t('insurer.notReadYetLong')}</p>}
      {insurer && (
        <>
          <p>
            <span title={status?.title}>
              {t('insurer.statusIs', { status: status?.text ?? t('insurer.neverListed') })}
            </span>
            {insurer.amountText !== null && t('insurer.recordedAmount', { amount: insurer.amountText })}
            {insurer.seenAt && t('insurer.seenAt', { when: format.dateTime(insurer.seenAt) })}
          </p>
          {insurer.missingSince && (
            <Notice tone="warn" title={t('insurer.missingTitle')}>
              <p>{t('insurer.missing', { when: format.dateTime(insurer.missingSince) })}</p>
            </Notice>
          )}
          {insurer.refused && (
            <Notice tone="warn" title={t('insurer.refusedTitle')}>
              <p>{claim.resubmittedAs ? t('insurer.alreadyCopied') : t('insurer.refused')}</p>
              <div className="actions">
                {claim.resubmittedAs ? (
                  <Button onClick={() => goTo('claim', { claimId: claim.resubmittedAs ?? '' })}>
                    {t('insurer.openCopy')}
                  </Button>
                ) : (
                  <Button variant="primary" busy={busy} onClick={() => void resubmit()}>
                    {t('insurer.resubmit')}
                  </Button>
                )}
              </div>
            </Notice>
          )}
        </>
      )}
      {problem && <Notice tone="error">{problem}</Notice>}
      {claim.insurerHistory.length > 0 && (
        <AmountsTable
          className="insurer-history"
          caption={t('insurer.historyCaption')}
          columns={[
            { heading: t('insurer.column.seenAt'), cell: (change) => format.dateTime(change.seenAt) },
            {
              heading: t('insurer.column.status'),
              cell: (change) => <ServiceValue kind="claimStatus" value={change.status} />,
            },
            {
              heading: t('insurer.column.amount'),
              cell: (change) => (change.amountText === null ? t('common:none') : format.amount(change.amountText)),
              number: true,
              money: true,
            },
          ]}
          rows={claim.insurerHistory}
          rowKey={(change) => `${change.seenAt} ${change.status}`}
        />
      )}
    </section>
  );
}
