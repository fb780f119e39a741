import reviewFile from "../../../../schemas/resources/application-reviews.json";
import { loadResourceFile } from "../../../schema/resourceFileCheck";

/** The review list's resource file (its grid, filters and export; the server serves the same file). */
export const reviewResource = loadResourceFile({ fileName: "application-reviews.json", content: reviewFile });

/** Where an application's document opens (the list's link column leads there too). */
export const reviewDocumentHref = (applicantId: number) => `/applications/review/view?id=${applicantId}`;
