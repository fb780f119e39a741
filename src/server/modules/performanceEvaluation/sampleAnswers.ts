/**
 * Answers that every section's form file accepts, for the demo seed and the tests: a lecturer's
 * year, a reviewer's grades, a report and remarks. `pensionFundId` and `bankId` are the lookups' ids.
 */
export function sampleAnswers(lookups: { pensionFundId: number; bankId: number }, grade = "B") {
  return {
    "aper-personal-record": {
      dateOfBirth: "1984-03-14",
      dateOfFirstAppointment: "2012-10-01",
      presentRank: "Lecturer II",
      dateOfPresentAppointment: "2021-10-01",
      salaryGrade: "CONTISS 09",
      salaryStep: 4,
      ippisNumber: "204518",
      pensionFundId: lookups.pensionFundId,
      pensionPin: "PEN100012345678",
      bankId: lookups.bankId,
      accountNumber: "0123456789",
    },
    "aper-qualifications": {
      qualifications: [
        { qualification: "B.Sc. (Ed.) Computer Science", institution: "Bayero University Kano", year: 2008 },
        {
          qualification: "M.Ed. Technical Education",
          institution: "University of Nigeria, Nsukka",
          year: 2016,
        },
      ],
      training: [{ course: "TETFund capacity building workshop", organiser: "TETFund", year: 2026 }],
    },
    "aper-publications": {
      publications: [
        {
          title: "Teaching programming to pre-service technical teachers",
          kind: "Journal article",
          outlet: "Journal of Technical Teacher Education",
          year: 2026,
        },
      ],
    },
    "aper-duties": {
      mainDuties: "Teaching NCE II and III programming courses; supervising SIWES students.",
      targets: "Cover every course outline; supervise ten SIWES students; publish one paper.",
      achievements: "All outlines covered, twelve SIWES students supervised, one paper published.",
    },
    "aper-self-assessment": {
      selfAssessment: "A productive year: my targets were met and my students did well.",
      trainingNeeds: "Training in online assessment tools.",
      declaration: true,
    },
    "aper-reviewer-assessment": {
      knowledgeOfWork: grade,
      qualityOfWork: grade,
      outputOfWork: "A",
      reliability: grade,
      initiative: grade,
      punctuality: "A",
      relationsWithColleagues: grade,
      relationsWithStudents: grade,
      communication: grade,
      overallGrade: grade,
      comments: "A dependable lecturer whose students do well; should take on more supervision.",
    },
    "aper-officer-report": {
      agreesWithReviewer: true,
      report: "I agree with the reviewer: a strong year of teaching and supervision.",
      recommendation: "Normal",
    },
    "aper-counter-signing": {
      agreesWithReport: true,
      remarks: "Counter-signed: the report is a fair account of the year.",
    },
  } as const;
}
