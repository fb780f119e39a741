import { readFile } from "node:fs/promises";
import { ADMISSION_MESSAGES, type ClearanceForm } from "../../../contract/admissions";
import type { ApplicationType } from "../../../schema/applicationTypes";
import { type ComponentsClearanceFile, componentsFor } from "../../../schema/componentsClearance";
import { readComponentsClearanceFile } from "../../../schema/componentsClearanceFile";
import type { Db } from "../../db/database";
import { ConflictError } from "../../errors";
import { receiptNumberOf } from "../payments/documents/receipts";
import {
  type ApplicantFacts,
  applicationNumberOf,
  fullNameOf,
  JAMB_NUMBER_PATHS,
  sectionOf,
  typeOf,
} from "./admissionFacts";
import { acceptanceInvoiceOf } from "./admissionStatus";

const FILE = "schemas/documents/components-clearance.json";

/** The registry's components and offices, checked (a bad file stops the start, naming the problem). */
export async function loadComponentsClearanceFile(
  knownTypes: readonly string[],
): Promise<ComponentsClearanceFile> {
  const text = await readFile(new URL(`../../../../${FILE}`, import.meta.url), "utf8");
  return readComponentsClearanceFile(FILE, JSON.parse(text), knownTypes);
}

const textOf = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/** The JAMB registration number the application holds (UTME, direct entry or the NCE form's). */
function jambNumberOf(facts: Pick<ApplicantFacts, "data">): string | null {
  for (const [section, field] of JAMB_NUMBER_PATHS) {
    const number = textOf(sectionOf(facts, section)[field]);
    if (number) return number.toUpperCase();
  }
  return null;
}

/** The application's passport photograph, when it is one (the form stores a data URL). */
function passportOf(facts: Pick<ApplicantFacts, "data">): string | null {
  const passport = textOf(sectionOf(facts, "uploads").passport);
  return passport?.startsWith("data:image/") ? passport : null;
}

/**
 * The admitted candidate's components clearance form. Gated as the admission letter is: only an
 * admission (else a 409 saying so) whose acceptance fee is paid (else a 409 saying what to do).
 */
export async function clearanceFormOf(
  db: Db,
  types: readonly ApplicationType[],
  file: ComponentsClearanceFile,
  facts: ApplicantFacts,
): Promise<ClearanceForm> {
  if (facts.decision !== "admitted" || !facts.programme || !facts.department || !facts.level)
    throw new ConflictError(ADMISSION_MESSAGES.clearanceNotAdmitted);
  const acceptance = await acceptanceInvoiceOf(db, facts.id);
  if (acceptance?.status !== "paid") throw new ConflictError(ADMISSION_MESSAGES.clearanceUnpaid);
  const jambNumber = jambNumberOf(facts);
  return {
    title: file.title,
    office: file.office,
    instructions: [...file.instructions],
    candidate: {
      applicationNumber: applicationNumberOf(facts),
      fullName: fullNameOf(facts),
      jambNumber,
      matricNumber: facts.matric_number,
      applicationType: typeOf(types, facts).meta.name,
      sessionName: facts.session_name,
      programme: facts.programme,
      department: facts.department,
      courseOption: facts.course_option,
      level: facts.level,
      passport: passportOf(facts),
      acceptanceReceiptNumber: receiptNumberOf(acceptance),
    },
    components: componentsFor(file, {
      applicationTypeId: facts.application_type_id,
      hasJambNumber: jambNumber !== null,
    }),
    offices: file.offices.map((office) => ({ ...office })),
  };
}
