-- Protected rows (issue 14 §2): whatever writes the identity tables (an admin list, a service, a
-- hand-typed SQL statement), the portal keeps a way in. The super-admin role cannot be switched
-- off or deleted, and the last active account holding it cannot be switched off, deleted or
-- lose the role. The server checks the same first and words it (modules/resources/protectedRows.ts);
-- these triggers hold under concurrent writes. Each trigger answers coalesce(NEW, OLD): the row to
-- write, or on DELETE (no NEW) the row to delete. Refusals use SQLSTATE MX409 (no PostgreSQL class
-- starts with MX), which the API answers as 409 with the message.

-- Refuses when `holder` is an active holder of the superadmin role and no other active account
-- holds it. Takes the role's row lock first, so two transactions removing two holders at once run
-- one after the other and the second sees the first's change (each statement of a plpgsql
-- function takes a fresh snapshot under READ COMMITTED).
CREATE FUNCTION refuse_last_superadmin(holder integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  holder_name text;
  role_title text;
BEGIN
  SELECT title INTO role_title FROM roles WHERE name = 'superadmin' FOR UPDATE;
  SELECT u.user_name INTO holder_name
    FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
    WHERE u.id = holder AND u.active AND r.name = 'superadmin';
  IF holder_name IS NULL THEN
    RETURN;
  END IF;
  IF NOT EXISTS (
    SELECT 1 FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
    WHERE r.name = 'superadmin' AND u.active AND u.id <> holder
  ) THEN
    RAISE EXCEPTION '% is the last active %: the account cannot be switched off or deleted, nor the role taken away.',
      holder_name, role_title
      USING ERRCODE = 'MX409', TABLE = 'users';
  END IF;
END
$$;

CREATE FUNCTION roles_protect_superadmin() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.name = 'superadmin' AND (TG_OP = 'DELETE' OR (OLD.active AND NOT NEW.active)) THEN
    RAISE EXCEPTION 'The % role is protected: it cannot be switched off or deleted.', OLD.title
      USING ERRCODE = 'MX409', TABLE = 'roles';
  END IF;
  RETURN coalesce(NEW, OLD);
END
$$;
CREATE TRIGGER roles_protect_superadmin BEFORE UPDATE OF active OR DELETE ON roles
  FOR EACH ROW EXECUTE FUNCTION roles_protect_superadmin();

CREATE FUNCTION users_protect_last_superadmin() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (OLD.active AND NOT NEW.active) THEN
    PERFORM refuse_last_superadmin(OLD.id);
  END IF;
  RETURN coalesce(NEW, OLD);
END
$$;
CREATE TRIGGER users_protect_last_superadmin BEFORE UPDATE OF active OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_protect_last_superadmin();

CREATE FUNCTION user_roles_protect_last_superadmin() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.role_id <> OLD.role_id OR NEW.user_id <> OLD.user_id THEN
    IF EXISTS (SELECT 1 FROM roles WHERE id = OLD.role_id AND name = 'superadmin') THEN
      PERFORM refuse_last_superadmin(OLD.user_id);
    END IF;
  END IF;
  RETURN coalesce(NEW, OLD);
END
$$;
CREATE TRIGGER user_roles_protect_last_superadmin BEFORE UPDATE OR DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION user_roles_protect_last_superadmin();
