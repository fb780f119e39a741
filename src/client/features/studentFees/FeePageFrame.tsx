import { Callout, Spinner } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { purposeVisibleTo } from "../../../schema/feePurposes/feePurposeRules";
import { errorMessage, errorStatus } from "../../api/http";
import { ScreenGroupTabs } from "../../engine/crud/ScreenGroupTabs";
import { useCurrentPageName } from "../../shell/breadcrumbs/currentPageName";
import type { FeePageConfig } from "./feePages";
import { feeTabsFor } from "./feePages";
import { useFeePurposes, useStudentFeeOptions } from "./feeQueries";
import "./studentFees.css";

interface FeePageFrameProps {
  page: FeePageConfig;
  /** The step's heading under the page's ("Choose a session"); absent on the page itself. */
  stepTitle?: string;
  children: ReactNode;
}

/**
 * What every fee screen sits in: the academic-fees tabs the student's category sees (spec 2; on
 * narrow screens previous / next arrows), the heading, and a clear word when the page is not for
 * the student's category (an old bookmark).
 */
export function FeePageFrame({ page, stepTitle, children }: FeePageFrameProps) {
  const options = useStudentFeeOptions(page.feePurposeId);
  const purposes = useFeePurposes();
  // The last crumb says the step ("Form 11", "Invoice"), not the path's segment (form11, INV…).
  useCurrentPageName(stepTitle);
  const heading = (
    <header className="student-fees-heading">
      <h1>{stepTitle ? `${page.title}: ${stepTitle}` : page.title}</h1>
    </header>
  );
  if (options.isPending || purposes.isPending)
    return (
      <section className="student-fees">
        {heading}
        <Spinner aria-label="Loading your fees" />
      </section>
    );
  if (options.isError && errorStatus(options.error) === 404)
    // An account without a student record (the server's 404 says so): nothing to pay yet.
    return (
      <section className="student-fees">
        {heading}
        <Callout intent="warning" title="No student record yet">
          {errorMessage(options.error, "No student record is linked to this account")}. Please contact the
          registry.
        </Callout>
      </section>
    );
  if (options.isError || purposes.isError)
    return (
      <section className="student-fees">
        {heading}
        <Callout intent="danger" role="alert" title="Your fees could not be loaded">
          {errorMessage(options.error ?? purposes.error, "Please try again in a moment.")}
        </Callout>
      </section>
    );
  const { category, purpose } = options.data;
  const hidden = !purposeVisibleTo(purpose, category);
  const body = hidden ? (
    <Callout intent="primary" title={`${page.title} is not for your programme`}>
      <Link to="/academic_fees/school_fees">Go to your school fees</Link>
    </Callout>
  ) : (
    children
  );
  const content = (
    <section className="student-fees">
      {heading}
      {body}
    </section>
  );
  // A page not among the student's tabs has no tab to be the panel of.
  if (!page.inFeeTabs || hidden) return content;
  return (
    <ScreenGroupTabs label="Academic fees" tabs={feeTabsFor(category, purposes.data)} current={page.route}>
      {content}
    </ScreenGroupTabs>
  );
}
