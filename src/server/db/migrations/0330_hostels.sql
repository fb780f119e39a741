-- Hostels (issue 23): categories and who may book them, hostels, rooms, bed spaces, each
-- session's booking window and the reservations. Staff run them as resource files
-- (schemas/resources/hostel-*.json); students book through src/server/modules/hostels.

-- A room category: what a student must be to book a bed in it. Gender here (NULL: anyone);
-- levels, student types and programmes in hostel_category_rules (none: anyone).
CREATE TABLE hostel_categories (
  id serial PRIMARY KEY,
  name text NOT NULL CONSTRAINT hostel_categories_name_key UNIQUE,
  description text,
  gender_id integer REFERENCES genders (id),
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX hostel_categories_gender_id_idx ON hostel_categories (gender_id);

-- One row says "students who are all of these may book"; a student may book a category when it
-- has no rows or one row matches them (an empty column matches anyone).
CREATE TABLE hostel_category_rules (
  id serial PRIMARY KEY,
  category_id integer NOT NULL REFERENCES hostel_categories (id),
  level_id integer REFERENCES levels (id),
  student_type_id integer REFERENCES student_types (id),
  programme_id integer REFERENCES programmes (id),
  CONSTRAINT hostel_category_rules_something_check
    CHECK (level_id IS NOT NULL OR student_type_id IS NOT NULL OR programme_id IS NOT NULL),
  CONSTRAINT hostel_category_rules_key UNIQUE NULLS NOT DISTINCT (category_id, level_id, student_type_id, programme_id)
);
CREATE INDEX hostel_category_rules_category_id_idx ON hostel_category_rules (category_id);
CREATE INDEX hostel_category_rules_level_id_idx ON hostel_category_rules (level_id);
CREATE INDEX hostel_category_rules_student_type_id_idx ON hostel_category_rules (student_type_id);
CREATE INDEX hostel_category_rules_programme_id_idx ON hostel_category_rules (programme_id);

CREATE TABLE hostels (
  id serial PRIMARY KEY,
  name text NOT NULL CONSTRAINT hostels_name_key UNIQUE,
  code text NOT NULL CONSTRAINT hostels_code_key UNIQUE
    CONSTRAINT hostels_code_check CHECK (code ~ '^[A-Z0-9]{1,10}$'),
  address text,
  active boolean NOT NULL DEFAULT true
);

-- A room of a hostel, in one category. Its `capacity` is how many bed spaces it has: raising it
-- creates the missing ones ("Bed 1" … "Bed n", the trigger below), which is how staff create a
-- room's beds in bulk; lowering it is refused by the resource hook (take beds out of service).
-- `label` ("Hall A · Room 101") is kept by a trigger for drop-downs.
CREATE TABLE hostel_rooms (
  id serial PRIMARY KEY,
  hostel_id integer NOT NULL REFERENCES hostels (id),
  name text NOT NULL,
  category_id integer NOT NULL REFERENCES hostel_categories (id),
  capacity integer NOT NULL CONSTRAINT hostel_rooms_capacity_check CHECK (capacity BETWEEN 1 AND 24),
  label text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT hostel_rooms_hostel_name_key UNIQUE (hostel_id, name)
);
CREATE INDEX hostel_rooms_hostel_id_idx ON hostel_rooms (hostel_id);
CREATE INDEX hostel_rooms_category_id_idx ON hostel_rooms (category_id);
CREATE INDEX hostel_rooms_label_idx ON hostel_rooms (label, id);

CREATE TABLE hostel_bed_spaces (
  id serial PRIMARY KEY,
  room_id integer NOT NULL REFERENCES hostel_rooms (id),
  name text NOT NULL,
  label text NOT NULL DEFAULT '',
  -- Out of service: nobody may book it (a broken bed); its reservations stay as they are.
  in_service boolean NOT NULL DEFAULT true,
  CONSTRAINT hostel_bed_spaces_room_name_key UNIQUE (room_id, name)
);
CREATE INDEX hostel_bed_spaces_room_id_idx ON hostel_bed_spaces (room_id);
CREATE INDEX hostel_bed_spaces_label_idx ON hostel_bed_spaces (label, id);

CREATE FUNCTION hostel_rooms_label() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.label := concat_ws(' · ', (SELECT name FROM hostels WHERE id = NEW.hostel_id), 'Room ' || NEW.name);
  RETURN NEW;
END $$;
CREATE TRIGGER hostel_rooms_label BEFORE INSERT OR UPDATE ON hostel_rooms
  FOR EACH ROW EXECUTE FUNCTION hostel_rooms_label();

CREATE FUNCTION hostel_bed_spaces_label() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.label := concat_ws(' · ', (SELECT label FROM hostel_rooms WHERE id = NEW.room_id), NEW.name);
  RETURN NEW;
END $$;
CREATE TRIGGER hostel_bed_spaces_label BEFORE INSERT OR UPDATE ON hostel_bed_spaces
  FOR EACH ROW EXECUTE FUNCTION hostel_bed_spaces_label();

-- A renamed hostel or room renames its rooms' and beds' labels (touching the rows re-runs the
-- label triggers above).
CREATE FUNCTION hostels_relabel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name THEN
    UPDATE hostel_rooms SET name = name WHERE hostel_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER hostels_relabel AFTER UPDATE ON hostels FOR EACH ROW EXECUTE FUNCTION hostels_relabel();

-- Creates the bed spaces a room's capacity asks for that it does not have yet.
CREATE FUNCTION hostel_rooms_beds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.label IS DISTINCT FROM OLD.label THEN
    UPDATE hostel_bed_spaces SET name = name WHERE room_id = NEW.id;
  END IF;
  INSERT INTO hostel_bed_spaces (room_id, name)
    SELECT NEW.id, 'Bed ' || n FROM generate_series(1, NEW.capacity) AS n
    ON CONFLICT (room_id, name) DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER hostel_rooms_beds AFTER INSERT OR UPDATE ON hostel_rooms
  FOR EACH ROW EXECUTE FUNCTION hostel_rooms_beds();

-- Deleting a room takes with it the beds its capacity made ("Bed 1" … "Bed n") that nobody ever
-- reserved; a bed added by hand or ever reserved keeps the room (the delete is then refused).
CREATE FUNCTION hostel_rooms_delete_beds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM hostel_bed_spaces b
    WHERE b.room_id = OLD.id AND b.name IN (SELECT 'Bed ' || n FROM generate_series(1, OLD.capacity) AS n)
      AND NOT EXISTS (SELECT 1 FROM hostel_reservations x WHERE x.bed_space_id = b.id);
  RETURN OLD;
END $$;
CREATE TRIGGER hostel_rooms_delete_beds BEFORE DELETE ON hostel_rooms
  FOR EACH ROW EXECUTE FUNCTION hostel_rooms_delete_beds();

-- When students of a session may book, and how long an unpaid booking holds its bed.
CREATE TABLE hostel_booking_windows (
  id serial PRIMARY KEY,
  session_id integer NOT NULL CONSTRAINT hostel_booking_windows_session_key UNIQUE
    REFERENCES academic_sessions (id),
  opens_on date NOT NULL,
  closes_on date NOT NULL,
  hold_hours integer NOT NULL DEFAULT 48
    CONSTRAINT hostel_booking_windows_hold_hours_check CHECK (hold_hours BETWEEN 1 AND 720),
  CONSTRAINT hostel_booking_windows_dates_check CHECK (closes_on >= opens_on)
);

-- A student's bed for a session. `held`: booked, its invoice unpaid, until `held_until` (then the
-- release job makes it `expired`); `confirmed`: paid, or assigned by staff; `released`: staff
-- deactivated it. The two partial unique indexes are the booking's guarantees under any
-- concurrency: one live reservation per bed and session, one per student and session.
CREATE TABLE hostel_reservations (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students (id),
  session_id integer NOT NULL REFERENCES academic_sessions (id),
  bed_space_id integer NOT NULL REFERENCES hostel_bed_spaces (id),
  status text NOT NULL DEFAULT 'confirmed'
    CONSTRAINT hostel_reservations_status_check CHECK (status IN ('held', 'confirmed', 'expired', 'released')),
  invoice_id integer REFERENCES invoices (id),
  held_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT hostel_reservations_held_until_check CHECK (status <> 'held' OR held_until IS NOT NULL)
);
CREATE UNIQUE INDEX hostel_reservations_bed_key ON hostel_reservations (bed_space_id, session_id)
  WHERE status IN ('held', 'confirmed');
CREATE UNIQUE INDEX hostel_reservations_student_key ON hostel_reservations (student_id, session_id)
  WHERE status IN ('held', 'confirmed');
CREATE INDEX hostel_reservations_student_id_idx ON hostel_reservations (student_id);
CREATE INDEX hostel_reservations_session_id_idx ON hostel_reservations (session_id);
CREATE INDEX hostel_reservations_bed_space_id_idx ON hostel_reservations (bed_space_id);
CREATE INDEX hostel_reservations_invoice_id_idx ON hostel_reservations (invoice_id);
CREATE INDEX hostel_reservations_held_idx ON hostel_reservations (held_until) WHERE status = 'held';

-- A paid hostel invoice confirms the booking it was made for (settlement/settleHandlers.ts).
UPDATE fee_purposes SET settle_handler = 'hostel', student_route = '/hostel' WHERE key = 'hostel';

-- Reports (schemas/reports/hostel-*.json). Every bed space, with what it is in the current session.
CREATE VIEW report_hostel_bed_spaces AS
  SELECT b.id, h.id AS hostel_id, h.name AS hostel, r.label AS room, c.id AS category_id, c.name AS category,
    coalesce(g.name, 'Any') AS gender,
    CASE WHEN live.status = 'confirmed' THEN 'Occupied' WHEN live.status = 'held' THEN 'Held'
      WHEN NOT b.in_service THEN 'Out of service' ELSE 'Free' END AS state,
    (live.status = 'confirmed')::int AS occupied,
    (live.status = 'held')::int AS held,
    (live.status IS NULL AND b.in_service)::int AS free
  FROM hostel_bed_spaces b
  JOIN hostel_rooms r ON r.id = b.room_id AND r.active
  JOIN hostels h ON h.id = r.hostel_id AND h.active
  JOIN hostel_categories c ON c.id = r.category_id
  LEFT JOIN genders g ON g.id = c.gender_id
  LEFT JOIN LATERAL (
    SELECT x.status FROM hostel_reservations x JOIN academic_sessions s ON s.id = x.session_id AND s.is_current
    WHERE x.bed_space_id = b.id AND x.status IN ('held', 'confirmed')
  ) live ON true;

-- Every reservation, with the names a person groups by.
CREATE VIEW report_hostel_reservations AS
  SELECT x.id, x.session_id, s.name AS session, h.id AS hostel_id, h.name AS hostel, c.name AS category,
    coalesce(g.name, 'Not given') AS gender, coalesce(l.name, 'None') AS level,
    CASE x.status WHEN 'held' THEN 'Held (unpaid)' WHEN 'confirmed' THEN 'Confirmed'
      WHEN 'expired' THEN 'Hold expired' WHEN 'released' THEN 'Released' ELSE x.status END AS status,
    x.created_at::date AS booked_on,
    coalesce(i.total, 0)::bigint AS amount_paid
  FROM hostel_reservations x
  JOIN academic_sessions s ON s.id = x.session_id
  JOIN students st ON st.id = x.student_id
  LEFT JOIN genders g ON g.id = st.gender_id
  LEFT JOIN levels l ON l.id = st.level_id
  JOIN hostel_bed_spaces b ON b.id = x.bed_space_id
  JOIN hostel_rooms r ON r.id = b.room_id
  JOIN hostels h ON h.id = r.hostel_id
  JOIN hostel_categories c ON c.id = r.category_id
  LEFT JOIN invoices i ON i.id = x.invoice_id AND i.status = 'paid';
