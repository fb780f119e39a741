-- Whether a level is the last of a programme: graduate clearance's "Final year" check
-- (modules/results/clearance.ts) and the students the graduate-clearance workflow lists
-- (schemas/workflows/graduate-clearance.json) ask the same question here, in one place. The last
-- level is 100 × the programme's years or above; a programme taught at level 0 (Pre-NCE) is
-- always in its final year.
CREATE FUNCTION is_final_level(level_id integer, programme_id integer) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT l.value >= p.duration_years * 100 OR l.value = 0
  FROM levels l, programmes p WHERE l.id = level_id AND p.id = programme_id
$$;
