import { collegeYear } from "../../src/schema";

/** Data each schema under `schemas/` must accept (`valid`) and reject (`invalid`). */
export interface SchemaFixtures {
  readonly valid: readonly unknown[];
  readonly invalid: readonly unknown[];
}

const thisYear = collegeYear();

const subjects = (count: number) =>
  Array.from({ length: count }, (_unused, index) => ({ subjectId: index + 1, grade: "B3" }));

const sitting = {
  examinationTypeId: 1,
  examYear: 2020,
  examNumber: "4250101001",
  examCenter: "Government College, Ibadan",
  resultPin: "012345678901",
  resultSerialNumber: "WRN123456789",
  subjects: subjects(8),
};

const withEnglish = { ...sitting, subjects: [...subjects(7), { subjectId: 9, grade: "C4" }] };

const PHOTO = "data:image/png;name=passport.png;base64,iVBORw0KGgo=";
const PDF = "data:application/pdf;name=result.pdf;base64,JVBERi0xLjQK";

const person = {
  surname: "Okafor",
  firstname: "Ada",
  genderId: 2,
  dateOfBirth: `${thisYear - 20}-05-17`,
  maritalStatusId: 1,
  countryId: 1,
  stateId: 25,
  lgaId: 516,
  mobileNumber: "08031234567",
  email: "ada@example.com",
  contactAddress: "12 Marina, Lagos Island",
};

const utme = {
  regNumber: "12345678AB",
  examYear: thisYear - 1,
  subjects: [9, 1, 2, 3].map((subjectId) => ({ subjectId, score: 60 })),
  utmeScore: 240,
};

const directEntry = {
  regNumber: "12345678DE",
  qualification: "NCE",
  institution: "Federal College of Education, Akoka",
  yearObtained: 2020,
  cgpa: "3.75",
};

const referee = {
  fullname: "Bola Adeyemi",
  position: "Head of Department, Physics, University of Lagos",
  email: "bola@example.com",
  mobileNumber: "08031234567",
};

/** Probes every schema gets, fixtures or not: wrong shapes and unknown properties. */
export const genericProbes: readonly unknown[] = [null, "text", 42, [], {}, { unexpected: true }];

/** Fixtures by schema `$id`. Every `common/` schema must have an entry (the parity test checks). */
export const schemaFixtures: Readonly<Record<string, SchemaFixtures>> = {
  "common/person-names.schema.json": {
    valid: [
      { surname: "Okafor", firstname: "Ada" },
      { surname: "Adébáyọ̀", firstname: "Ọlá", middlename: "Ng", otherNames: "Ire Oluwa" },
    ],
    invalid: [
      { surname: "Okafor " },
      { surname: "O", firstname: "Ada", middlename: " Ng" },
      { surname: "Okafor", firstname: "Ada", otherNames: "Jo" },
      { surname: "Okafor", firstname: "Ada", nickname: "Ace" },
      { surname: 5, firstname: "Ada" },
    ],
  },
  "common/contact.schema.json": {
    valid: [
      { mobileNumber: "08031234567", email: "ada@example.com", contactAddress: "12 Marina, Lagos" },
      {
        mobileNumber: "+2348031234567",
        email: "ada@example.com",
        contactAddress: "12 Marina, Lagos",
        permanentAddress: "4 Oba Road, Oyo",
      },
    ],
    invalid: [
      { mobileNumber: "+234803123456", email: "ada@example.com", contactAddress: "12 Marina, Lagos" },
      { mobileNumber: "08031234567", email: "not-an-email", contactAddress: "x" },
      { email: "ada@example.com" },
    ],
  },
  "common/next-of-kin.schema.json": {
    valid: [
      {
        fullname: "Chinedu Okafor",
        relationshipId: 2,
        mobileNumber: "08031234567",
        contactAddress: "12 Marina, Lagos",
      },
    ],
    invalid: [
      {
        fullname: "Chinedu",
        relationshipId: 2,
        mobileNumber: "8031234567",
        contactAddress: "12 Marina, Lagos",
      },
      {
        fullname: "Chinedu Okafor",
        relationshipId: "2",
        mobileNumber: "08031234567",
        contactAddress: "12 Marina",
      },
      {
        fullname: "Chinedu Okafor",
        relationshipId: 2,
        mobileNumber: "08031234567",
        contactAddress: "12 Marina",
        email: "x",
      },
    ],
  },
  "common/sponsor.schema.json": {
    valid: [
      {
        fullname: "Ngozi Okafor",
        relationshipId: 1,
        mobileNumber: "08031234567",
        contactAddress: "12 Marina, Lagos",
      },
    ],
    invalid: [
      {
        fullname: "Ngozi Okafor ",
        relationshipId: 1,
        mobileNumber: "0803123456",
        contactAddress: "12 Marina",
      },
      {},
    ],
  },
  "common/subject-grade.schema.json": {
    valid: [{}, { subjectId: 9, grade: "A1" }, { grade: "C4" }],
    invalid: [{ subjectId: "9", grade: "A1" }, { subjectId: 9, grade: "A1A1" }, { subject: "English" }],
  },
  "common/olevel-sitting.schema.json": {
    valid: [sitting, { ...sitting, subjects: [...subjects(8), {}] }],
    invalid: [
      { ...sitting, subjects: subjects(5) },
      { ...sitting, subjects: [...subjects(7), { subjectId: 1, grade: "A1" }] },
      { ...sitting, subjects: [...subjects(6), { subjectId: 7 }, { grade: "C5" }] },
      { ...sitting, examNumber: "4250/101", resultPin: "12a" },
      { ...sitting, examYear: 1970 },
    ],
  },
  "common/olevel-results.schema.json": {
    // English Language (subject 9) in either sitting.
    valid: [[withEnglish], [sitting, withEnglish]],
    invalid: [
      [],
      [sitting],
      [withEnglish, withEnglish, withEnglish],
      [{ ...withEnglish, subjects: subjects(5) }],
    ],
  },
  "common/programme-section.schema.json": {
    valid: [
      { facultyId: 1, departmentId: 3 },
      { facultyId: 1, departmentId: 3, departmentOptionId: 2 },
    ],
    invalid: [{ departmentId: 3 }, { facultyId: 1, departmentId: 3, modeOfStudyId: 1 }],
  },
  "common/programme-two-choices.schema.json": {
    valid: [
      { facultyId: 1, departmentId: 3, alternateFacultyId: 2, alternateDepartmentId: 4, modeOfStudyId: 1 },
    ],
    invalid: [
      { facultyId: 1, departmentId: 3, alternateFacultyId: 2, alternateDepartmentId: 3, modeOfStudyId: 1 },
      { facultyId: 1, departmentId: 3 },
    ],
  },
  "common/education-history.schema.json": {
    valid: [{ schoolName: "Government College, Ibadan", countryId: 1, yearFrom: 2012, yearTo: 2018 }],
    invalid: [
      { schoolName: "G", countryId: 1, yearFrom: 1900, yearTo: 2018 },
      { schoolName: "Government College" },
    ],
  },
  "common/certificate.schema.json": {
    valid: [{}, { certificate: "uploads/ssce.pdf", certificateTypeId: 2 }, { certificate: "" }],
    invalid: [{ certificate: "uploads/ssce.pdf" }, { certificateTypeId: 2 }],
  },
  "common/personal-details.schema.json": {
    valid: [
      { genderId: 1, dateOfBirth: `${thisYear - 15}-02-28`, countryId: 1 },
      {
        genderId: 2,
        dateOfBirth: `${thisYear - 80}/01/01`,
        countryId: 1,
        homeTown: "Ile-Ife",
        nin: "12345678901",
      },
    ],
    invalid: [
      { genderId: 1, dateOfBirth: `${thisYear - 14}-01-01`, countryId: 1 },
      { genderId: 1, dateOfBirth: `${thisYear - 81}-01-01`, countryId: 1 },
      { genderId: 1, dateOfBirth: "2023-02-29", countryId: 1 },
      { genderId: 1, dateOfBirth: "0001-01-01T00:00:00", countryId: 1, nin: "11111111111" },
    ],
  },
  "common/programme-choice.schema.json": {
    valid: [
      { facultyId: 1, departmentId: 3, alternateDepartmentId: 4 },
      { facultyId: 1, departmentId: 3 },
    ],
    invalid: [{ facultyId: 1, departmentId: 3, alternateDepartmentId: 3 }, { departmentId: 3 }],
  },
  "common/file-upload.schema.json": {
    // Only definitions: the kinds of file, used through #/definitions/<kind>.
    valid: [{}],
    invalid: [],
  },
  "common/passport-photo.schema.json": {
    valid: [{ passport: PHOTO }, { passport: PHOTO, certificate: PDF, certificateTypeId: 2 }],
    invalid: [{}, { passport: PDF }, { passport: PHOTO, certificate: PDF }, { passport: "photo.png" }],
  },
  "common/person.schema.json": {
    valid: [person],
    invalid: [
      { ...person, surname: " Okafor" },
      { ...person, mobileNumber: "0803123456" },
      { ...person, dateOfBirth: `${thisYear - 14}-01-01` },
      { ...person, email: undefined },
    ],
  },
  "common/utme-subject-score.schema.json": {
    valid: [{}, { subjectId: 9, score: 72 }],
    invalid: [
      { subjectId: 9, score: 101 },
      { subjectId: 9, score: -1 },
    ],
  },
  "common/utme-result.schema.json": {
    valid: [utme],
    invalid: [
      { ...utme, subjects: utme.subjects.slice(0, 3) },
      { ...utme, subjects: [{ subjectId: 1, score: 50 }, ...utme.subjects.slice(1)] },
      { ...utme, subjects: [...utme.subjects.slice(0, 3), { subjectId: 9, score: 40 }] },
      { ...utme, subjects: [...utme.subjects.slice(0, 3), { subjectId: 4 }] },
      { ...utme, utmeScore: 401 },
    ],
  },
  "common/alevel-grade.schema.json": {
    valid: [{ subjectId: 2, grade: "B" }],
    invalid: [{ subjectId: 2 }, { subjectId: 2, grade: "F" }],
  },
  "common/direct-entry.schema.json": {
    valid: [
      directEntry,
      {
        ...directEntry,
        alevelSubjects: [
          { subjectId: 2, grade: "A" },
          { subjectId: 3, grade: "C" },
        ],
      },
    ],
    invalid: [
      { ...directEntry, cgpa: "5.01" },
      {
        ...directEntry,
        alevelSubjects: [
          { subjectId: 2, grade: "A" },
          { subjectId: 2, grade: "C" },
        ],
      },
      { ...directEntry, regNumber: "1234-5678" },
    ],
  },
  "common/direct-entry-uploads.schema.json": {
    valid: [{ birthCertificate: PDF, lgaIdentification: PDF, olevelResult: PHOTO }],
    invalid: [
      { birthCertificate: PDF, lgaIdentification: PDF },
      { birthCertificate: PDF, lgaIdentification: PDF, olevelResult: "x" },
    ],
  },
  "common/work-history.schema.json": {
    valid: [{ employer: "Lagos State Teaching Service", position: "Teacher", yearFrom: 2015 }],
    invalid: [{ employer: "Lagos State Teaching Service", yearFrom: 2015 }],
  },
  "common/publication.schema.json": {
    valid: [{ title: "Teaching physics with local materials", statusId: 1, year: 2021 }],
    invalid: [{ title: "Teaching physics", statusId: 4, year: 2021 }],
  },
  "common/honour.schema.json": {
    valid: [{ honour: "Best graduating student", yearObtained: 2019 }],
    invalid: [{ honour: "Best graduating student" }],
  },
  "common/language.schema.json": {
    valid: [{ language: "Yoruba", proficiencyId: 4 }],
    invalid: [
      { language: "Yoruba1", proficiencyId: 4 },
      { language: "Yoruba", proficiencyId: 9 },
    ],
  },
  "common/referee.schema.json": {
    valid: [referee],
    invalid: [
      { ...referee, fullname: "Adeyemi" },
      { ...referee, email: "not-an-email" },
    ],
  },
  "common/certificate-upload.schema.json": {
    valid: [{}, { certificate: PDF, certificateTypeId: 2 }],
    invalid: [{ certificate: PDF }, { certificateTypeId: 2 }],
  },
};
