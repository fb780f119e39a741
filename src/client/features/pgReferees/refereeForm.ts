import refereeReportFile from "../../../../schemas/forms/pg-referee-report.json";
import { readFormFile } from "../../../schema/formFiles";

/** The referee report (schemas/forms/pg-referee-report.json), the form of /pg_referee_form. */
export const refereeReportForm = readFormFile("schemas/forms/pg-referee-report.json", refereeReportFile);
