/** One claim as a one-page paper form, with signature lines for the member and for the staff member. */
import type { ClaimView } from '../../../shared/domain/claims';

interface ClaimFormProps {
  readonly claim: ClaimView;
  readonly deskName: string;
  readonly staffName: string;
}

const orDash = (text: string | null | undefined): string => (text ? text : '—');

export function ClaimForm({ claim, deskName, staffName }: ClaimFormProps) {
  const { doctor } = claim;
  return (
    <article className="claim-form" aria-label={`Claim form ${claim.claimNo ?? claim.id}`}>
      <header>
        <h1>Outpatient claim form</h1>
        <p>
          {deskName ? `${deskName} · ` : ''}Claim number: {claim.claimNo ?? 'not yet assigned by the insurer'}
        </p>
      </header>
      <dl className="claim-form-facts">
        <dt>Member</dt>
        <dd>{orDash(claim.memberName)}</dd>
        <dt>Card number</dt>
        <dd>{orDash(claim.cardNo)}</dd>
        <dt>Authorization</dt>
        <dd>{orDash(claim.authorizationNo)}</dd>
        <dt>Attendance date</dt>
        <dd>{orDash(claim.attendanceDate)}</dd>
        <dt>Batch</dt>
        <dd>{orDash(claim.batchNo)}</dd>
        <dt>Doctor</dt>
        <dd>
          {orDash(doctor.name)}
          {doctor.license ? `, licence ${doctor.license}` : ''}
          {doctor.speciality ? `, ${doctor.speciality}` : ''}
        </dd>
        <dt>Complaint</dt>
        <dd>{orDash(claim.complain)}</dd>
      </dl>

      <h2>Diagnoses</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Type</th>
          </tr>
        </thead>
        <tbody>
          {claim.diagnoses.map((diagnosis, index) => (
            <tr key={index}>
              <td>{diagnosis.code}</td>
              <td>{diagnosis.type}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Items</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Tariff</th>
            <th scope="col">Type</th>
            <th scope="col" className="number">
              Quantity
            </th>
            <th scope="col" className="number">
              Price
            </th>
            <th scope="col" className="number">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {claim.lines.map((line) => (
            <tr key={line.lineNo}>
              <td>{line.name}</td>
              <td>{line.tariffId}</td>
              <td>{line.type}</td>
              <td className="number">{line.quantity}</td>
              <td className="number">{line.priceText}</td>
              <td className="number">{line.amountText}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5}>
              Total claimed
            </th>
            <td className="number">{claim.amountText}</td>
          </tr>
        </tfoot>
      </table>

      <div className="signatures">
        <p className="signature">
          <span className="signature-line" />
          Member’s signature ({orDash(claim.memberName)}) and date
        </p>
        <p className="signature">
          <span className="signature-line" />
          Staff signature ({staffName || 'name'}) and date
        </p>
      </div>
    </article>
  );
}
