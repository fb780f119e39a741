import type { Plugin } from "vite";

/** Whether a selector can match in the portal: not under `.bp6-dark`, not an icon font glyph. */
export function keepsSelector(selector: string): boolean;
/** Blueprint components no screen uses: their CSS class and the module folder that would show their use. */
export const UNUSED: readonly { css: string; module: string }[];
/** Blueprint's CSS without the dark theme's and the icon font's selectors. */
export function trimBlueprintCss(css: string): string;
export function trimBlueprint(): Plugin;
