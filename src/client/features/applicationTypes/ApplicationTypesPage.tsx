import { Callout, H1, HTMLTable, NonIdealState, Spinner, Tag } from "@blueprintjs/core";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import type { TypeSummary } from "../../../contract/applicationTypes";
import { typeAdminCalls } from "../../api/applicationTypes";
import { errorMessage } from "../../api/http";
import { formatDate } from "../../ui/format";
import "../../ui/visuallyHidden.css";
import "./applicationTypes.css";

/**
 * /applications/types (registry: admissions officers and the registrar): every application type
 * with its versions — the repository's folders are version 1, later ones were published here —
 * and a draft when one is being edited. Each opens the editor; "New application type" starts one.
 */
export default function ApplicationTypesPage() {
  const [types, setTypes] = useState<TypeSummary[]>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    typeAdminCalls()
      .types()
      .then(setTypes)
      .catch((error: unknown) =>
        setFailure(errorMessage(error, "The application types could not be loaded.")),
      );
  }, []);

  return (
    <div className="matric-page">
      <H1>Application types</H1>
      <p>
        Each application type is a form published as a version. Submitted applications keep the version they
        were filled with; applicants with a draft are told what changed. Every publish is recorded.
      </p>
      <p>
        <Link to="/applications/types/new" className="bp6-button bp6-intent-primary">
          New application type
        </Link>{" "}
        <Link to="/applications/reset" className="inline-link">
          Reset an application
        </Link>
      </p>
      {failure && <Callout intent="danger">{failure}</Callout>}
      {!types && !failure && <Spinner aria-label="Loading the application types" />}
      {types?.length === 0 && <NonIdealState title="No application types yet" />}
      {types && types.length > 0 && (
        <HTMLTable striped className="matric-app-types">
          <caption className="visually-hidden">Application types and their versions</caption>
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Key</th>
              <th scope="col">Published version</th>
              <th scope="col">Versions</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {types.map((type) => (
              <tr key={type.typeKey}>
                <td>{type.name}</td>
                <td>
                  <code>{type.typeKey}</code>
                </td>
                <td>{type.latestVersion ?? "—"}</td>
                <td>
                  <ul className="matric-app-type-versions">
                    {type.versions.map((version) => (
                      <li key={version.version}>
                        {version.status === "draft" ? (
                          <Tag intent="warning" minimal>
                            Draft {version.version}
                          </Tag>
                        ) : (
                          <>
                            Version {version.version}
                            {version.publishedAt && ` — ${formatDate(version.publishedAt)}`}
                            {version.publishedBy && ` by ${version.publishedBy}`}
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  <Link
                    to={`/applications/types/${type.typeKey}`}
                    className="bp6-button bp6-variant-outlined"
                    aria-label={`Edit ${type.name}`}
                  >
                    Edit
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </div>
  );
}
