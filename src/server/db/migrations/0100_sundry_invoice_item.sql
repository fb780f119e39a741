-- A sundry invoice (purpose 9) is for one fee item the student chose (a transcript, an ID card
-- replacement…): the item becomes part of what makes an invoice "the same request", so a student
-- may hold one open invoice per sundry item and session. Other purposes leave it null, and NULLS
-- NOT DISTINCT keeps their one-open-invoice rule exactly as before.
ALTER TABLE invoices ADD COLUMN fee_item_id integer REFERENCES fee_items (id);
DROP INDEX invoices_open_student_key;
CREATE UNIQUE INDEX invoices_open_student_key
  ON invoices (student_id, fee_purpose_id, session_id, payment_type, fee_item_id) NULLS NOT DISTINCT
  WHERE student_id IS NOT NULL AND status IN ('unpaid', 'paid');
