import type { ResourceMenu } from "./resourceFile";

/** Menu names as the server stores them (`menu_items.name`): lower-case words joined by "_". */
const MENU_NAME = /^[a-z][a-z0-9_]*$/;

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string" && item !== "");
}

/**
 * What is wrong with a resource file's `menu` (undefined: nothing, or no `menu`), so start-up and
 * `npm test` refuse a file whose entry could never be shown.
 */
export function menuProblemOf(menu: unknown): string | undefined {
  if (menu === undefined) return undefined;
  if (typeof menu !== "object" || menu === null || Array.isArray(menu))
    return `"menu" must be { "name": menu name, "roles"?: [roles], "label"?: text }`;
  const { name, roles, label, ...rest } = menu as Partial<Record<keyof ResourceMenu, unknown>>;
  const unknownKey = Object.keys(rest)[0];
  if (unknownKey !== undefined) return `"menu.${unknownKey}" is not a menu setting (name, roles, label)`;
  if (typeof name !== "string" || !MENU_NAME.test(name))
    return `"menu.name" must be a menu name: lower-case letters, digits and underscores`;
  if (roles !== undefined && (!isStringList(roles) || roles.length === 0))
    return `"menu.roles" must be a non-empty list of roles`;
  if (label !== undefined && (typeof label !== "string" || label.trim() === ""))
    return `"menu.label" must be a non-empty string`;
  return undefined;
}
