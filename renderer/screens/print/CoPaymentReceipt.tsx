/**
 * The receipt a member takes home for the co-payment paid at the desk: the clinic, the visit (authorization,
 * benefit, attendance date, claim number), the claim's total, what the insurer covers and what the member paid
 * (the claim's share, shared/domain/member-share.ts: the same figure the editor and Reports give), and who
 * received it. Printed only when the member has something to pay; a demo receipt says so across its top.
 */
import type { ClaimView } from '../../../shared/domain/claims';
import { useFormat, useTranslation } from '../../i18n';
import type { FormFacts } from './print-model';

interface CoPaymentReceiptProps {
  readonly claim: ClaimView;
  /** With the member's share: the receipt is printed only when there is one. */
  readonly facts: FormFacts & { readonly coveredText: string; readonly coPaymentText: string };
  readonly clinicName: string;
  readonly deskName: string;
  readonly staffName: string;
  /** When it was printed, ISO 8601 UTC (shown in the desk's zone). */
  readonly printedAt: string;
  readonly demo?: boolean;
}

export function CoPaymentReceipt({
  claim,
  facts,
  clinicName,
  deskName,
  staffName,
  printedAt,
  demo = false,
}: CoPaymentReceiptProps) {
  const { t } = useTranslation(['print', 'common']);
  const format = useFormat();
  const orDash = (text: string | null | undefined): string => (text ? text : t('common:none'));
  return (
    <article className="claim-form receipt" aria-label={t('receipt.label', { reference: claim.authorizationNo })}>
      <header>
        {demo && <p className="claim-form-demo">{t('demo')}</p>}
        {clinicName && <p className="claim-form-clinic">{clinicName}</p>}
        <h1>{t('receipt.title')}</h1>
        {deskName && <p>{deskName}</p>}
      </header>
      <dl className="claim-form-facts">
        <dt>{t('receipt.printedAt')}</dt>
        <dd>{format.dateTime(printedAt)}</dd>
        <dt>{t('member')}</dt>
        <dd>{orDash(claim.memberName)}</dd>
        <dt>{t('authorization')}</dt>
        <dd>{orDash(claim.authorizationNo)}</dd>
        <dt>{t('receipt.benefit')}</dt>
        <dd>{orDash(facts.benefitName)}</dd>
        <dt>{t('attendanceDate')}</dt>
        <dd>{claim.attendanceDate ? format.date(claim.attendanceDate) : orDash(undefined)}</dd>
        <dt>{t('claimNoLabel')}</dt>
        <dd>{claim.claimNo ?? t('notAssigned')}</dd>
      </dl>
      <dl className="claim-form-facts claim-form-cover">
        <dt>{t('receipt.claimTotal')}</dt>
        <dd className="money">{format.amount(claim.amountText)}</dd>
        <dt>{t('covered')}</dt>
        <dd className="money">{format.amount(facts.coveredText)}</dd>
        <dt>{t('receipt.paid')}</dt>
        <dd className="money receipt-paid">{format.amount(facts.coPaymentText)}</dd>
      </dl>
      <div className="signatures">
        <p className="signature">
          <span className="signature-line" />
          {t('receipt.receivedBy', { staff: staffName || t('staffName') })}
        </p>
      </div>
    </article>
  );
}
