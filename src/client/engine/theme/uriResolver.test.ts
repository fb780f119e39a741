import fastUri from "fast-uri";
import { describe, expect, it } from "vitest";
import uriResolver from "./uriResolver";

/** The stand-in must answer as the library does for the references rjsf resolves. */
describe("the URI stand-in", () => {
  it.each([
    ["https://college.example/schemas/person.json", "#/definitions/name"],
    ["https://college.example/schemas/person.json", "address.json"],
    ["https://college.example/schemas/a/person.json", "../b/address.json#/x"],
    ["https://college.example/schemas/", "https://other.example/x.json"],
    ["file:///schemas/common/person.schema.json", "olevel.schema.json#/definitions/row"],
    ["person.json", "#/definitions/name"],
    ["schemas/person.json", "address.json"],
    ["/schemas/person.json", "address.json#x"],
    ["", "#/definitions/name"],
  ])("resolves against %s the reference %s", (base, relative) => {
    expect(uriResolver.resolve(base, relative)).toBe(fastUri.resolve(base, relative));
  });

  it.each([
    ["https://college.example/a.json", "https://college.example/a.json", true],
    ["https://College.example/a.json", "https://college.example/a.json", true],
    ["https://college.example/a.json", "https://college.example/b.json", false],
    ["#/definitions/a", "#/definitions/a", true],
    ["person.json", "address.json", false],
  ])("compares %s and %s", (a, b, same) => {
    expect(uriResolver.equal(a, b)).toBe(same);
    expect(fastUri.equal(a, b)).toBe(same);
  });
});
