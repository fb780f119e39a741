import passportFile from "../../../../schemas/forms/student-passport.json";
import profileFile from "../../../../schemas/forms/student-profile.json";
import studentsFile from "../../../../schemas/resources/students.json";
import { readFormFile } from "../../../schema/formFiles";
import { loadResourceFile } from "../../../schema/resourceFileCheck";

/** The student's own edit form and the passport upload (schemas/forms; the server validates with the same files). */
export const studentProfileForm = readFormFile("schemas/forms/student-profile.json", profileFile);
export const studentPassportForm = readFormFile("schemas/forms/student-passport.json", passportFile);
/** The registry's edit form: the students list's own row schema (schemas/resources/students.json). */
export const studentsResource = loadResourceFile({ fileName: "students.json", content: studentsFile });
