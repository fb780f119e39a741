import type { FastifyInstance } from "fastify";
import { createAjv } from "../../schema/createAjv";

/**
 * Request validation with the one shared ajv factory (src/schema/createAjv.ts), so a body gets
 * the browser's verdict and messages: unknown fields rejected, never silently dropped, no type
 * coercion. Query strings and path parameters arrive as text, so there numbers and booleans are
 * coerced — the one deliberate difference.
 */
export function registerValidation(app: FastifyInstance): void {
  const bodyAjv = createAjv();
  const textAjv = createAjv({ coerceTypes: "array" });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === "body" ? bodyAjv : textAjv).compile(schema),
  );
}
