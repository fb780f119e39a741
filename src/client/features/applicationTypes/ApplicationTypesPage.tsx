import { H1 } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import type { TypeSummary } from "../../../contract/applicationTypes";
import { typeAdminCalls } from "../../api/applicationTypes";
import { arrayListSource, Grid, type GridConfig, useListController } from "../../engine/grid";
import { formatDate } from "../../ui/format";
import "./applicationTypes.css";

/** A type as its list row: the versions in words ("Version 1 — 2 Mar 2026 by …; Draft 2"). */
export function typeRow(type: TypeSummary) {
  const versions = type.versions
    .map((version) =>
      version.status === "draft"
        ? `Draft ${version.version}`
        : [
            `Version ${version.version}`,
            version.publishedAt ? ` — ${formatDate(version.publishedAt)}` : "",
            version.publishedBy ? ` by ${version.publishedBy}` : "",
          ].join(""),
    )
    .join("; ");
  return {
    id: type.typeKey,
    name: type.name,
    typeKey: type.typeKey,
    latestVersion: type.latestVersion ?? null,
    drafting: type.versions.some((version) => version.status === "draft") ? "Draft open" : null,
    versions,
  };
}

const CONFIG: GridConfig = {
  columns: [
    { field: "name", label: "Type", format: "text", sortable: true },
    { field: "typeKey", label: "Key", format: "text", sortable: true },
    { field: "latestVersion", label: "Published version", format: "text", sortable: true },
    { field: "drafting", label: "Draft", format: "badge", sortable: false },
    { field: "versions", label: "Versions", format: "text", sortable: false },
    {
      field: "typeKey",
      label: "Edit",
      format: "link",
      text: "Edit",
      href: "/applications/types/{typeKey}",
      sortable: false,
    },
  ],
  filters: [],
  defaultSort: "name",
  searchable: true,
  searchLabel: "Search application types",
};

const SOURCE = arrayListSource(
  ["application-types", "list"],
  async () => (await typeAdminCalls().types()).map(typeRow),
  ["name", "typeKey"],
);
const URL_OPTIONS = { filterFields: [], defaultSort: "name" };

/**
 * /applications/types (registry: admissions officers and the registrar): every application type
 * with its versions — the repository's folders are version 1, later ones were published here —
 * and a draft when one is being edited. Each opens the editor; "New application type" starts one.
 */
export default function ApplicationTypesPage() {
  const list = useListController(URL_OPTIONS);
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
      <Grid label="Application types and their versions" config={CONFIG} list={list} source={SOURCE} />
    </div>
  );
}
