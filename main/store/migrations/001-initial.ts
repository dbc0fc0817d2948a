/**
 * Migration 1: the initial schema. Shipped migrations are never edited; add a
 * new numbered file instead.
 *
 * Conventions: money is INTEGER ten-thousandths (`*_units`, see shared/money.ts);
 * instants are ISO-8601 UTC text with a Z; calendar dates are YYYY-MM-DD text;
 * `*_json` columns are parsed with zod on read.
 */
import type { Migration } from './migration';

export const initialSchema: Migration = {
  version: 1,
  name: 'initial schema',
  up: `
    CREATE TABLE settings (
      key TEXT PRIMARY KEY,
      value_json TEXT NOT NULL
    ) STRICT;

    -- Who did what at the desk, and how it ended. Never holds a token or an OTP;
    -- card numbers only masked.
    CREATE TABLE audit_log (
      id INTEGER PRIMARY KEY,
      at TEXT NOT NULL,
      desk TEXT NOT NULL,
      staff TEXT NOT NULL,
      action TEXT NOT NULL,
      outcome TEXT NOT NULL,
      subject TEXT NOT NULL,
      detail TEXT NOT NULL DEFAULT ''
    ) STRICT;
    CREATE INDEX audit_log_by_time ON audit_log (at);

    CREATE TABLE tariffs (
      provider_id TEXT NOT NULL,
      id TEXT NOT NULL,
      name TEXT NOT NULL,
      price_units INTEGER NOT NULL CHECK (price_units >= 0),
      access_type TEXT NOT NULL,
      PRIMARY KEY (provider_id, id)
    ) STRICT;

    -- One row per provider whose tariffs are cached.
    CREATE TABLE tariff_sync (
      provider_id TEXT PRIMARY KEY,
      last_sync_date TEXT NOT NULL,
      last_synced_at TEXT NOT NULL,
      item_count INTEGER NOT NULL
    ) STRICT;

    -- Members looked up recently, viewable offline (no photo).
    CREATE TABLE recent_members (
      card_no TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      gender TEXT NOT NULL,
      dob TEXT NOT NULL,
      benefits_json TEXT NOT NULL,
      fetched_at TEXT NOT NULL
    ) STRICT;

    CREATE TABLE visits (
      visit_request_id TEXT PRIMARY KEY,
      card_no TEXT NOT NULL,
      benefit_code TEXT NOT NULL,
      otp_expire_at TEXT NOT NULL,
      started_at TEXT NOT NULL,
      status TEXT NOT NULL,
      authorization_no TEXT
    ) STRICT;

    CREATE TABLE authorizations (
      authorization_no TEXT PRIMARY KEY,
      card_no TEXT NOT NULL,
      benefit_code TEXT NOT NULL,
      member_name TEXT NOT NULL DEFAULT '',
      status TEXT NOT NULL,
      source TEXT NOT NULL CHECK (source IN ('otp', 'manual')),
      obtained_at TEXT NOT NULL,
      checked_at TEXT,
      check_outcome TEXT
    ) STRICT;

    CREATE TABLE blocks (
      id INTEGER PRIMARY KEY,
      authorization_no TEXT NOT NULL REFERENCES authorizations (authorization_no),
      benefit TEXT NOT NULL,
      requested_units INTEGER NOT NULL,
      covered_units INTEGER NOT NULL,
      blocked_at TEXT NOT NULL
    ) STRICT;

    -- The desk's roster of doctors: added once, reused on every claim.
    CREATE TABLE doctors (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL UNIQUE,
      gender TEXT NOT NULL,
      phone TEXT NOT NULL,
      email TEXT NOT NULL,
      license TEXT NOT NULL,
      speciality TEXT NOT NULL,
      level TEXT NOT NULL,
      level_code TEXT NOT NULL
    ) STRICT;

    -- The claim outbox. state: draft -> queued -> sending -> submitted, or
    -- needs-attention (messages_json says why) which staff fix and re-queue.
    -- outcome_unknown = 1: an attempt was made whose result is unknown; the claim
    -- must be reconciled against the service before it may be sent again.
    CREATE TABLE claims (
      id TEXT PRIMARY KEY,
      state TEXT NOT NULL CHECK (state IN ('draft', 'queued', 'sending', 'submitted', 'needs-attention')),
      batch_no TEXT NOT NULL,
      authorization_no TEXT NOT NULL,
      card_no TEXT NOT NULL DEFAULT '',
      member_name TEXT NOT NULL DEFAULT '',
      attendance_date TEXT NOT NULL,
      doctor_json TEXT NOT NULL,
      complain TEXT NOT NULL,
      diagnosis_json TEXT NOT NULL,
      amount_units INTEGER NOT NULL,
      claim_no TEXT UNIQUE,
      amount_claimed_units INTEGER,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at TEXT,
      outcome_unknown INTEGER NOT NULL DEFAULT 0 CHECK (outcome_unknown IN (0, 1)),
      messages_json TEXT NOT NULL DEFAULT '[]',
      review_reason TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      queued_at TEXT,
      submitted_at TEXT
    ) STRICT;
    CREATE INDEX claims_by_state ON claims (state, next_attempt_at);
    CREATE INDEX claims_by_batch ON claims (batch_no);

    -- Each line keeps the tariff it came from and the price it was captured at.
    CREATE TABLE claim_lines (
      claim_id TEXT NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
      line_no INTEGER NOT NULL,
      tariff_id TEXT NOT NULL,
      name TEXT NOT NULL,
      type TEXT NOT NULL,
      quantity INTEGER NOT NULL CHECK (quantity > 0),
      price_units INTEGER NOT NULL CHECK (price_units >= 0),
      PRIMARY KEY (claim_id, line_no)
    ) STRICT;
    CREATE INDEX claim_lines_by_tariff ON claim_lines (tariff_id);

    -- Documents wait here until their claim has a claim_no, then upload once.
    CREATE TABLE claim_documents (
      id INTEGER PRIMARY KEY,
      claim_id TEXT NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
      file_name TEXT NOT NULL,
      media_type TEXT NOT NULL,
      size INTEGER NOT NULL,
      content BLOB NOT NULL,
      state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'uploading', 'uploaded', 'needs-attention')),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at TEXT,
      outcome_unknown INTEGER NOT NULL DEFAULT 0 CHECK (outcome_unknown IN (0, 1)),
      messages_json TEXT NOT NULL DEFAULT '[]',
      attached_at TEXT NOT NULL,
      uploaded_at TEXT
    ) STRICT;
    CREATE INDEX claim_documents_by_state ON claim_documents (state);
  `,
};
