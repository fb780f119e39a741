import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import {
  availableBedSpaceListSchema,
  bookBedSpaceBodySchema,
  bookingSchema,
  hostelStandingSchema,
} from "../../../contract/hostels";
import { ok } from "../../envelope";
import { UnauthorizedError } from "../../errors";
import { availableBedSpaces, bookBedSpace, hostelStanding } from "./bookingService";

const STUDENT: { roles: readonly string[] } = { roles: ["student"] };

function signedIn(request: FastifyRequest): number {
  // Role access guarantees a user; the check keeps the type honest.
  if (!request.user) throw new UnauthorizedError();
  return request.user.id;
}

/** The student's hostel calls (spec section 7, "Hostel"); staff run hostels as resource files. */
export async function hostelRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const db = () => app.database.db;

  api.get(
    "/Hostel/my-hostel",
    {
      config: { access: STUDENT },
      schema: {
        tags: ["Hostel"],
        summary: "The current session, its booking window and the signed-in student's reservation",
        response: { 200: envelopeSchema(hostelStandingSchema) },
      },
    },
    async (request) => ok(await hostelStanding(db(), signedIn(request))),
  );

  api.get(
    "/Hostel/available-bed-spaces",
    {
      config: { access: STUDENT },
      schema: {
        tags: ["Hostel"],
        summary: "The current session's bed spaces the signed-in student may book, with their price",
        response: { 200: envelopeSchema(availableBedSpaceListSchema) },
      },
    },
    async (request) => ok(await availableBedSpaces(db(), signedIn(request))),
  );

  api.post(
    "/Hostel/book-bed-space",
    {
      config: { access: STUDENT },
      schema: {
        tags: ["Hostel"],
        summary:
          "Books a bed space for the current session: held until its invoice is paid (409 when taken or the student already holds one)",
        body: bookBedSpaceBodySchema,
        response: { 200: envelopeSchema(bookingSchema) },
      },
    },
    async (request) =>
      ok(
        await bookBedSpace(db(), signedIn(request), request.body.bedSpaceId),
        "Bed space booked. Pay the invoice to keep it.",
      ),
  );
}
