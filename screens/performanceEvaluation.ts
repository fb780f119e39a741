import { createElement } from "react";
import type { OfficerPageMode } from "../src/client/features/performanceEvaluation/OfficerEvaluationPage";
import type { OwnPageMode } from "../src/client/features/performanceEvaluation/OwnEvaluationPage";
import type { ScreenRoute } from "./types";

/**
 * The annual performance evaluation (issue 24; spec 2 /performance_evaluation and its pages). The
 * list of evaluations to assess (/officer_view) is the workflow file's screen, the assessors
 * (/assessment_reviewers) a resource file's and the results (/results) a report file's: they are
 * routed from their files. Every staff member may open these (the server shows each only their own
 * evaluation and those they are an officer of).
 */
const STAFF = ["lecturer", "official"];

function ownPage(mode: OwnPageMode): ScreenRoute["load"] {
  return async () => {
    const { OwnEvaluationPage } = await import(
      "../src/client/features/performanceEvaluation/OwnEvaluationPage"
    );
    return { default: () => createElement(OwnEvaluationPage, { mode }) };
  };
}

function officerPage(mode: OfficerPageMode): ScreenRoute["load"] {
  return async () => {
    const { OfficerEvaluationPage } = await import(
      "../src/client/features/performanceEvaluation/OfficerEvaluationPage"
    );
    return { default: () => createElement(OfficerEvaluationPage, { mode }) };
  };
}

export const performanceEvaluationScreens: ScreenRoute[] = [
  {
    path: "/performance_evaluation",
    load: () => import("../src/client/features/performanceEvaluation/EvaluationHubPage"),
    access: STAFF,
    group: { name: "performance_evaluation", title: "My Evaluation", order: 1 },
  },
  { path: "/performance_evaluation/report", load: ownPage("report"), access: STAFF },
  { path: "/performance_evaluation/preview", load: ownPage("preview"), access: STAFF },
  { path: "/performance_evaluation/view", load: ownPage("view"), access: STAFF },
  { path: "/performance_evaluation/officer_report", load: officerPage("officerReport"), access: STAFF },
  { path: "/performance_evaluation/officer_preview", load: officerPage("officerPreview"), access: STAFF },
  {
    path: "/performance_evaluation/counterSigning_report",
    load: officerPage("counterSigningReport"),
    access: STAFF,
  },
  {
    path: "/performance_evaluation/counterSigning_view",
    load: officerPage("counterSigningView"),
    access: STAFF,
  },
];
