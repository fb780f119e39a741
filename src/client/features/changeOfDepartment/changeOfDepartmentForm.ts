import formFile from "../../../../schemas/forms/change-of-department.json";
import { readFormFile } from "../../../schema/formFiles";

/** The application form (the server validates the application with the same file). */
export const changeOfDepartmentForm = readFormFile("schemas/forms/change-of-department.json", formFile);

export { CHANGE_OF_DEPARTMENT_ROUTES } from "./routes";
