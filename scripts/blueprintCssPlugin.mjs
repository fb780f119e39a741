// Vite plugin: Blueprint's stylesheet without what the portal can never show, so the CSS every page
// blocks on is smaller. Blueprint ships one file (blueprint.css, 470 KB minified) holding:
// - the dark theme: every rule under `.bp6-dark` (38% of the file). The portal never sets the dark
//   class, and Blueprint adds it only inside an element that has it (popovers "inherit" it);
// - the icon font's glyphs (`.bp6-icon-add::before { content: "…" }`, one per icon, 15%): shown
//   only by an empty icon span in the `blueprint-icons-16/20` fonts, which the portal never loads
//   (its icons are SVG, src/client/app/iconLoader.ts); without the font they draw nothing anyway.
// - the components the portal never renders (UNUSED, 10%): `bench:bundle` fails when one of them
//   turns up in the build, so their styles are never missing.
// Everything else is kept as it is, in its order.
import postcss from "postcss";

/**
 * Blueprint components no screen uses: their CSS class (a selector naming it, or a class starting
 * with it and "-", only matches inside one) and the module folder whose appearance in the build's
 * source maps means the component is used after all (scripts/bench/bundle.mjs checks).
 */
export const UNUSED = [
  { css: "compound-tag", module: "components/tag/compoundTag" },
  { css: "editable-text", module: "components/editable-text/" },
  { css: "tree", module: "components/tree/" },
  { css: "slider", module: "components/slider/" },
  { css: "multistep-dialog", module: "components/dialog/multistepDialog" },
  { css: "dialog-step", module: "components/dialog/dialogStep" },
  { css: "tag-input", module: "components/tag-input/" },
  { css: "panel-stack", module: "components/panel-stack" },
  { css: "entity-title", module: "components/entity-title/" },
  { css: "card-list", module: "components/card-list/" },
  { css: "segmented-control", module: "components/segmented-control/" },
  { css: "hotkey", module: "components/hotkeys/" },
  { css: "key", module: "components/hotkeys/" },
  { css: "context-menu", module: "components/context-menu/" },
  { css: "navbar", module: "components/navbar/" },
  { css: "overflow-list", module: "components/overflow-list/" },
];
const UNUSED_CLASS = new RegExp(
  `\\.bp6-(?:${UNUSED.map((unused) => unused.css).join("|")})(?:-[\\w-]*)?(?![\\w-])`,
);

const BLUEPRINT_CSS = /[\\/]@blueprintjs[\\/]core[\\/]lib[\\/]css[\\/]blueprint\.css$/;
const DARK = /\.bp6-dark(?![\w-])/;
const GLYPH = /^\.bp6-icon-[\w-]+::before$/;

/** Whether a rule's selector can match in the portal: not dark theme, not an icon font glyph, not an unused component. */
export function keepsSelector(selector) {
  // A class inside :not() is no condition for the selector to match.
  const required = selector.replace(/:not\([^)]*\)/g, "");
  return !DARK.test(required) && !GLYPH.test(required.trim()) && !UNUSED_CLASS.test(required);
}

/** Blueprint's CSS with the dark theme's and the icon font's selectors taken out (rules left empty go). */
export function trimBlueprintCss(css) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // Keyframe steps ("from", "50%") are not selectors.
    if (rule.parent?.type === "atrule" && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter(keepsSelector);
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

export function trimBlueprint() {
  return {
    name: "matric-trim-blueprint-css",
    enforce: "pre",
    transform(code, id) {
      if (!BLUEPRINT_CSS.test(id.split("?")[0])) return null;
      return { code: trimBlueprintCss(code), map: null };
    },
  };
}
