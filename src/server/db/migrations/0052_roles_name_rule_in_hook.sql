-- A role's key stays fixed: the rule now lives with its message in the resource module
-- (src/server/modules/resources/hooks/roles.ts), checked under the row lock of the update.
DROP TRIGGER roles_name_fixed ON roles;
DROP FUNCTION roles_name_fixed();
