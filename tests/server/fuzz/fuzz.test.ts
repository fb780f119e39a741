import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../src/server/db/database";
import { seedRolesAndMenus } from "../../../src/server/db/seed/identity";
import type { AuthUser } from "../../../src/server/modules/auth/accessToken";
import { readResourceFiles } from "../../../src/server/modules/resources/resourceRegistry";
import { createPaymentsTestApp, type PaymentsTestApp } from "../../support/paymentsTestApp";
import { sessionToken } from "../../support/sessionToken";
import { databaseKinds } from "../../support/testDatabase";
import { badBody, badText, type Mutation } from "./badPayloads";
import { installChangeCounter } from "./changeCounter";
import { type FuzzRoute, routeCatalogue } from "./routeCatalogue";
import { sampleValue } from "./schemaValues";
import { fuzzSeed, type Random, seededRandom } from "./seededRandom";

/** Requests per run and database (FUZZ_CASES to change it): a few per route. */
const CASES = Number(process.env.FUZZ_CASES) || 2500;
const SEED = fuzzSeed();
console.log(`fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${CASES} requests per database`);

interface FuzzCase {
  method: FuzzRoute["method"];
  url: string;
  payload?: string;
  mutation: Mutation;
}

function fillUrl(route: FuzzRoute, random: Random, mutated?: { name: string; encoded: string }): string {
  return route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (mutated?.name === name) return mutated.encoded;
    const value = sampleValue(route.params[name]?.schema ?? {}, random);
    return encodeURIComponent(String(value));
  });
}

function queryText(query: Record<string, string>): string {
  const pairs = Object.entries(query).map(([key, value]) => `${encodeURIComponent(key)}=${value}`);
  return pairs.length > 0 ? `?${pairs.join("&")}` : "";
}

/** One bad request for `route`: a bad value in one of its path parameters, its query or its body. */
function fuzzCase(route: FuzzRoute, random: Random): FuzzCase {
  const query: Record<string, string> = {};
  for (const [name, { schema, required }] of Object.entries(route.query)) {
    if (required || random.chance(0.5)) query[name] = encodeURIComponent(String(sampleValue(schema, random)));
  }
  const parts = [
    ...Object.keys(route.params).map((name) => `params.${name}`),
    "query",
    ...(route.body ? ["body", "body", "body"] : []),
  ];
  const part = random.pick(parts);
  let mutation: Mutation;
  let url: string;
  let payload: string | undefined;
  if (part.startsWith("params.")) {
    const name = part.slice(7);
    const bad = badText(route.params[name]?.schema ?? {}, random);
    url = fillUrl(route, random, { name, encoded: bad.encoded });
    mutation = { kind: bad.kind, where: `path ${name}`, mustRefuse: bad.mustRefuse };
  } else {
    url = fillUrl(route, random);
  }
  if (part === "query") {
    const known = Object.keys(route.query);
    const name =
      known.length > 0 && random.chance(0.8)
        ? random.pick(known)
        : random.pick(["search", "page", "pageSize", "sort", "id", "fuzz"]);
    const bad = badText(route.query[name]?.schema ?? {}, random);
    query[name] = bad.encoded;
    mutation = { kind: bad.kind, where: `query ${name}`, mustRefuse: bad.mustRefuse && name in route.query };
    // NUL in any query value is refused, declared parameter or not.
    if (bad.kind === "NUL") mutation.mustRefuse = true;
  }
  if (route.body) {
    const base = route.body.base ?? sampleValue(route.body.schema, random);
    if (part === "body") {
      const bad = badBody(base, route.body.schema, random);
      payload = JSON.stringify(bad.body);
      mutation = bad.mutation;
    } else payload = JSON.stringify(base);
  }
  // Every branch above sets a mutation; the fallback keeps the compiler sure of it.
  mutation ??= { kind: "none", where: "", mustRefuse: false };
  return {
    method: route.method,
    url: `${url}${queryText(query)}`,
    ...(payload === undefined ? {} : { payload }),
    mutation,
  };
}

describe.each(databaseKinds)("fuzzing every route with bad payloads on %s", (kind) => {
  let t: PaymentsTestApp;
  let routes: FuzzRoute[];
  let changes: () => Promise<number>;
  let bearer: string;

  beforeAll(async () => {
    // With the sandbox gateway, as every real server has one: payment calls reach their checks.
    t = await createPaymentsTestApp(kind);
    await seedRolesAndMenus(t.database.db);
    const [admin] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM users WHERE user_name = 'superadmin'`,
    );
    // The super-admin passes every role check, so each payload reaches validation and beyond.
    const superadmin: AuthUser = {
      id: Number(admin?.id),
      userName: "superadmin",
      userType: "official",
      roles: ["superadmin"],
      claims: ["impersonate"],
    };
    bearer = `Bearer ${await sessionToken(t.app, superadmin)}`;
    routes = routeCatalogue(t.app, await readResourceFiles());
    changes = await installChangeCounter(t.database);
  }, 300_000);
  afterAll(async () => t?.close());

  it("finds every registered route, with the schemas of those that declare them", () => {
    expect(routes.length).toBe(t.app.accessTable.length);
    expect(routes.length).toBeGreaterThan(100);
    const login = routes.find((route) => route.url === "/api/Authentication/login");
    expect(login?.body?.schema.required).toEqual(["userName", "password"]);
    const toggle = routes.find((route) => route.url === "/api/Authentication/toggle-user-activation-status");
    expect(toggle?.query.userId?.required).toBe(true);
  });

  it("draws the same requests from the same seed", () => {
    const draw = () => {
      const random = seededRandom(SEED);
      return routes.slice(0, 60).map((route) => fuzzCase(route, random));
    };
    expect(draw()).toEqual(draw());
  });

  it(`answers ${CASES} bad requests (seed ${SEED}) without a 5xx, refusing what must be refused, changing nothing when it refuses`, async () => {
    const random = seededRandom(SEED);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let index = 0; index < CASES && failures.length < 20; index++) {
      const route = routes[index % routes.length] as FuzzRoute;
      const request = fuzzCase(route, random);
      const before = await changes();
      const res = await t.app.inject({
        method: request.method,
        url: request.url,
        remoteAddress: `10.${random.int(256)}.${random.int(256)}.${1 + random.int(254)}`,
        headers: {
          authorization: bearer,
          ...(request.payload === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const refused = res.statusCode >= 400;
      const changed = refused ? (await changes()) !== before : false;
      const { kind: what, where, mustRefuse } = request.mutation;
      const label = `#${index} ${request.method} ${request.url.slice(0, 160)} [${what} at ${where}] → ${res.statusCode}`;
      if (res.statusCode >= 500) failures.push(`${label}: ${res.body.slice(0, 300)}`);
      else if (mustRefuse && !refused) failures.push(`${label}: accepted what must be refused`);
      else if (changed) failures.push(`${label}: refused, but the database changed`);
    }
    console.log(`fuzz on ${kind}: statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(failures, `seed ${SEED}`).toEqual([]);
  }, 600_000);
});
