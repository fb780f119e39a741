import {
  Button,
  Callout,
  Card,
  Classes,
  HTMLTable,
  InputGroup,
  NonIdealState,
  Tag,
  TextArea,
} from "@blueprintjs/core";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { errorMessage, fieldErrorsOf } from "../../api/http";
import {
  requestTranscript,
  useMyTranscriptRequests,
  useOwnClearance,
  useResultsWrite,
  useStudentResults,
} from "../../api/results";
import { flash } from "../../shell/flash";
import { formatDate } from "../../ui/format";
import { QueryState } from "../courseRegistration/PageState";
import { gpaText, ResultsTableScroll } from "./ResultTables";
import "./results.css";

/**
 * /results (spec section 2, student routes): the sessions and semesters with published results,
 * each semester's GPA and the CGPA at its end, the CGPA now and the class of certificate it stands
 * in, carry-overs; a link to each semester's statement (/results/result). Below: request a
 * transcript (the transcript fee's invoice, paid on the sundry fee page) and, once cleared for
 * graduation, the clearance slip.
 */
export default function ResultsPage() {
  const results = useStudentResults();
  const clearance = useOwnClearance(results.data?.student.status === "graduated");
  return (
    <section className="results-page" aria-labelledby="results-heading">
      <h1 id="results-heading" className={Classes.HEADING}>
        Results
      </h1>
      <QueryState query={results} what="Your results">
        {(data) => (
          <>
            <div className="results-figures">
              <div className="results-figure">
                CGPA <strong data-testid="results-cgpa">{gpaText(data.cgpa)}</strong>
              </div>
              <div className="results-figure">
                Units counted <strong>{data.cgpa.units}</strong>
              </div>
              <div className="results-figure">
                Class of certificate (standing){" "}
                <strong data-testid="results-class">{data.certificateClass ?? "–"}</strong>
              </div>
            </div>
            {data.outstanding.length > 0 && (
              <Callout intent="warning" title="Carry-over courses">
                Still to pass: {data.outstanding.join(", ")}.
              </Callout>
            )}
            {data.terms.length === 0 ? (
              <NonIdealState
                title="No published results yet"
                description="Your results will appear here once they are published."
              />
            ) : (
              <ResultsTableScroll label="Published results by semester">
                <HTMLTable compact striped className="results-table">
                  <caption className={Classes.TEXT_MUTED}>Published results by semester</caption>
                  <thead>
                    <tr>
                      <th scope="col">Session</th>
                      <th scope="col">Semester</th>
                      <th scope="col" className="results-number">
                        Courses
                      </th>
                      <th scope="col" className="results-number">
                        Units
                      </th>
                      <th scope="col" className="results-number">
                        GPA
                      </th>
                      <th scope="col" className="results-number">
                        CGPA
                      </th>
                      <th scope="col">Statement</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.terms.map((term) => (
                      <tr key={`${term.session.id}-${term.semester.id}`}>
                        <td>{term.session.name}</td>
                        <td>{term.semester.name}</td>
                        <td className="results-number">{term.courses}</td>
                        <td className="results-number">{term.gpa.units}</td>
                        <td className="results-number">{gpaText(term.gpa)}</td>
                        <td className="results-number">{gpaText(term.cgpa)}</td>
                        <td>
                          <Link
                            to={`/results/result?sessionId=${term.session.id}&semesterId=${term.semester.id}`}
                            aria-label={`View result: ${term.session.name} ${term.semester.name}`}
                          >
                            View result
                          </Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              </ResultsTableScroll>
            )}
            {clearance.data?.clearance && (
              <Callout intent="success" title="Cleared for graduation">
                You were cleared on {formatDate(clearance.data.clearance.clearedAt)}.{" "}
                <Link to="/student_management/graduate_clearance_slip">Print your clearance slip</Link>
              </Callout>
            )}
            <TranscriptRequests />
          </>
        )}
      </QueryState>
    </section>
  );
}

function TranscriptRequests() {
  const requests = useMyTranscriptRequests();
  const navigate = useNavigate();
  const request = useResultsWrite(requestTranscript);
  const nameId = useId();
  const addressId = useId();
  const emailId = useId();
  const [institutionName, setName] = useState("");
  const [institutionAddress, setAddress] = useState("");
  const [institutionEmail, setEmail] = useState("");
  const errors = request.isError ? fieldErrorsOf(request.error) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(
      {
        institutionName,
        institutionAddress,
        ...(institutionEmail.trim() ? { institutionEmail: institutionEmail.trim() } : {}),
      },
      {
        onSuccess: ({ data, message }) => {
          void flash({
            title: "Invoice Action Successful!",
            message: message ?? "Invoice generated successfully!",
            intent: "success",
            timeout: 3000,
          });
          navigate(`/academic_fees/sundry/invoice?invoiceNumber=${encodeURIComponent(data.invoiceNumber)}`);
        },
        onError: (error) =>
          void flash({
            title: "Invoice Action Failed!",
            message: errorMessage(error, "Invoice generated failed!!"),
            intent: "danger",
            timeout: 3000,
          }),
      },
    );
  };
  return (
    <Card>
      <h2 className={Classes.HEADING}>Transcript</h2>
      <p>
        The registry sends your transcript to the institution you name once its fee is paid. Requesting one
        makes the transcript fee's invoice, which you pay like any other fee.
      </p>
      <QueryState query={requests} what="Your transcript requests">
        {(rows) =>
          rows.length > 0 ? (
            <HTMLTable compact className="results-table">
              <caption className={Classes.TEXT_MUTED}>Your transcript requests</caption>
              <thead>
                <tr>
                  <th scope="col">Requested</th>
                  <th scope="col">Send to</th>
                  <th scope="col">Invoice</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>{formatDate(row.requestedAt)}</td>
                    <td>{row.institutionName}</td>
                    <td>
                      <Link
                        to={`/academic_fees/sundry/invoice?invoiceNumber=${encodeURIComponent(row.invoiceNumber)}`}
                      >
                        {row.invoiceNumber}
                      </Link>
                    </td>
                    <td>
                      <Tag intent={row.printedAt ? "success" : row.paid ? "primary" : "warning"}>
                        {row.printedAt
                          ? "Printed"
                          : row.paid
                            ? "Paid, with the registry"
                            : "Awaiting payment"}
                      </Tag>
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          ) : null
        }
      </QueryState>
      <form className="results-form" onSubmit={submit} aria-label="Request a transcript">
        <div className="results-field">
          <label htmlFor={nameId}>Institution or organisation</label>
          <InputGroup
            id={nameId}
            required
            value={institutionName}
            intent={errors.institutionName ? "danger" : "none"}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          {errors.institutionName && <span className="results-check-failed">{errors.institutionName}</span>}
        </div>
        <div className="results-field">
          <label htmlFor={addressId}>Address</label>
          <TextArea
            id={addressId}
            required
            value={institutionAddress}
            intent={errors.institutionAddress ? "danger" : "none"}
            onChange={(event) => setAddress(event.currentTarget.value)}
          />
          {errors.institutionAddress && (
            <span className="results-check-failed">{errors.institutionAddress}</span>
          )}
        </div>
        <div className="results-field">
          <label htmlFor={emailId}>Email (optional)</label>
          <InputGroup
            id={emailId}
            type="email"
            value={institutionEmail}
            intent={errors.institutionEmail ? "danger" : "none"}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          {errors.institutionEmail && <span className="results-check-failed">{errors.institutionEmail}</span>}
        </div>
        <div>
          <Button type="submit" intent="primary" loading={request.isPending}>
            Request transcript
          </Button>
        </div>
      </form>
    </Card>
  );
}
