-- Public sundry payers (issue 11, spec section 2: /bursary_collection/all, /sundry/transcript,
-- /sundry/payment_history): a member of the public or a former student pays a sundry item
-- (purpose 9) without an account. A third payer kind beside applicants and students: one row
-- per phone number, created by the payer's first invoice.
CREATE TABLE sundry_payers (
  id serial PRIMARY KEY,
  last_name text NOT NULL,
  first_name text NOT NULL,
  middle_name text,
  email text,
  mobile_number text NOT NULL,
  -- A former student's matric or registration number, as they typed it (not checked).
  reg_number text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT sundry_payers_mobile_number_key UNIQUE (mobile_number)
);

ALTER TABLE invoices ADD COLUMN sundry_payer_id integer REFERENCES sundry_payers (id);
ALTER TABLE invoices DROP CONSTRAINT invoices_one_payer_check;
ALTER TABLE invoices ADD CONSTRAINT invoices_one_payer_check
  CHECK (num_nonnulls(applicant_id, student_id, sundry_payer_id) = 1);
-- One open invoice per sundry payer, item and session (asking again, even concurrently, finds it).
CREATE UNIQUE INDEX invoices_open_sundry_payer_key
  ON invoices (sundry_payer_id, fee_purpose_id, session_id, payment_type, fee_item_id) NULLS NOT DISTINCT
  WHERE sundry_payer_id IS NOT NULL AND status IN ('unpaid', 'paid');
CREATE INDEX invoices_sundry_payer_idx ON invoices (sundry_payer_id, id) WHERE sundry_payer_id IS NOT NULL;

-- Where a transcript goes: stored with its invoice (one destination per invoice).
CREATE TABLE transcript_requests (
  id serial PRIMARY KEY,
  invoice_id integer NOT NULL REFERENCES invoices (id),
  institution_name text NOT NULL,
  address text NOT NULL,
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT transcript_requests_invoice_key UNIQUE (invoice_id)
);

-- The staff payments list shows sundry payers too (same columns, same order).
CREATE OR REPLACE VIEW payment_records AS
  SELECT p.id, p.rrr, p.amount, p.outcome, p.flagged, p.source, p.channel, p.gateway_code,
    p.gateway_message, p.created_at AS received_at, (p.created_at AT TIME ZONE 'Africa/Lagos')::date AS received_on,
    i.invoice_number, i.session_id, i.fee_purpose_id, i.payment_type, i.total AS invoice_total,
    i.status AS invoice_status,
    coalesce(s.first_name || ' ' || s.last_name, a.first_name || ' ' || a.last_name,
      sp.first_name || ' ' || sp.last_name) AS payer_name,
    coalesce(s.reg_number, sp.reg_number) AS matric_number,
    coalesce(s.mobile_number, a.mobile_number, sp.mobile_number) AS phone_number
  FROM payments p
  LEFT JOIN invoices i ON i.id = p.invoice_id
  LEFT JOIN students s ON s.id = i.student_id
  LEFT JOIN applicants a ON a.id = i.applicant_id
  LEFT JOIN sundry_payers sp ON sp.id = i.sundry_payer_id;
