/**
 * One claim as a one-page paper form, with signature lines for the member and for the staff member: titled by
 * its benefit (an Optical claim is no outpatient form), each diagnosis with its description, and what the
 * insurer covers and the member pays beside the total, under the clinic's name. A form printed in the demo says so across its top: it
 * must never be taken for a claim on the insurer.
 */
import type { ClaimView } from '../../../shared/domain/claims';
import { AmountsTable } from '../../components/AmountsTable';
import { useFormat, useTranslation } from '../../i18n';
import { ServiceValue } from '../../components/ServiceValue';
import { NO_FORM_FACTS, type FormFacts } from './print-model';

interface ClaimFormProps {
  readonly claim: ClaimView;
  readonly facts?: FormFacts;
  /** The clinic's name (Settings), at the form's head when set: the service gives no provider's name. */
  readonly clinicName?: string;
  readonly deskName: string;
  readonly staffName: string;
  readonly demo?: boolean;
}

export function ClaimForm({
  claim,
  facts = NO_FORM_FACTS,
  clinicName = '',
  deskName,
  staffName,
  demo = false,
}: ClaimFormProps) {
  const { t } = useTranslation(['print', 'common']);
  const format = useFormat();
  const orDash = (text: string | null | undefined): string => (text ? text : t('common:none'));
  const { doctor } = claim;
  return (
    <article className="claim-form" aria-label={t('label', { reference: claim.claimNo ?? claim.id })}>
      <header>
        {demo && <p className="claim-form-demo">{t('demo')}</p>}
        {clinicName && <p className="claim-form-clinic">{clinicName}</p>}
        <h1>{facts.benefitName ? t('titleFor', { benefit: facts.benefitName }) : t('title')}</h1>
        <p>
          {deskName ? t('desk', { desk: deskName }) : ''}
          {t('claimNo', { claimNo: claim.claimNo ?? t('notAssigned') })}
        </p>
      </header>
      <dl className="claim-form-facts">
        <dt>{t('member')}</dt>
        <dd>{orDash(claim.memberName)}</dd>
        <dt>{t('cardNo')}</dt>
        <dd>{orDash(claim.cardNo)}</dd>
        <dt>{t('authorization')}</dt>
        <dd>{orDash(claim.authorizationNo)}</dd>
        {claim.preAuthorizationNo !== '' && (
          <>
            <dt>{t('preAuthorization')}</dt>
            <dd>{claim.preAuthorizationNo}</dd>
          </>
        )}
        <dt>{t('attendanceDate')}</dt>
        <dd>{claim.attendanceDate ? format.date(claim.attendanceDate) : orDash(undefined)}</dd>
        <dt>{t('batch')}</dt>
        <dd>{orDash(claim.batchNo)}</dd>
        <dt>{t('doctor')}</dt>
        <dd>
          {orDash(doctor.name)}
          {doctor.license ? t('licence', { licence: doctor.license }) : ''}
          {doctor.speciality ? `, ${doctor.speciality}` : ''}
        </dd>
        <dt>{t('complaint')}</dt>
        <dd>{orDash(claim.complain)}</dd>
      </dl>

      <h2>{t('diagnoses')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('code')}</th>
            <th scope="col">{t('description')}</th>
            <th scope="col">{t('type')}</th>
          </tr>
        </thead>
        <tbody>
          {claim.diagnoses.map((diagnosis, index) => (
            <tr key={index}>
              <td>{diagnosis.code}</td>
              <td>{facts.titles[diagnosis.code] ?? t('common:none')}</td>
              <td>
                <ServiceValue kind="diagnosisType" value={diagnosis.type} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>{t('items')}</h2>
      <AmountsTable
        columns={[
          { heading: t('item'), cell: (line) => line.name },
          { heading: t('tariff'), cell: (line) => line.tariffId },
          { heading: t('type'), cell: (line) => <ServiceValue kind="lineType" value={line.type} /> },
          { heading: t('quantity'), cell: (line) => format.count(line.quantity), number: true },
          { heading: t('price'), cell: (line) => format.amount(line.priceText), number: true },
          { heading: t('amount'), cell: (line) => format.amount(line.amountText), number: true },
        ]}
        rows={claim.lines}
        rowKey={(line) => line.lineNo}
        total={{ label: t('total'), amount: format.amount(claim.amountText) }}
      />
      {facts.coveredText !== null && facts.coPaymentText !== null && (
        <dl className="claim-form-facts claim-form-cover">
          <dt>{t('covered')}</dt>
          <dd className="money">{format.amount(facts.coveredText)}</dd>
          <dt>{t('coPayment')}</dt>
          <dd className="money">{format.amount(facts.coPaymentText)}</dd>
        </dl>
      )}

      <div className="signatures">
        <p className="signature">
          <span className="signature-line" />
          {t('memberSignature', { member: orDash(claim.memberName) })}
        </p>
        <p className="signature">
          <span className="signature-line" />
          {t('staffSignature', { staff: staffName || t('staffName') })}
        </p>
      </div>
    </article>
  );
}
