-- Fee purposes as data (issue 21, item 3): each purpose row says how it is paid, so the client
-- and the server read one registry (src/contract/feePurposes.ts, src/schema/feePurposes) instead
-- of numbers and rules written on both sides. `code` stays the bursary's short capital code
-- (ACPT); `key` is the stable lower-case name the program refers to a purpose by
-- (src/schema/feePurposes/feePurposeKeys.ts maps keys to these ids; a test checks the two agree).
ALTER TABLE fee_purposes
  ADD COLUMN key text,
  -- Full, or a first installment and then the balance.
  ADD COLUMN installments_allowed boolean NOT NULL DEFAULT false,
  -- The payer picks one of the purpose's fee items (sundry) instead of paying them all.
  ADD COLUMN item_choice boolean NOT NULL DEFAULT false,
  -- The student categories (contract STUDENT_FEE_CATEGORIES) who see and may pay it; empty: no
  -- student (the application fee, paid by applicants).
  ADD COLUMN student_categories text[] NOT NULL DEFAULT '{undergraduate,postgraduate,jupeb}',
  -- The student's page that pays it, and the student's receipt page (NULL: none).
  ADD COLUMN student_route text,
  ADD COLUMN receipt_route text,
  -- The letter a paid invoice of it opens (src/schema/letters.ts families; NULL: none).
  ADD COLUMN letter text,
  -- What happens when an invoice of it is paid (settlement/settleHandlers.ts; NULL: nothing more).
  ADD COLUMN settle_handler text;

UPDATE fee_purposes SET key = 'school_fees', installments_allowed = true,
  student_route = '/academic_fees/school_fees', receipt_route = '/academic_fees/school_fees/receipt'
  WHERE id = 1;
UPDATE fee_purposes SET key = 'acceptance', letter = 'acceptance',
  student_route = '/academic_fees/acceptance', receipt_route = '/academic_fees/acceptance/fee_receipt'
  WHERE id = 2;
UPDATE fee_purposes SET key = 'hostel', receipt_route = '/hostel_fees/receipt' WHERE id = 3;
UPDATE fee_purposes SET key = 'change_of_department', student_categories = '{undergraduate}',
  student_route = '/academic_fees/change_of_degree'
  WHERE id = 4;
UPDATE fee_purposes SET key = 'development_levy', letter = 'development_levy',
  student_route = '/development_levy'
  WHERE id = 5;
UPDATE fee_purposes SET key = 'sundry', item_choice = true, student_categories = '{undergraduate,postgraduate}',
  student_route = '/academic_fees/sundry', receipt_route = '/academic_fees/sundry/receipt'
  WHERE id = 9;
UPDATE fee_purposes SET key = 'application', student_categories = '{}', settle_handler = 'application'
  WHERE id = 10;
UPDATE fee_purposes SET key = 'course_registration' WHERE id = 11;
-- Any other row (none is seeded) gets a key from its code, so the constraint below holds.
UPDATE fee_purposes SET key = lower(code) WHERE key IS NULL;

ALTER TABLE fee_purposes
  ALTER COLUMN key SET NOT NULL,
  ADD CONSTRAINT fee_purposes_key_key UNIQUE (key),
  ADD CONSTRAINT fee_purposes_key_check CHECK (key ~ '^[a-z][a-z0-9_]{0,39}$'),
  ADD CONSTRAINT fee_purposes_student_categories_check
    CHECK (student_categories <@ ARRAY['undergraduate', 'postgraduate', 'jupeb']::text[]),
  -- An item is paid whole: a purpose is never both.
  ADD CONSTRAINT fee_purposes_item_installments_check CHECK (NOT (item_choice AND installments_allowed));
