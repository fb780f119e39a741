// Vite plugin: Blueprint's icon loader checks each name against the list of all ~600 icon names,
// which it builds at start-up from a generated enum with the change-case library (~7 KB gzip in the
// first download of every page). The portal's own loader (src/client/app/iconLoader.ts) knows
// which icons exist and draws nothing for any other, so the check can let every name through.
const ICON_NAMES = /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/;

/** The module that replaces Blueprint's icon name list. */
export const ICON_NAMES_MODULE = `// Replaced by scripts/iconNamesPlugin.mjs: see there.
export const IconNames = {};
export const IconNamesSet = { has: (name) => typeof name === "string" && name !== "" };
`;

export function iconNamesWithoutList() {
  return {
    name: "matric-icon-names-without-list",
    enforce: "pre",
    load(id) {
      return ICON_NAMES.test(id.split("?")[0]) ? ICON_NAMES_MODULE : null;
    },
  };
}
