import { readdir, readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { SCHEMAS_DIR } from "../loadSchemas";
import { checkFormSchema } from "./metaSchemaCheck";
import { readApplicationFolders } from "./readApplicationFolders";
import { MAX_UNBOUNDED_REPEATS, PATTERN_VALUE_MAX_LENGTH, patternShape } from "./safePattern";

/** Every `"pattern"` value of a JSON schema file (UI files' `ui:messages.pattern` are text, not patterns). */
function patternsOf(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) patternsOf(item, found);
  else if (typeof node === "object" && node !== null)
    for (const [key, value] of Object.entries(node)) {
      if (key === "pattern" && typeof value === "string") found.push(value);
      else if (key !== "ui:messages") patternsOf(value, found);
    }
  return found;
}

describe("patterns that cannot backtrack catastrophically", () => {
  it.each([
    ["^(a+)+$", "repeats a group that itself repeats"],
    ["^(a*)*$", "repeats a group that itself repeats"],
    ["^([a-z]+\\s?)*$", "repeats a group that itself repeats"],
    ["^((ab)+c)+$", "repeats a group that itself repeats"],
    ["^(\\d{2})+$", "repeats a group that itself repeats"],
    ["^(a|aa)+$", "repeats a group of alternatives"],
    ["^(?:x|y){2,}$", "repeats a group of alternatives"],
    ["^(a)\\1$", "refers back to a group"],
    ["^(?<x>a)\\k<x>$", "refers back to a group"],
    ["^a*b*c*d*$", `at most ${MAX_UNBOUNDED_REPEATS} are allowed`],
  ])("refuses %s", (pattern, why) => {
    expect(patternShape(pattern).problem).toContain(why);
  });

  it.each([
    ["^[A-Za-z]+$", 1],
    ["^(ab)+$", 1],
    ["^(Mr|Mrs|Dr)?\\.? [A-Z][a-z]+$", 1],
    ["^([01][0-9]|2[0-3]):[0-5][0-9]$", 0],
    ["^\\s*[A-Za-z0-9-]+\\s*$", 3],
    ["^[+(){}*]{1,3}$", 0],
    ["^\\p{L}{2,}$", 1],
    ["^a{2}(bc){1,1}$", 0],
  ])("accepts %s", (pattern, unbounded) => {
    expect(patternShape(pattern)).toEqual({ unboundedRepeats: unbounded });
  });

  it("accepts every pattern of the repository's schema files (the built-in types and their shared pieces)", async () => {
    const patterns: string[] = [];
    const walk = async (dir: URL) => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) await walk(new URL(`${entry.name}/`, dir));
        else if (entry.name.endsWith(".json"))
          patternsOf(JSON.parse(await readFile(new URL(entry.name, dir), "utf8")), patterns);
      }
    };
    await walk(SCHEMAS_DIR);
    expect(patterns.length).toBeGreaterThan(15);
    expect(patterns.filter((pattern) => patternShape(pattern).problem !== undefined)).toEqual([]);
  });

  it("the type check names the field of an unsafe pattern and asks a repeating one for a maxLength", async () => {
    const { library } = await readApplicationFolders();
    const schema = {
      $id: "applications/x/form.schema.json",
      type: "object",
      properties: {
        about: {
          type: "object",
          properties: {
            code: { type: "string", pattern: "^(a+)+$", maxLength: 40 },
            word: { type: "string", pattern: "^[a-z]+$" },
            long: { type: "string", pattern: "^[a-z]+$", maxLength: PATTERN_VALUE_MAX_LENGTH + 1 },
            fine: { type: "string", pattern: "^[a-z]+$", maxLength: 40 },
            fixed: { type: "string", pattern: "^[0-9]{11}$" },
          },
        },
      },
    };
    const problems = checkFormSchema(schema, "x", library);
    expect(problems.map((problem) => problem.path)).toEqual([
      "schema: properties.about.properties.code.pattern",
      "schema: properties.about.properties.word.pattern",
      "schema: properties.about.properties.long.pattern",
    ]);
    expect(problems[0]?.message).toContain("can take minutes to check");
    expect(problems[1]?.message).toContain(`"maxLength" of at most ${PATTERN_VALUE_MAX_LENGTH}`);
  });
});
