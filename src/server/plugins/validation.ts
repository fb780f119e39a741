import { Ajv, type Options } from "ajv";
import addFormats from "ajv-formats";
import type { FastifyInstance } from "fastify";

/**
 * Request validation, chosen on purpose rather than Fastify's defaults:
 * bodies are validated strictly (unknown fields rejected, never silently dropped, no type
 * coercion) so the server gives the same verdict as the browser; query strings and path
 * parameters arrive as text, so there numbers and booleans are coerced.
 */
const shared: Options = { allErrors: true, useDefaults: true, removeAdditional: false, strict: false };

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({ ...shared, ...options });
  addFormats.default(ajv);
  return ajv;
}

export function registerValidation(app: FastifyInstance): void {
  const bodyAjv = makeAjv({ coerceTypes: false });
  const textAjv = makeAjv({ coerceTypes: "array" });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === "body" ? bodyAjv : textAjv).compile(schema),
  );
}
