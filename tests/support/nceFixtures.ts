import { collegeYear } from "../../src/schema";

/**
 * A tiny valid PNG as a named data URL, like the theme's FileWidget stores it — in the form the
 * server stores it (re-encoded by src/server/files), so what is saved reads back as sent.
 */
export const PASSPORT =
  "data:image/png;name=passport.png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP8z8BQDwAEhQGAW/eeMQAAAABJRU5ErkJggg==";
/** A whole (tiny) PDF: uploads are checked by their content. */
export const CERTIFICATE = `data:application/pdf;name=waec.pdf;base64,JVBERi0xLjQKMSAwIG9iaiA8PD4+IGVuZG9iagp0cmFpbGVyIDw8Pj4KJSVFT0YK`;

const year = collegeYear();

/** Eight distinct subjects with grades; English Language is id 9 (spec 9). */
export const eightSubjects = [9, 1, 2, 3, 4, 6, 7, 8].map((subjectId, index) => ({
  subjectId,
  grade: ["A1", "B2", "B3", "C4", "C5", "C6", "B2", "A1"][index],
}));

type Section = Record<string, unknown>;

/** The NCE form's data, loosely typed so tests can break it one field at a time. */
export interface NceApplication extends Record<string, unknown> {
  personal: Section;
  programme: Section;
  olevel: Section[];
  educationHistory: Section[];
  nextOfKin: Section;
  sponsor: Section;
  uploads: Section;
}

/** A complete NCE application that the schema accepts. */
export function validNceApplication(): NceApplication {
  return {
    personal: {
      surname: "Okafor",
      firstname: "Ada",
      middlename: "Chioma",
      genderId: 2,
      dateOfBirth: `${year - 20}-05-17`,
      maritalStatusId: 1,
      religionId: 1,
      countryId: 1,
      stateId: 25,
      lgaId: 516, // Ikeja, in Lagos (the seeded reference lists)
      homeTown: "Nnewi",
      nin: "12345678901",
      mobileNumber: "08031234567",
      email: "ada@example.com",
      contactAddress: "12 Marina, Lagos Island",
      disability: "",
    },
    programme: {
      // Computer Science Education, of the School of Science Education (seedSchoolSetup).
      facultyId: 4,
      departmentId: 11,
      alternateDepartmentId: 13,
      modeOfStudyId: 1,
      regNumber: "12345678AB",
    },
    olevel: [
      {
        examinationTypeId: 1,
        examYear: year - 3,
        examNumber: "4250101001",
        examCenter: "Government College, Ibadan",
        subjects: [...eightSubjects, {}],
      },
    ],
    educationHistory: [
      { schoolName: "Government College, Ibadan", countryId: 1, yearFrom: year - 9, yearTo: year - 3 },
    ],
    nextOfKin: {
      fullname: "Ngozi Okafor",
      relationshipId: 2,
      mobileNumber: "+2348031234567",
      contactAddress: "12 Marina, Lagos Island",
    },
    sponsor: {
      fullname: "Emeka Okafor",
      relationshipId: 1,
      mobileNumber: "08039876543",
      contactAddress: "12 Marina, Lagos Island",
    },
    uploads: { passport: PASSPORT, certificate: CERTIFICATE, certificateTypeId: 2 },
  };
}

/** A complete Pre-NCE application: NCE's applicant with the Pre-NCE sections and 5 O-level rows. */
export function validPreNceApplication(): Record<string, unknown> {
  const { educationHistory: _none, programme, olevel, ...rest } = validNceApplication();
  const [sitting] = olevel;
  return {
    ...rest,
    programme: { facultyId: programme.facultyId, departmentId: programme.departmentId },
    olevel: [{ ...sitting, subjects: eightSubjects.slice(0, 5) }],
  };
}
