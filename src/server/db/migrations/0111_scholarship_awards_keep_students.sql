-- A student with a scholarship award is one the bursary's records use: deleting the student is
-- refused (the resource engine answers 409 "used by other records; deactivate it instead") rather
-- than silently taking the award with it, as 0080's ON DELETE CASCADE did.
ALTER TABLE scholarship_awards DROP CONSTRAINT scholarship_awards_student_id_fkey;
ALTER TABLE scholarship_awards
  ADD CONSTRAINT scholarship_awards_student_id_fkey FOREIGN KEY (student_id) REFERENCES students (id);
