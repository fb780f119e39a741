import { Classes, HTMLTable, Spinner, Tag } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { fetchApplicantReferees } from "../../api/pgReferees";

/**
 * On a submitted application's slip (types whose form lists referees: PG): each referee's
 * status — pending until their report arrives through the emailed link, then received. The
 * reports themselves stay confidential. (The application number, with which the slip is
 * reprinted at /pg_reprint_login, heads the slip itself.)
 */
export function RefereeStatusPanel() {
  const referees = useQuery({
    queryKey: ["applicant-referees"],
    queryFn: fetchApplicantReferees,
    refetchOnWindowFocus: false,
  });
  if (referees.isPending) return <Spinner size={20} aria-label="Loading the referees" />;
  if (!referees.data) return null;
  const { referees: list } = referees.data;
  return (
    <section className="referee-status" aria-labelledby="referee-status-title">
      <h2 id="referee-status-title" className={Classes.HEADING}>
        Referee reports
      </h2>
      {list.length === 0 ? (
        <p>No referee links have been sent.</p>
      ) : (
        <HTMLTable compact striped aria-labelledby="referee-status-title">
          <thead>
            <tr>
              <th scope="col">Referee</th>
              <th scope="col">Report</th>
            </tr>
          </thead>
          <tbody>
            {list.map((referee) => (
              <tr key={`${referee.fullName}-${referee.status}`}>
                <td>{referee.fullName}</td>
                <td>
                  <Tag round intent={referee.status === "received" ? "success" : "none"}>
                    {referee.status === "received" ? "Received" : "Pending"}
                  </Tag>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
