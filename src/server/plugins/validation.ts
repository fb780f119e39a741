import type { FastifyInstance, FastifyRequest } from "fastify";
import { createAjv } from "../../schema/createAjv";
import { ValidationError } from "../errors";
import { refusingInfinity } from "../validation/finiteNumbers";
import { withIntegerBounds } from "../validation/integerBounds";
import { findInputProblems } from "../validation/textProblems";

/** The parts of a request the client writes, with the name an error gives the whole part. */
const REQUEST_PARTS = [
  ["params", "params"],
  ["query", "querystring"],
  ["body", "body"],
] as const satisfies readonly (readonly [keyof FastifyRequest, string])[];

/**
 * Request validation with the one shared ajv factory (src/schema/createAjv.ts), so a body gets
 * the browser's verdict and messages: unknown fields rejected, never silently dropped, no type
 * coercion. Query strings and path parameters arrive as text, so there numbers and booleans are
 * coerced — the one deliberate difference.
 *
 * Before any schema, every route (with a schema or without) refuses what no column can hold: NUL
 * characters and unpaired surrogates in any text or key, and JSON nested deeper than a form ever
 * is. Every integer in a schema is bounded to int4 unless the schema says otherwise.
 */
export function registerValidation(app: FastifyInstance): void {
  const bodyAjv = createAjv();
  const textAjv = createAjv({ coerceTypes: "array" });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === "body"
      ? bodyAjv.compile(withIntegerBounds(schema))
      : refusingInfinity(textAjv.compile(withIntegerBounds(schema))),
  );

  app.addHook("preValidation", async (request) => {
    for (const [part, name] of REQUEST_PARTS) {
      const problems = findInputProblems(request[part], name);
      const [first] = problems;
      if (first) throw new ValidationError(problems, `${first.path}: ${first.message}`);
    }
  });
}
