import type { Plugin } from "vite";

/** The module that replaces Blueprint's icon name list. */
export const ICON_NAMES_MODULE: string;
export function iconNamesWithoutList(): Plugin;
