-- An application is the phone AND the email address it was generated with (issue 20, item 8).
-- One applicant per type, session and phone let whoever generated first with someone's phone
-- choose where that person's sign-in codes go. Now a request with the same phone and another
-- email is another application with its own invoice, and a sign-in code only ever goes to the
-- address its invoice was generated with. Rows without an email (older data) stay one per phone.
ALTER TABLE applicants DROP CONSTRAINT applicants_person_type_session_key;
CREATE UNIQUE INDEX applicants_person_type_session_key
  ON applicants (application_type_id, session_id, mobile_number, (coalesce(email, '')));
