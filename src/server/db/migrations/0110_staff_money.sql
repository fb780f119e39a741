-- The bursary's side of the money (issue 11, staff): the payments list, commission setup.

-- Every payment the gateway reported, credited or flagged, with its invoice and payer: the rows
-- of the read-only resource list at /payments (schemas/resources/payments.json). A view, so the
-- list, its filters, search and export read the same rows the settlement writes.
CREATE VIEW payment_records AS
  SELECT p.id, p.rrr, p.amount, p.outcome, p.flagged, p.source, p.channel, p.gateway_code,
    p.gateway_message, p.created_at AS received_at, (p.created_at AT TIME ZONE 'Africa/Lagos')::date AS received_on,
    i.invoice_number, i.session_id, i.fee_purpose_id, i.payment_type, i.total AS invoice_total,
    i.status AS invoice_status,
    coalesce(s.first_name || ' ' || s.last_name, a.first_name || ' ' || a.last_name) AS payer_name,
    s.reg_number AS matric_number,
    coalesce(s.mobile_number, a.mobile_number) AS phone_number
  FROM payments p
  LEFT JOIN invoices i ON i.id = p.invoice_id
  LEFT JOIN students s ON s.id = i.student_id
  LEFT JOIN applicants a ON a.id = i.applicant_id;

-- Commission setup: how each credited payment of a purpose is split between the college's own
-- account and beneficiaries (the portal service provider, a department, the students' union),
-- per session and programme group (empty = every group). A share is either basis points of the
-- payment (250 = 2.5%) or a fixed amount in kobo, never both; what the shares leave is the
-- college's. One row per session × purpose × group × beneficiary.
CREATE TABLE commission_splits (
  id serial PRIMARY KEY,
  session_id integer NOT NULL REFERENCES academic_sessions (id),
  fee_purpose_id integer NOT NULL REFERENCES fee_purposes (id),
  programme_group_id integer REFERENCES programme_groups (id),
  beneficiary text NOT NULL,
  bank_account text,
  basis_points integer CONSTRAINT commission_splits_basis_points_check CHECK (basis_points BETWEEN 1 AND 10000),
  fixed_amount bigint CONSTRAINT commission_splits_fixed_amount_check CHECK (fixed_amount > 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT commission_splits_kind_check CHECK (num_nonnulls(basis_points, fixed_amount) = 1),
  CONSTRAINT commission_splits_key UNIQUE NULLS NOT DISTINCT (session_id, fee_purpose_id, programme_group_id, beneficiary)
);
CREATE INDEX commission_splits_session_id_idx ON commission_splits (session_id, id);
CREATE INDEX commission_splits_fee_purpose_id_idx ON commission_splits (fee_purpose_id, id);
CREATE INDEX commission_splits_programme_group_id_idx ON commission_splits (programme_group_id, id);

-- Expiry looks for old unpaid invoices.
CREATE INDEX invoices_unpaid_created_idx ON invoices (created_at) WHERE status = 'unpaid';
