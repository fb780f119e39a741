import placementFile from "../../../../schemas/forms/siwes-placement.json";
import { readFormFile } from "../../../schema/formFiles";

/** The placement form (the server validates the save with the same file). */
export const siwesPlacementForm = readFormFile("schemas/forms/siwes-placement.json", placementFile);
