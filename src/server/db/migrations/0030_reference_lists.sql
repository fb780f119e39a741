-- Reference lists (the issue "The college's setup and reference data", lookups part): the
-- drop-down options of the application forms and the admin screens. Each table is an admin list
-- (schemas/resources/*.json) served as a lookup (GET /api/Lookups/<name>); a row other rows point
-- at cannot be deleted (the generic module answers 409), it is switched off instead.
--
-- The rows themselves are reference data seeded on first start in every environment
-- (seed/referenceLists.ts, with the fixed ids of spec section 9: English Language = 9). Only the
-- states are inserted here, because local government areas point at them and a freshly migrated
-- database (such as the generic resource tests') needs a state to point at; their ids and codes
-- are those of seed/lists/nigeria.ts and must stay in step with it.
-- Codes are stored in capitals; the CHECKs are named so their resource files can word them.

CREATE TABLE genders (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE religions (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE marital_statuses (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  active boolean NOT NULL DEFAULT true
);

-- Relationships of a next of kin or sponsor to the applicant.
CREATE TABLE relationships (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  active boolean NOT NULL DEFAULT true
);

-- Titles of address (Mr, Mrs, Dr, Alhaji...).
CREATE TABLE titles (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  active boolean NOT NULL DEFAULT true
);

-- Countries with their ISO 3166-1 alpha-2 codes.
CREATE TABLE countries (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  code text NOT NULL UNIQUE CONSTRAINT countries_code_check CHECK (code = upper(code)),
  active boolean NOT NULL DEFAULT true
);

-- Nigeria's states and the FCT, with their ISO 3166-2:NG codes.
CREATE TABLE states (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  code text NOT NULL UNIQUE CONSTRAINT states_code_check CHECK (code = upper(code)),
  active boolean NOT NULL DEFAULT true
);
INSERT INTO states (id, name, code) VALUES
  (1, 'Abia', 'AB'),
  (2, 'Adamawa', 'AD'),
  (3, 'Akwa Ibom', 'AK'),
  (4, 'Anambra', 'AN'),
  (5, 'Bauchi', 'BA'),
  (6, 'Bayelsa', 'BY'),
  (7, 'Benue', 'BE'),
  (8, 'Borno', 'BO'),
  (9, 'Cross River', 'CR'),
  (10, 'Delta', 'DE'),
  (11, 'Ebonyi', 'EB'),
  (12, 'Edo', 'ED'),
  (13, 'Ekiti', 'EK'),
  (14, 'Enugu', 'EN'),
  (15, 'Federal Capital Territory', 'FC'),
  (16, 'Gombe', 'GO'),
  (17, 'Imo', 'IM'),
  (18, 'Jigawa', 'JI'),
  (19, 'Kaduna', 'KD'),
  (20, 'Kano', 'KN'),
  (21, 'Katsina', 'KT'),
  (22, 'Kebbi', 'KE'),
  (23, 'Kogi', 'KO'),
  (24, 'Kwara', 'KW'),
  (25, 'Lagos', 'LA'),
  (26, 'Nasarawa', 'NA'),
  (27, 'Niger', 'NI'),
  (28, 'Ogun', 'OG'),
  (29, 'Ondo', 'ON'),
  (30, 'Osun', 'OS'),
  (31, 'Oyo', 'OY'),
  (32, 'Plateau', 'PL'),
  (33, 'Rivers', 'RI'),
  (34, 'Sokoto', 'SO'),
  (35, 'Taraba', 'TA'),
  (36, 'Yobe', 'YO'),
  (37, 'Zamfara', 'ZA');
SELECT setval(pg_get_serial_sequence('states', 'id'), 37);

-- Local government areas. Names repeat across states (Obi, Surulere, Bassa, Irepodun...), so a
-- name is unique within its state; the name comes first so a clash is reported on the name.
CREATE TABLE lgas (
  id serial PRIMARY KEY,
  name text NOT NULL,
  state_id integer NOT NULL REFERENCES states (id),
  active boolean NOT NULL DEFAULT true,
  UNIQUE (name, state_id)
);
CREATE INDEX lgas_state_id_idx ON lgas (state_id, id);

-- O-level examinations (WAEC, NECO, NABTEB, GCE) and subjects.
CREATE TABLE olevel_exam_types (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  description text,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE olevel_subjects (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  active boolean NOT NULL DEFAULT true
);

-- O-level grades. Result rows store the grade's text ("B3"), so the name is the key others use.
CREATE TABLE olevel_grades (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  points integer NOT NULL CHECK (points BETWEEN 1 AND 9),
  is_credit boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true
);

-- Payment types of spec section 9: invoices store the code (Full, FirstInstallment...).
CREATE TABLE payment_types (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  code text NOT NULL UNIQUE,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE campuses (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  code text NOT NULL UNIQUE CONSTRAINT campuses_code_check CHECK (code = upper(code)),
  address text,
  active boolean NOT NULL DEFAULT true
);

-- How a student was admitted (UTME, Direct Entry, Pre-NCE...).
CREATE TABLE modes_of_entry (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE modes_of_study (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  active boolean NOT NULL DEFAULT true
);
