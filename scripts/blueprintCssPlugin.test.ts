import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { keepsSelector, trimBlueprintCss } from "./blueprintCssPlugin.mjs";

describe("Blueprint's stylesheet for the portal", () => {
  it("drops dark-theme selectors and icon font glyphs, keeping the light theme", () => {
    const css = `
.bp6-button{color:red}
.bp6-dark .bp6-button,.bp6-button.bp6-minimal{color:blue}
.bp6-dark .bp6-card{color:white}
.bp6-icon-add::before{content:"\\e63e"}
.bp6-icon:not(:empty)::before{content:unset}
@media (min-width:10px){.bp6-dark .bp6-tag{color:pink}}
@keyframes spin{from{transform:rotate(0)}to{transform:rotate(360deg)}}`;
    const trimmed = trimBlueprintCss(css);
    expect(trimmed).toContain(".bp6-button{color:red}");
    expect(trimmed).toContain(".bp6-button.bp6-minimal{color:blue}");
    expect(trimmed).toContain(".bp6-icon:not(:empty)::before{content:unset}");
    expect(trimmed).toContain("from{transform:rotate(0)}");
    expect(trimmed).not.toContain("bp6-dark");
    expect(trimmed).not.toContain("bp6-icon-add");
    expect(trimmed).not.toContain("@media");
  });

  it("drops the components no screen uses, unless only inside :not()", () => {
    expect(keepsSelector(".bp6-tree-node .bp6-icon")).toBe(false);
    expect(keepsSelector(".bp6-tag-input .bp6-tag")).toBe(false);
    expect(keepsSelector(".bp6-button:not(.bp6-tree)")).toBe(true);
    expect(keepsSelector(".bp6-tag")).toBe(true);
  });

  it("keeps selectors that only look alike", () => {
    expect(keepsSelector(".bp6-darkish")).toBe(true);
    expect(keepsSelector(".bp6-keyboard")).toBe(true);
    expect(keepsSelector(".bp6-icon-standard")).toBe(true);
    expect(keepsSelector("span.bp6-icon:empty::before")).toBe(true);
  });

  it("leaves most of the real file's light theme and takes a third of its bytes out", () => {
    const css = readFileSync("node_modules/@blueprintjs/core/lib/css/blueprint.css", "utf8");
    const trimmed = trimBlueprintCss(css);
    expect(trimmed).not.toMatch(/\.bp6-dark[^\w-]/);
    for (const kept of [".bp6-button{", ".bp6-dialog{", ".bp6-input{", ".bp6-card{", ".bp6-popover{"])
      expect(trimmed).toContain(kept);
    expect(trimmed.length).toBeLessThan(css.length * 0.7);
  });
});
