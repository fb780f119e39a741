-- Who can sign in, with which roles, claims and menus (spec sections 3, 4 and 6).
CREATE TABLE roles (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE CHECK (name ~ '^[a-z][a-z0-9_]*$'),
  title text NOT NULL,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE role_claims (
  role_id integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  claim text NOT NULL,
  PRIMARY KEY (role_id, claim)
);

-- Menu entries the server returns at sign-in, by name; the client maps names to routes.
CREATE TABLE menu_items (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  title text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE role_menus (
  role_id integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  menu_item_id integer NOT NULL REFERENCES menu_items (id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, menu_item_id)
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  user_name text NOT NULL,
  email text,
  full_name text NOT NULL,
  user_type text NOT NULL CHECK (user_type IN ('student', 'lecturer', 'official')),
  password_hash text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  -- false until the user has finished first-time setup (spec: oldUser false → /change_email).
  setup_complete boolean NOT NULL DEFAULT true,
  two_factor boolean NOT NULL DEFAULT false,
  birthday date,
  student_type_id integer,
  display_csat_modal boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_user_name_key ON users (lower(user_name));
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email IS NOT NULL;

CREATE TABLE user_roles (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role_id integer NOT NULL REFERENCES roles (id) ON DELETE RESTRICT,
  PRIMARY KEY (user_id, role_id)
);

-- Refresh tokens are stored hashed; each sign-in starts a family, and every use rotates the
-- token within it. A used (rotated) token presented again revokes the whole family.
CREATE TABLE refresh_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  rotated_at timestamptz,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

-- Fixed-window counters for rate limits (sign-in per account and per address). In the database
-- so every server process shares them.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);
