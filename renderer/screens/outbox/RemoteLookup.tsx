/** Claims as the insurer's service holds them, found by batch or claim number (needs the connection). */
import { useState } from 'react';
import { tryMoneyFromNumber } from '../../../shared/money';
import { useOutbox } from './outbox-model';
import { AmountsTable } from '../../components/AmountsTable';
import { Button } from '../../components/Button';
import { Field, FieldFrame } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { ServiceValue } from '../../components/ServiceValue';
import { useFormat, useTranslation } from '../../i18n';

type By = 'batchNo' | 'claimNo';

export function RemoteLookup() {
  const { t } = useTranslation('outbox');
  const format = useFormat();
  const [by, setBy] = useState<By>('batchNo');
  const [value, setValue] = useState('');
  const { busy, found, problem } = useOutbox((state) => state.remote);
  const lookUp = useOutbox((state) => state.lookUpRemote);
  // The insurer's figure in the language's style; one that is no exact amount (more than four decimals, too
  // large) is shown as the insurer wrote it rather than rounded, and never breaks the table.
  const insurerAmount = (amount: number): string => {
    const money = tryMoneyFromNumber(amount);
    return money === undefined ? String(amount) : format.amount(money);
  };

  return (
    <section className="remote-lookup" aria-labelledby="remote-heading">
      <h3 id="remote-heading">{t('remote.heading')}</h3>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          void lookUp(by, value);
        }}
      >
        <FieldFrame label={t('remote.by')}>
          {(ids) => (
            <select {...ids} value={by} onChange={(event) => setBy(event.target.value as By)}>
              <option value="batchNo">{t('remote.batchNo')}</option>
              <option value="claimNo">{t('remote.claimNo')}</option>
            </select>
          )}
        </FieldFrame>
        <Field
          label={by === 'batchNo' ? t('remote.batchNo') : t('remote.claimNo')}
          value={value}
          error={problem?.kind === 'no-number' ? t('remote.enterNumber') : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" busy={busy}>
          {t('remote.lookUp')}
        </Button>
      </form>
      {problem?.kind === 'offline' && <Notice tone="info">{t('remote.offline')}</Notice>}
      {problem?.kind === 'failed' && <Notice tone="error">{problem.text}</Notice>}
      {found && found.length === 0 && <p role="status">{t('remote.none')}</p>}
      {found && found.length > 0 && (
        <AmountsTable
          className="remote-claims"
          caption={t('remote.caption')}
          columns={[
            { heading: t('remote.column.claimNo'), cell: (claim) => claim.claim_no },
            { heading: t('remote.column.member'), cell: (claim) => claim.member_name },
            { heading: t('remote.column.attendanceDate'), cell: (claim) => format.date(claim.attendance_date) },
            {
              heading: t('remote.column.amountClaimed'),
              cell: (claim) => insurerAmount(claim.claimed_amount),
              money: true,
            },
            {
              heading: t('remote.column.status'),
              cell: (claim) => <ServiceValue kind="claimStatus" value={claim.status} />,
            },
          ]}
          rows={found}
          rowKey={(claim) => claim.claim_no}
        />
      )}
    </section>
  );
}
