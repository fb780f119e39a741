-- What an applicant paid becomes the student's (issue 20, item 1). When an admitted applicant
-- creates their student profile, every invoice they had as an applicant (application fee,
-- acceptance fee, any other) also names the student: one payer history. The invoice keeps its
-- applicant (what the admission pages and the applicant's sign-in read) and gains the student
-- (what the student's fee pages, ledger, letters and receipts read), so the student's own unique
-- index (one open or paid invoice per purpose, session, installment and item) now sees the
-- acceptance fee the applicant paid and never makes a second one.

-- Both payers only when the student is the one this applicant became (the composite key below).
ALTER TABLE invoices DROP CONSTRAINT invoices_one_payer_check;
ALTER TABLE invoices ADD CONSTRAINT invoices_one_payer_check CHECK (
  num_nonnulls(applicant_id, student_id, sundry_payer_id) = 1
  OR (applicant_id IS NOT NULL AND student_id IS NOT NULL AND sundry_payer_id IS NULL)
);
ALTER TABLE students ADD CONSTRAINT students_id_applicant_id_key UNIQUE (id, applicant_id);
-- MATCH SIMPLE: checked only when both are set, i.e. for an applicant's invoice that is a student's.
ALTER TABLE invoices ADD CONSTRAINT invoices_student_applicant_fkey
  FOREIGN KEY (student_id, applicant_id) REFERENCES students (id, applicant_id);

-- Students made before this migration. A student who generated a second acceptance (or other)
-- invoice for what the applicant had already paid: an unpaid duplicate never taken to the
-- gateway is cancelled (nothing can have been paid on it).
UPDATE invoices d SET status = 'cancelled', updated_at = now()
FROM students s, invoices paid
WHERE d.student_id = s.id AND d.applicant_id IS NULL AND d.status = 'unpaid' AND d.rrr IS NULL
  AND paid.applicant_id = s.applicant_id AND paid.student_id IS NULL AND paid.status = 'paid'
  AND paid.fee_purpose_id = d.fee_purpose_id AND paid.session_id = d.session_id
  AND paid.payment_type = d.payment_type AND paid.fee_item_id IS NOT DISTINCT FROM d.fee_item_id
  AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.invoice_id = d.id);

-- Then the applicant's invoices join the student's history, except one that would stand beside a
-- live invoice of the student's for the same fee (a fee paid twice: the bursary refunds one).
UPDATE invoices i SET student_id = s.id, updated_at = now()
FROM students s
WHERE i.applicant_id = s.applicant_id AND i.student_id IS NULL
  AND NOT (i.status IN ('unpaid', 'paid') AND EXISTS (
    SELECT 1 FROM invoices o
    WHERE o.student_id = s.id AND o.status IN ('unpaid', 'paid') AND o.fee_purpose_id = i.fee_purpose_id
      AND o.session_id = i.session_id AND o.payment_type = i.payment_type
      AND o.fee_item_id IS NOT DISTINCT FROM i.fee_item_id));
