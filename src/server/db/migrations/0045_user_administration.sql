-- User administration through the generic admin lists (schemas/resources/users.json and the role,
-- menu and claim lists), and what keeps it safe without special code in the generic engine.

-- A user created by an admin (the Users list, bulk upload) has no password yet. '!' can never be
-- an argon2 hash, so no password verifies against it (the login answers a plain failed sign-in),
-- and setup_complete false sends the user through first-time setup (spec: oldUser false), which
-- ends with a password of their own. Accounts created in code (createAccount) set both.
ALTER TABLE users
  ALTER COLUMN password_hash SET DEFAULT '!no-password-set',
  ALTER COLUMN setup_complete SET DEFAULT false;

-- The phone number on record: a new student may prove who they are with it (verify-user).
ALTER TABLE users ADD COLUMN phone_number text;

-- User names are registration numbers or staff user names: they appear in links and file names.
ALTER TABLE users ADD CONSTRAINT users_user_name_check CHECK (user_name ~ '^[A-Za-z0-9][A-Za-z0-9/._-]*$');

-- User names and email addresses are unique whatever their letter case (the lower() indexes of
-- 0010 guard that under concurrent writes). Their violations name an expression, not a column,
-- so this trigger reports the usual case first, naming the column ("Key (email)=..."), which the
-- admin list turns into "A user with this email address already exists." on the field.
CREATE FUNCTION users_unique_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM users WHERE lower(user_name) = lower(NEW.user_name) AND id <> NEW.id) THEN
    RAISE EXCEPTION 'duplicate user name'
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'users_user_name_key', TABLE = 'users',
            DETAIL = format('Key (user_name)=(%s) already exists.', NEW.user_name);
  END IF;
  IF NEW.email IS NOT NULL
     AND EXISTS (SELECT 1 FROM users WHERE lower(email) = lower(NEW.email) AND id <> NEW.id) THEN
    RAISE EXCEPTION 'duplicate email address'
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'users_email_key', TABLE = 'users',
            DETAIL = format('Key (email)=(%s) already exists.', NEW.email);
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER users_unique_names BEFORE INSERT OR UPDATE OF user_name, email ON users
  FOR EACH ROW EXECUTE FUNCTION users_unique_names();

-- A user's student type is one of the student types.
ALTER TABLE users ADD CONSTRAINT users_student_type_id_fkey FOREIGN KEY (student_type_id)
  REFERENCES student_types (id);
CREATE INDEX users_student_type_id_idx ON users (student_type_id, id);

-- Deactivating a user ends every session at once, however it happens (the Users list, the
-- toggle-user-activation-status call, SQL): refresh tokens are revoked and outstanding reset,
-- setup and sign-in codes stop working. Access tokens run out within 15 minutes on their own.
CREATE FUNCTION users_end_sessions_on_deactivation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = NEW.id AND revoked_at IS NULL;
  UPDATE password_reset_tokens SET used_at = now() WHERE user_id = NEW.id AND used_at IS NULL;
  UPDATE one_time_codes SET used_at = now() WHERE user_id = NEW.id AND used_at IS NULL;
  RETURN NEW;
END
$$;
CREATE TRIGGER users_deactivated_end_sessions AFTER UPDATE OF active ON users
  FOR EACH ROW WHEN (OLD.active AND NOT NEW.active)
  EXECUTE FUNCTION users_end_sessions_on_deactivation();

-- The link tables become admin lists, which need an `id` key; the pairs stay unique. Their keys
-- now refuse to delete a role, menu entry or user that is still linked (the admin list answers
-- "used by other records; deactivate it instead") rather than silently dropping the links.
ALTER TABLE role_claims DROP CONSTRAINT role_claims_pkey;
ALTER TABLE role_claims ADD COLUMN id serial PRIMARY KEY;
ALTER TABLE role_claims ADD CONSTRAINT role_claims_claim_role_id_key UNIQUE (claim, role_id);
ALTER TABLE role_claims DROP CONSTRAINT role_claims_role_id_fkey,
  ADD CONSTRAINT role_claims_role_id_fkey FOREIGN KEY (role_id) REFERENCES roles (id);
CREATE INDEX role_claims_role_id_idx ON role_claims (role_id, id);
-- Claim names as the access declarations spell them: lower-case words joined by - or _.
ALTER TABLE role_claims ADD CONSTRAINT role_claims_claim_check CHECK (claim ~ '^[a-z][a-z0-9_-]*$');

ALTER TABLE role_menus DROP CONSTRAINT role_menus_pkey;
ALTER TABLE role_menus ADD COLUMN id serial PRIMARY KEY;
ALTER TABLE role_menus ADD CONSTRAINT role_menus_menu_item_id_role_id_key UNIQUE (menu_item_id, role_id);
ALTER TABLE role_menus DROP CONSTRAINT role_menus_role_id_fkey,
  ADD CONSTRAINT role_menus_role_id_fkey FOREIGN KEY (role_id) REFERENCES roles (id);
ALTER TABLE role_menus DROP CONSTRAINT role_menus_menu_item_id_fkey,
  ADD CONSTRAINT role_menus_menu_item_id_fkey FOREIGN KEY (menu_item_id) REFERENCES menu_items (id);
CREATE INDEX role_menus_role_id_idx ON role_menus (role_id, id);

ALTER TABLE user_roles DROP CONSTRAINT user_roles_pkey;
ALTER TABLE user_roles ADD COLUMN id serial PRIMARY KEY;
ALTER TABLE user_roles ADD CONSTRAINT user_roles_role_id_user_id_key UNIQUE (role_id, user_id);
ALTER TABLE user_roles DROP CONSTRAINT user_roles_user_id_fkey,
  ADD CONSTRAINT user_roles_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id);
-- NO ACTION rather than 0010's RESTRICT: the same refusal, reported as the foreign-key violation
-- (23503) the admin lists turn into "used by other records" (RESTRICT reports 23001).
ALTER TABLE user_roles DROP CONSTRAINT user_roles_role_id_fkey,
  ADD CONSTRAINT user_roles_role_id_fkey FOREIGN KEY (role_id) REFERENCES roles (id);
CREATE INDEX user_roles_user_id_idx ON user_roles (user_id, id);

-- A role's key is what the access rules name (superadmin, registrar...): renaming one would
-- silently change who may do what, so only its title changes.
CREATE FUNCTION roles_name_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name <> OLD.name THEN
    RAISE EXCEPTION 'a role key cannot be changed'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'roles_name_fixed', TABLE = 'roles', COLUMN = 'name';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER roles_name_fixed BEFORE UPDATE OF name ON roles
  FOR EACH ROW EXECUTE FUNCTION roles_name_fixed();

-- Menu entry names are what the client maps to routes: lower-case words joined by _.
ALTER TABLE menu_items ADD CONSTRAINT menu_items_name_check CHECK (name ~ '^[a-z][a-z0-9_]*$');

-- The Users grid: search, filters and sortable columns; id breaks ties so a page is stable.
CREATE INDEX users_full_name_idx ON users (full_name, id);
CREATE INDEX users_user_type_idx ON users (user_type, id);
