/**
 * What the student's bell says when their course registration is decided (notification category
 * courseApproval, which opens /course_registration/view): the term and what happened to it.
 */
export interface DecisionNotice {
  type: string;
  message: string;
}

export function courseDecisionNotice(
  term: { session: string; semester: string },
  decision: { approved: boolean; remark: string | null },
): DecisionNotice {
  const registration = `Your course registration for ${term.session}, ${term.semester}`;
  if (decision.approved)
    return { type: "Course registration approved", message: `${registration} was approved.` };
  const remark = decision.remark?.trim();
  return {
    type: "Course registration returned",
    message: remark
      ? `${registration} was returned: ${remark}`
      : `${registration} was returned. Please see your course adviser.`,
  };
}
