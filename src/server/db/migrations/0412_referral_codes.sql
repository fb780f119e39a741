-- Issue 23 (Referral; spec 2 /referral, spec 7 Authentication Referrals): every student has a
-- referral code to share, and an applicant's invoice form may name the code of the student who
-- sent them.
--
-- The code: 8 characters of a random UUID's hex in upper case (about 4 billion codes: not to be
-- guessed in the few tries the invoice form allows, unique by the constraint). The default makes
-- one for each existing student as the column is added (a volatile default is worked out per row)
-- and for every student made from now on, so no code is ever missing.
ALTER TABLE students ADD COLUMN referral_code text NOT NULL
  DEFAULT upper(left(replace(gen_random_uuid()::text, '-', ''), 8))
  CONSTRAINT students_referral_code_check CHECK (referral_code ~ '^[0-9A-F]{8}$');
ALTER TABLE students ADD CONSTRAINT students_referral_code_key UNIQUE (referral_code);

-- The student whose code the applicant gave on the invoice form (kept when the student leaves:
-- the referral happened).
ALTER TABLE applicants ADD COLUMN referrer_student_id integer REFERENCES students (id) ON DELETE SET NULL;
CREATE INDEX applicants_referrer_student_id_idx ON applicants (referrer_student_id, id)
  WHERE referrer_student_id IS NOT NULL;
