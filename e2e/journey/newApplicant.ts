let counter = 0;

/**
 * A phone number and email address no other applicant of this test run has: the e2e database
 * lives as long as its worker, and an invoice lookup by phone finds the earlier applicant's
 * invoice. The process id keeps parallel workers apart, the counter the tests of one worker.
 */
export function newApplicantContact(prefix = "0706"): { phoneNumber: string; email: string } {
  counter += 1;
  const unique = `${String(process.pid % 1000).padStart(3, "0")}${String(counter).padStart(4, "0")}`;
  return { phoneNumber: `${prefix}${unique}`, email: `applicant.${process.pid}.${counter}@example.com` };
}
