-- Invoices, payments and the student ledger (issue "Money"; spec sections 3 "Invoice", 4 payment
-- state, 7 payment calls). Amounts are integer kobo. The amount of an invoice always comes from
-- the fee setup (migration 0070), never from a request: the service drafts the lines.

-- Application invoices need a purpose of their own (the spec's ids 1, 2 and 9 stay as they are).
INSERT INTO fee_purposes (id, name, code) VALUES (10, 'Application Fee', 'APPLICATION') ON CONFLICT DO NOTHING;

-- A scholarship awarded to a student for a session (the bursary's award list); the school fees
-- invoice of that session carries it as a discount line.
CREATE TABLE scholarship_awards (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  scholarship_id integer NOT NULL REFERENCES scholarships (id),
  session_id integer NOT NULL REFERENCES academic_sessions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT scholarship_awards_key UNIQUE (student_id, scholarship_id, session_id)
);
CREATE INDEX scholarship_awards_student_session_idx ON scholarship_awards (student_id, session_id);

-- Invoice numbers: a running number (readable, ordered) and a random tail, so that the number,
-- which opens the invoice page without signing in, cannot be guessed from a neighbour's.
CREATE SEQUENCE invoice_number_seq;
CREATE FUNCTION next_invoice_number() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'INV' || CASE WHEN length(n::text) < 7 THEN lpad(n::text, 7, '0') ELSE n::text END
    || upper(substr(md5(random()::text), 1, 5))
  FROM (SELECT nextval('invoice_number_seq') AS n) AS next
$$;

CREATE TABLE invoices (
  id serial PRIMARY KEY,
  invoice_number text NOT NULL DEFAULT next_invoice_number(),
  -- The payer: an applicant (application and acceptance-before-matriculation invoices) or a
  -- student, exactly one.
  applicant_id integer REFERENCES applicants (id),
  student_id integer REFERENCES students (id),
  fee_purpose_id integer NOT NULL REFERENCES fee_purposes (id),
  session_id integer NOT NULL REFERENCES academic_sessions (id),
  payment_type text NOT NULL
    CONSTRAINT invoices_payment_type_check CHECK (payment_type IN ('Full', 'FirstInstallment', 'SecondInstallment')),
  description text NOT NULL,
  -- The lines as drafted: [{ kind, description, amount, feeItemId | scholarshipId }], adding up to total.
  items jsonb NOT NULL,
  total bigint NOT NULL CONSTRAINT invoices_total_check CHECK (total >= 0),
  status text NOT NULL DEFAULT 'unpaid'
    CONSTRAINT invoices_status_check CHECK (status IN ('unpaid', 'paid', 'cancelled', 'expired')),
  rrr text,
  card_payment_link text,
  paid_at timestamptz,
  gateway_reference text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT invoices_invoice_number_key UNIQUE (invoice_number),
  CONSTRAINT invoices_rrr_key UNIQUE (rrr),
  CONSTRAINT invoices_one_payer_check CHECK (num_nonnulls(applicant_id, student_id) = 1),
  CONSTRAINT invoices_paid_check CHECK ((status = 'paid') = (paid_at IS NOT NULL))
);
-- One open invoice per payer, purpose, session and installment: asking again (even fifty times
-- at once) finds the same row. A paid invoice stays "open" in this sense: it is the answer.
CREATE UNIQUE INDEX invoices_open_student_key ON invoices (student_id, fee_purpose_id, session_id, payment_type)
  WHERE student_id IS NOT NULL AND status IN ('unpaid', 'paid');
CREATE UNIQUE INDEX invoices_open_applicant_key ON invoices (applicant_id, fee_purpose_id, session_id, payment_type)
  WHERE applicant_id IS NOT NULL AND status IN ('unpaid', 'paid');
CREATE INDEX invoices_student_idx ON invoices (student_id, id) WHERE student_id IS NOT NULL;
CREATE INDEX invoices_applicant_idx ON invoices (applicant_id, id) WHERE applicant_id IS NOT NULL;
-- The reconciliation job walks the unpaid invoices that have an RRR.
CREATE INDEX invoices_unpaid_rrr_idx ON invoices (id) WHERE status = 'unpaid' AND rrr IS NOT NULL;

-- Every payment the gateway confirmed (or claimed): credited once per invoice, or recorded and
-- flagged for the bursary (short, unknown RRR, too much, invoice no longer payable). Amounts are
-- what the gateway's own status said, never the notification's.
CREATE TABLE payments (
  id serial PRIMARY KEY,
  invoice_id integer REFERENCES invoices (id),
  rrr text NOT NULL,
  amount bigint NOT NULL CONSTRAINT payments_amount_check CHECK (amount >= 0),
  outcome text NOT NULL
    CONSTRAINT payments_outcome_check CHECK (outcome IN ('credited', 'short', 'excess', 'unknown_rrr', 'not_payable')),
  flagged boolean GENERATED ALWAYS AS (outcome <> 'credited') STORED,
  source text NOT NULL CONSTRAINT payments_source_check CHECK (source IN ('webhook', 'reconciliation')),
  gateway_code text NOT NULL,
  gateway_message text NOT NULL,
  gateway_paid_at text,
  channel text,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Credited exactly once, whatever the replays: the database refuses a second credit.
CREATE UNIQUE INDEX payments_credited_invoice_key ON payments (invoice_id) WHERE outcome = 'credited';
-- A flagged claim is recorded once per RRR and outcome (a replayed short payment is one record).
CREATE UNIQUE INDEX payments_flagged_rrr_key ON payments (rrr, outcome) WHERE outcome <> 'credited';
CREATE INDEX payments_created_idx ON payments (created_at, id);

-- A student's ledger: every charge (fee lines of their live invoices), scholarship (discount
-- lines) and payment (credited), oldest first. Charges and discounts are positive and negative
-- amounts; a payment is negative (it reduces what is owed), so the running sum is the balance.
CREATE VIEW student_ledger AS
  SELECT i.student_id, i.created_at AS at, 'charge'::text AS kind, i.invoice_number, i.session_id,
    i.fee_purpose_id, line ->> 'description' AS description, (line ->> 'amount')::bigint AS amount
  FROM invoices i CROSS JOIN LATERAL jsonb_array_elements(i.items) AS line
  WHERE i.student_id IS NOT NULL AND i.status IN ('unpaid', 'paid') AND line ->> 'kind' = 'fee'
  UNION ALL
  SELECT i.student_id, i.created_at, 'scholarship', i.invoice_number, i.session_id, i.fee_purpose_id,
    line ->> 'description', (line ->> 'amount')::bigint
  FROM invoices i CROSS JOIN LATERAL jsonb_array_elements(i.items) AS line
  WHERE i.student_id IS NOT NULL AND i.status IN ('unpaid', 'paid') AND line ->> 'kind' = 'scholarship'
  UNION ALL
  SELECT i.student_id, p.created_at, 'payment', i.invoice_number, i.session_id, i.fee_purpose_id,
    'Payment (RRR ' || p.rrr || ')', -p.amount
  FROM payments p JOIN invoices i ON i.id = p.invoice_id
  WHERE i.student_id IS NOT NULL AND p.outcome = 'credited';
