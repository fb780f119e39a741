-- Issue 24: /user_management/users/edit is the staff's accounts — officials and lecturers alike
-- (lecturers, deans and heads of department sign in as lecturers), not officials only. A list
-- preset fixes one value of one filter, so the users carry whether they are staff, worked out
-- from the user type so it can never disagree with it (read-only in schemas/resources/users.json).
ALTER TABLE users ADD COLUMN staff boolean GENERATED ALWAYS AS (user_type <> 'student') STORED;
CREATE INDEX users_staff_idx ON users (staff, user_name, id);
