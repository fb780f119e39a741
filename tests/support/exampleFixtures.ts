import { expect } from "vitest";
import type { ResourceDefinition } from "../../src/server/modules/resources/resourceDefinition";
import type { ResourceRegistry } from "../../src/server/modules/resources/resourceRegistry";
import { type caller, writerOf } from "./resourceRequests";

/**
 * The resources that hold `examples.fixtures`, each after every fixture-holding resource its
 * lookups point at (a lecturer's title before the lecturer) or link through (a department's
 * programmes before a student of them), then by file name: the order that
 * gives each fixture row the id the other files' examples name (1 in an empty table).
 */
export function fixtureOrder(registry: ResourceRegistry): ResourceDefinition[] {
  const holders = [...registry.resources.values()].filter(
    (resource) => (resource.file.examples?.fixtures?.length ?? 0) > 0,
  );
  const sourceOf = (lookup: string) => registry.lookups.get(lookup)?.resource;
  const linksOf = (lookup: string) =>
    [...(registry.lookups.get(lookup)?.filters.values() ?? [])].flatMap((filter) =>
      [...registry.resources.values()].filter((other) => other.table === filter.link?.table),
    );
  const ordered: ResourceDefinition[] = [];
  const visiting = new Set<string>();
  const visit = (resource: ResourceDefinition) => {
    if (ordered.includes(resource)) return;
    if (visiting.has(resource.name))
      throw new Error(`the fixtures of ${resource.name} point at each other in a circle`);
    visiting.add(resource.name);
    for (const field of resource.fields) {
      const source = field.lookup ? sourceOf(field.lookup) : undefined;
      if (source && source !== resource && holders.includes(source)) visit(source);
      // A lookup narrowed through a link list (programmes by department) needs the link rows too.
      for (const link of field.lookup ? linksOf(field.lookup) : [])
        if (link !== resource && holders.includes(link)) visit(link);
    }
    visiting.delete(resource.name);
    ordered.push(resource);
  };
  for (const resource of holders) visit(resource);
  return ordered;
}

/**
 * Creates every fixture row through the API as a writer of its file, so fixtures pass the same checks
 * as any row. Fails the suite, naming the file, if one is refused.
 */
export async function createExampleFixtures(
  call: ReturnType<typeof caller>,
  registry: ResourceRegistry,
): Promise<void> {
  for (const resource of fixtureOrder(registry)) {
    for (const row of resource.file.examples?.fixtures ?? []) {
      const res = await call(writerOf(resource.file), "POST", `/api/resources/${resource.name}`, row);
      expect(res.statusCode, `fixture of ${resource.name}: ${res.body}`).toBe(201);
    }
  }
}
