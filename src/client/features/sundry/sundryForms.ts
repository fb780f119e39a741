import historyFile from "../../../../schemas/forms/sundry-history.json";
import lookupFile from "../../../../schemas/forms/sundry-lookup.json";
import payerFile from "../../../../schemas/forms/sundry-payer.json";
import destinationFile from "../../../../schemas/forms/transcript-destination.json";
import { readFormFile } from "../../../schema/formFiles";

/** The public sundry pages' forms (schemas/forms). */
export const sundryLookupForm = readFormFile("schemas/forms/sundry-lookup.json", lookupFile);
export const transcriptDestinationForm = readFormFile(
  "schemas/forms/transcript-destination.json",
  destinationFile,
);
export const sundryPayerForm = readFormFile("schemas/forms/sundry-payer.json", payerFile);
export const sundryHistoryForm = readFormFile("schemas/forms/sundry-history.json", historyFile);
