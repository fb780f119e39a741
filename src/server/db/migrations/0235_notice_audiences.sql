-- Who a notice is for follows its category (issue 20): signed-out visitors and applicants
-- ("public"), every student, students of the undergraduate (NCE, degree, sandwich…) or the
-- postgraduate programmes, staff, or everyone. The notice list asks for the reader's audiences
-- only, so an NCE student never sees a staff or a postgraduate notice.
ALTER TABLE notice_categories
  ADD COLUMN audience text NOT NULL DEFAULT 'everyone'
  CONSTRAINT notice_categories_audience_check
  CHECK (audience IN ('everyone', 'public', 'students', 'undergraduate', 'postgraduate', 'staff'));

UPDATE notice_categories SET audience = CASE name
    WHEN 'Prospective Students' THEN 'public'
    WHEN 'All Students' THEN 'students'
    WHEN 'Undergraduate' THEN 'undergraduate'
    WHEN 'Postgraduate' THEN 'postgraduate'
    WHEN 'Staff' THEN 'staff'
    ELSE 'everyone'
  END;

CREATE INDEX notice_categories_audience_idx ON notice_categories (audience, name);
