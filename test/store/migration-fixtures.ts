/**
 * Representative rows for the migration tests, keyed by the schema version they
 * are written for. A database at version k is seeded with the newest fixture at or
 * below k; after the upgrade every seeded row must still be there, column for
 * column. A migration that reshapes a table on purpose adds its own fixture here
 * (and, where it moves data, a test of its own).
 */
import { SAMPLE_DOCTOR } from '../support/sample-claim';

export type Row = Readonly<Record<string, string | number | null | Buffer>>;
export interface TableRows {
  readonly table: string;
  readonly rows: readonly Row[];
}

const at = '2026-11-20T08:00:00.000Z';

const v1: readonly TableRows[] = [
  {
    table: 'settings',
    rows: [
      { key: 'staffName', value_json: '"Amina Otieno"' },
      { key: 'batchRule', value_json: '{"kind":"monthly","prefix":"B-"}' },
    ],
  },
  {
    table: 'audit_log',
    rows: [
      {
        at,
        desk: 'Front desk',
        staff: 'Amina',
        action: 'member.lookup',
        outcome: 'ok',
        subject: 'card ••••0017',
        detail: '',
      },
    ],
  },
  {
    table: 'tariffs',
    rows: [
      {
        provider_id: 'P1',
        id: 'TRF-001-000002',
        name: 'Paracetamol 500 mg',
        price_units: 1_202_500,
        access_type: 'direct',
      },
      {
        provider_id: 'P1',
        id: 'TRF-001-000001',
        name: 'Full blood count',
        price_units: 4_505_000,
        access_type: 'direct',
      },
      { provider_id: 'P1', id: 'TRF-001-000003', name: 'Crème de zinc', price_units: 0, access_type: 'pre-auth' },
    ],
  },
  {
    table: 'tariff_sync',
    rows: [{ provider_id: 'P1', last_sync_date: '2026-11-19', last_synced_at: at, item_count: 3 }],
  },
  {
    table: 'recent_members',
    rows: [
      {
        card_no: 'CD-1000017',
        name: 'Jane Wambui',
        gender: 'FEMALE',
        dob: '1990-04-12',
        benefits_json: '[]',
        fetched_at: at,
      },
    ],
  },
  {
    table: 'visits',
    rows: [
      {
        visit_request_id: 'V-1',
        card_no: 'CD-1000017',
        benefit_code: 'OPD-01',
        otp_expire_at: '2026-11-20T08:05:00.000Z',
        started_at: at,
        status: 'APPROVED',
        authorization_no: 'AUTH-1',
      },
    ],
  },
  {
    table: 'authorizations',
    rows: [
      {
        authorization_no: 'AUTH-1',
        card_no: 'CD-1000017',
        benefit_code: 'OPD-01',
        member_name: 'Jane Wambui',
        status: 'APPROVED',
        source: 'otp',
        obtained_at: at,
        checked_at: null,
        check_outcome: null,
      },
    ],
  },
  {
    table: 'blocks',
    rows: [
      {
        id: 1,
        authorization_no: 'AUTH-1',
        benefit: 'OPD-01',
        requested_units: 8_112_500,
        covered_units: 8_000_000,
        blocked_at: at,
      },
    ],
  },
  {
    table: 'doctors',
    rows: [{ id: 1, ...SAMPLE_DOCTOR }],
  },
  {
    table: 'claims',
    rows: [
      {
        id: 'claim-1',
        state: 'submitted',
        batch_no: 'B-2026-11',
        authorization_no: 'AUTH-1',
        card_no: 'CD-1000017',
        member_name: 'Jane Wambui',
        attendance_date: '2026-11-20',
        doctor_json: '{"name":"Dr. Wanjiru Kamau"}',
        complain: 'Fever',
        diagnosis_json: '[{"code":"B54","type":"Principal"}]',
        amount_units: 8_112_500,
        claim_no: 'CLM-1',
        amount_claimed_units: 8_112_500,
        attempts: 1,
        outcome_unknown: 0,
        created_at: at,
        updated_at: at,
        submitted_at: at,
      },
      {
        id: 'claim-2',
        state: 'queued',
        batch_no: 'B-2026-11',
        authorization_no: 'AUTH-1',
        attendance_date: '2026-11-20',
        doctor_json: '{}',
        complain: 'Cough',
        diagnosis_json: '[]',
        amount_units: 1_202_500,
        outcome_unknown: 1,
        created_at: at,
        updated_at: at,
      },
    ],
  },
  {
    table: 'claim_lines',
    rows: [
      {
        claim_id: 'claim-1',
        line_no: 1,
        tariff_id: 'TRF-001-000001',
        name: 'Full blood count',
        type: 'investigation',
        quantity: 1,
        price_units: 4_505_000,
      },
      {
        claim_id: 'claim-1',
        line_no: 2,
        tariff_id: 'TRF-001-000002',
        name: 'Paracetamol 500 mg',
        type: 'medication',
        quantity: 3,
        price_units: 1_202_500,
      },
      {
        claim_id: 'claim-2',
        line_no: 1,
        tariff_id: 'TRF-001-000002',
        name: 'Paracetamol 500 mg',
        type: 'medication',
        quantity: 1,
        price_units: 1_202_500,
      },
    ],
  },
  {
    table: 'claim_documents',
    rows: [
      {
        id: 1,
        claim_id: 'claim-1',
        file_name: 'scan.pdf',
        media_type: 'application/pdf',
        size: 8,
        content: Buffer.from('%PDF-1.7'),
        state: 'uploaded',
        attached_at: at,
        uploaded_at: at,
      },
    ],
  },
];

export const fixturesByVersion: ReadonlyMap<number, readonly TableRows[]> = new Map([[1, v1]]);

/** The fixture for a database at `version`: the newest one written for it or an earlier version. */
export function fixtureFor(version: number): readonly TableRows[] {
  for (let v = version; v >= 1; v--) {
    const fixture = fixturesByVersion.get(v);
    if (fixture) return fixture;
  }
  throw new Error(`no migration fixture at or below version ${version}`);
}
