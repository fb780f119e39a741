import { sql } from "drizzle-orm";
import { collegeYear } from "../../../schema";
import { readApplicationTypes } from "../../../schema/applicationTypes/readApplicationTypes";
import { applicationForms } from "../../modules/applications/applicationForms";
import { saveDraft, submitDraft } from "../../modules/applications/draftService";
import { SYSTEM_ACTOR } from "../../modules/audit/auditService";
import { generateApplicationInvoice } from "../../modules/payments/invoices/applicantInvoices";
import { saveVerification } from "../../modules/verifications/verificationService";
import { type Db, queryRows } from "../database";
import { settle } from "./paidDemoFees";

/** A tiny PNG passport, as the form's file widget sends one (the server re-encodes it). */
const PASSPORT =
  "data:image/png;name=passport.png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP8z8BQDwAEhQGAW/eeMQAAAABJRU5ErkJggg==";

interface ReferredApplicant {
  surname: string;
  firstname: string;
  phone: string;
  email: string;
  nin: string;
  rrr: string;
  /** What the admissions officer found on the result checker: whether it matched. */
  verified: boolean;
}

/** Two NCE applicants the demo student `student` referred; both paid and submitted. */
const REFERRED: readonly ReferredApplicant[] = [
  {
    surname: "Balogun",
    firstname: "Tolani",
    phone: "08050000411",
    email: "tolani.balogun@example.com",
    nin: "70410000001",
    rrr: "290000000411",
    verified: true,
  },
  {
    surname: "Danjuma",
    firstname: "Hauwa",
    phone: "08050000412",
    email: "hauwa.danjuma@example.com",
    nin: "70410000002",
    rrr: "290000000412",
    verified: false,
  },
];

/** A whole NCE application of the demo college (its lookups' ids: seedReferenceLists, seedSchoolSetup). */
function demoNceApplication(person: ReferredApplicant): Record<string, unknown> {
  const year = collegeYear();
  const subjects = [9, 1, 2, 3, 4, 6, 7, 8].map((subjectId, index) => ({
    subjectId,
    grade: ["B3", "C4", "B2", "C5", "C6", "B3", "A1", "C4"][index],
  }));
  return {
    personal: {
      surname: person.surname,
      firstname: person.firstname,
      genderId: 2,
      dateOfBirth: `${year - 19}-03-02`,
      maritalStatusId: 1,
      religionId: 1,
      countryId: 1,
      stateId: 25,
      lgaId: 516,
      homeTown: "Ikeja",
      nin: person.nin,
      mobileNumber: person.phone,
      email: person.email,
      contactAddress: "4 Allen Avenue, Ikeja",
      disability: "",
    },
    programme: {
      facultyId: 4,
      departmentId: 11,
      alternateDepartmentId: 13,
      modeOfStudyId: 1,
      regNumber: `${person.nin.slice(-8)}AB`,
    },
    olevel: [
      {
        examinationTypeId: 1,
        examYear: year - 2,
        examNumber: `42501${person.nin.slice(-5)}`,
        examCenter: "Ikeja Grammar School",
        subjects,
      },
    ],
    educationHistory: [
      { schoolName: "Ikeja Grammar School", countryId: 1, yearFrom: year - 8, yearTo: year - 2 },
    ],
    nextOfKin: {
      fullname: `Musa ${person.surname}`,
      relationshipId: 2,
      mobileNumber: "08039876543",
      contactAddress: "4 Allen Avenue, Ikeja",
    },
    sponsor: {
      fullname: `Musa ${person.surname}`,
      relationshipId: 1,
      mobileNumber: "08039876543",
      contactAddress: "4 Allen Avenue, Ikeja",
    },
    uploads: { passport: PASSPORT },
  };
}

/**
 * Referral and Utilities demo (issues 23 and 24), through the real services: two applicants give
 * the demo student's referral code on the invoice form, pay and submit their NCE applications, and
 * the admissions officer records the O-level check of each (one verified, one not). So `/referral`
 * (as `student`), `/utilities/olevel_verification` and the review list show them. Seeded only while
 * no applicant names a referrer.
 */
export async function seedReferralsAndVerifications(db: Db): Promise<void> {
  const [seeded] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM applicants WHERE referrer_student_id IS NOT NULL LIMIT 1`,
  );
  if (seeded) return;
  const [context] = await queryRows<{ code: string; session_id: number; officer_id: number | null }>(
    db,
    sql`SELECT st.referral_code AS code, s.id AS session_id,
  (SELECT id FROM users WHERE user_name = 'admissions') AS officer_id
FROM students st JOIN users u ON u.id = st.user_id, academic_sessions s
WHERE u.user_name = 'student' AND s.is_current`,
  );
  if (!context) return;
  const types = await readApplicationTypes();
  const nce = await applicationForms(types).get("nce");
  if (!nce) return;
  const officer = { ...SYSTEM_ACTOR, actorId: context.officer_id, actorName: "admissions" };
  for (const person of REFERRED) {
    const invoice = await generateApplicationInvoice(db, types, {
      lastName: person.surname,
      firstName: person.firstname,
      mobileNumber: person.phone,
      email: person.email,
      sessionId: context.session_id,
      applicationTypeId: "nce",
      referralCode: context.code,
    });
    await settle(db, invoice.id, person.rrr, 5);
    const applicantId = invoice.applicant_id;
    if (applicantId === null) continue;
    const data = demoNceApplication(person);
    await saveDraft(db, { form: nce, applicantId, data, ip: "127.0.0.1" });
    await submitDraft(db, { form: nce, applicantId, data, ip: "127.0.0.1" });
    await db.execute(sql`UPDATE applicants SET status = 'submitted' WHERE id = ${applicantId}`);
    await saveVerification(
      db,
      types,
      "olevel",
      applicantId,
      0,
      {
        examinationTypeId: 1,
        examNumber: `42501${person.nin.slice(-5)}`,
        examYear: collegeYear() - 2,
        resultFound: person.verified
          ? "As entered: English Language B3, Mathematics C4, Physics B2, Chemistry C5, Biology C6"
          : "English Language D7, Mathematics C6 (the applicant entered B3 and C4)",
        verified: person.verified,
        remarks: person.verified
          ? "WAEC result checker, scratch card used"
          : "Grades do not match the result checker",
      },
      officer,
    );
  }
}
