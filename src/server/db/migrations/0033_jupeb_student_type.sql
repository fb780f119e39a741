-- JUPEB gets its own student type. Spec section 9 gives two conflicting sets of student type ids:
-- one has JUPEB = 5, the other Pre-NCE = 5. This is a college of education, so 0020 follows the
-- second (NCE = 1, Pre-NCE = 5) and JUPEB, which the first set would have put on 5, takes 50, an
-- id neither set uses, in the JUPEB programme group (8, spec section 9).
INSERT INTO student_types (id, name, programme_group_id) VALUES (50, 'JUPEB', 8)
  ON CONFLICT DO NOTHING;
SELECT setval(pg_get_serial_sequence('student_types', 'id'), GREATEST(50, (SELECT max(id) FROM student_types)));
