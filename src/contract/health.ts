import type { FromSchema } from "json-schema-to-ts";

/** `GET /api/health`: liveness and database reachability, for load balancers and monitors. */
export const healthSchema = {
  type: "object",
  additionalProperties: false,
  required: ["status", "db"],
  properties: {
    status: { type: "string", enum: ["ok", "degraded"] },
    db: { type: "string", enum: ["ok", "down"] },
  },
} as const;
export type Health = FromSchema<typeof healthSchema>;
