/**
 * Every local claim with its state in words and, once sent, the insurer's status beside it (marked when it
 * changed since staff last looked); filter by either, or search by member, card, claim or authorization number
 * or attendance date; a totals row counts and adds up what is shown; pick one to see what the service said, act
 * on it, attach documents or print.
 */
import { useEffect } from 'react';
import { CLAIM_STATES } from '../../../shared/domain/claims';
import { Button } from '../../components/Button';
import { Field, FieldFrame } from '../../components/Field';
import { formatMoney, sumMoney } from '../../../shared/money';
import { Notice } from '../../components/Notice';
import { ServiceOption } from '../../components/ServiceValue';
import { useFormat, useTranslation } from '../../i18n';
import { AttentionNote } from './AttentionNote';
import { ClaimDetail } from './ClaimDetail';
import { ATTENTION_KEYS, CLAIM_STATE_KEYS } from './claim-states';
import { InsurerCell } from './InsurerStatus';
import { RemoteLookup } from './RemoteLookup';
import { recordedOtherwise, useOutbox, type InsurerFilter, type StateFilter } from './outbox-model';
import type { ClaimListItem } from '../../../shared/domain/claims';
import './outbox.css';

/** Beside the total: what the insurer recorded, when that differs. */
function RecordedAmount({ claim }: { readonly claim: ClaimListItem }) {
  const { t } = useTranslation('outbox');
  const recorded = recordedOtherwise(claim);
  return recorded === undefined ? null : (
    <span className="recorded-amount">{t('recordedByInsurer', { amount: recorded })}</span>
  );
}

export function OutboxScreen() {
  const { t } = useTranslation(['outbox', 'common']);
  const format = useFormat();
  const { filter, insurer, search, claims, statuses, problem, openId: selected } = useOutbox();
  const { open, show, find, openClaim } = useOutbox();
  useEffect(open, [open]);
  const none = t('common:none');

  return (
    <section className="outbox" aria-labelledby="outbox-heading">
      <h2 id="outbox-heading" className="screen-heading">
        {t('heading')}
      </h2>
      <FieldFrame label={t('show')}>
        {(ids) => (
          <select {...ids} value={filter} onChange={(event) => void show(event.target.value as StateFilter, insurer)}>
            <option value="all">{t('allClaims')}</option>
            {CLAIM_STATES.map((state) => (
              <option key={state} value={state}>
                {t(CLAIM_STATE_KEYS[state])}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label={t('insurer.filter')}>
        {(ids) => (
          <select
            {...ids}
            value={insurer.kind === 'status' ? `status:${insurer.status}` : insurer.kind}
            onChange={(event) => void show(filter, insurerFilterOf(event.target.value))}
          >
            <option value="any">{t('insurer.anyStatus')}</option>
            <option value="changed">{t('insurer.changedOnly')}</option>
            {statuses.map((status) => (
              <ServiceOption key={status} kind="claimStatus" value={status} optionValue={`status:${status}`} />
            ))}
          </select>
        )}
      </FieldFrame>
      <Field
        type="search"
        label={t('search.label')}
        hint={t('search.hint')}
        value={search}
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => void find(event.target.value)}
      />
      {problem && <Notice tone="error">{problem}</Notice>}
      {claims === undefined && !problem && <p role="status">{t('reading')}</p>}
      {claims?.length === 0 && (
        <p>
          {search.trim() !== ''
            ? t('search.none')
            : filter === 'all' && insurer.kind === 'any'
              ? t('noClaims')
              : t('noClaimsInState')}
        </p>
      )}
      {claims && claims.length > 0 && (
        <table className="outbox-claims">
          <caption>{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('column.state')}</th>
              <th scope="col">{t('column.insurer')}</th>
              <th scope="col">{t('column.member')}</th>
              <th scope="col">{t('column.attendanceDate')}</th>
              <th scope="col">{t('column.claimNo')}</th>
              <th scope="col" className="number">
                {t('column.amount')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('column.open')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {claims.map((claim) => (
              <tr
                key={claim.id}
                aria-current={claim.id === selected ? 'true' : undefined}
                className={`claim-row claim-${claim.state}`}
              >
                <td>
                  <strong>{t(CLAIM_STATE_KEYS[claim.state])}</strong>
                  {claim.outcomeUnknown && t('outcomeUnknown')}
                  {claim.waitingOnDocument && t('waitingOnDocument')}
                  {claim.reviewReason && !claim.attention && t('priceChanged')}
                  {claim.attention && (
                    <>
                      {t(ATTENTION_KEYS[claim.attention.kind])}
                      <AttentionNote attention={claim.attention} />
                    </>
                  )}
                </td>
                <td>
                  <InsurerCell claim={claim} />
                </td>
                <td>{claim.memberName || none}</td>
                <td>
                  {claim.attendanceDate ? format.date(claim.attendanceDate) : none}
                  {/* Who wrote or queued it, under the date: no wider table at 1024px. */}
                  {claim.by !== null && <span className="claim-by">{t('byPerson', { name: claim.by })}</span>}
                </td>
                <td>{claim.claimNo ?? none}</td>
                <td className="number money">
                  {format.amount(claim.amountText)}
                  <RecordedAmount claim={claim} />
                </td>
                <td>
                  <Button
                    aria-label={t('openClaim', {
                      member: claim.memberName || t('unknownMember'),
                      date: claim.attendanceDate ? format.date(claim.attendanceDate) : t('noDate'),
                    })}
                    onClick={() => void openClaim(claim.id)}
                  >
                    {t('open')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="outbox-totals">
              <th scope="row" colSpan={5}>
                {t('totals', { count: claims.length })}
              </th>
              <td className="number money">
                {format.amount(formatMoney(sumMoney(claims.map((claim) => claim.amount))))}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      )}
      {selected && <ClaimDetail />}
      <RemoteLookup />
    </section>
  );
}

const insurerFilterOf = (value: string): InsurerFilter =>
  value.startsWith('status:')
    ? { kind: 'status', status: value.slice('status:'.length) }
    : value === 'changed'
      ? { kind: 'changed' }
      : { kind: 'any' };
