/**
 * Persistent, above every screen: the insurer reads line amounts otherwise than
 * ClaimDesk sends them (or by neither reading), so claims are under- or
 * over-claimed. It lists the claims to follow up and leads to the setting; it
 * stays until staff change how amounts are sent (ClaimDesk never does by itself).
 */
import { useState } from 'react';
import { amountsMisread } from '../../shared/domain/amount-reading';
import type { AmountCheck, AmountCheckSummary, ServiceReading } from '../../shared/domain/claims';
import { useFormat, useTranslation } from '../i18n';
import { useNavigation } from '../stores/navigation';
import { checkAmounts, useSyncStatus } from '../stores/sync-status';
import { AmountsTable } from './AmountsTable';
import { Button } from './Button';
import { Notice } from './Notice';

const READING_KEY = {
  total: 'amounts.readsTotals',
  unit: 'amounts.readsUnits',
  neither: 'amounts.readsNeither',
} as const satisfies Record<ServiceReading, string>;

function Warning({ amounts }: { readonly amounts: AmountCheckSummary }) {
  const { t } = useTranslation(['outbox', 'common']);
  const reading = READING_KEY[amounts.serviceReading ?? 'neither'];
  return <p>{`${t(reading)} ${t('amounts.affected', { count: amounts.differingCount })}`}</p>;
}

export function AmountsWarning() {
  const { t } = useTranslation(['outbox', 'common']);
  const format = useFormat();
  const amounts = useSyncStatus((state) => state.status?.amounts);
  const goTo = useNavigation((state) => state.goTo);
  const [check, setCheck] = useState<AmountCheck | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  if (!amounts || !amountsMisread(amounts)) return null;

  const showClaims = async (): Promise<void> => {
    const result = await checkAmounts();
    setCheck(result.ok ? result.value : undefined);
    setProblem(result.ok ? undefined : result.error.message);
  };

  return (
    <section className="amounts-warning" aria-label={t('amounts.region')}>
      <Notice tone="warn" title={t('amounts.title')}>
        <Warning amounts={amounts} />
        <div className="actions">
          <Button onClick={() => void showClaims()}>{t('amounts.showClaims')}</Button>
          <Button onClick={() => goTo('settings', { settingsPage: 'insurer' })}>{t('amounts.changeSetting')}</Button>
        </div>
        {problem && <p>{problem}</p>}
        {check && (
          <AmountsTable
            className="differing-claims"
            caption={t('amounts.caption')}
            columns={[
              { heading: t('amounts.claimNo'), cell: (claim) => claim.claimNo ?? t('common:none') },
              { heading: t('amounts.member'), cell: (claim) => claim.memberName || t('common:none') },
              { heading: t('amounts.attendanceDate'), cell: (claim) => format.date(claim.attendanceDate) },
              {
                heading: t('amounts.claimTotal'),
                cell: (claim) => format.amount(claim.amountText),
                number: true,
                money: true,
              },
              {
                heading: t('amounts.recorded'),
                cell: (claim) => format.amount(claim.amountClaimedText),
                number: true,
                money: true,
              },
            ]}
            rows={check.differing}
            rowKey={(claim) => claim.id}
          />
        )}
      </Notice>
    </section>
  );
}
