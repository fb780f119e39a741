import {
  Button,
  Callout,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Spinner,
  Tag,
} from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { AdmissionListQuery } from "../../../contract/admissions";
import { fetchAdmissionList } from "../../api/admissions";
import { errorMessage } from "../../api/http";
import { formatDate } from "../../ui/format";

/** The admission list, searched and filtered, a page at a time (spec: empty list and empty search texts). */
export function AdmissionListTable({ refreshKey = 0 }: { refreshKey?: number }) {
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState<AdmissionListQuery>({ page: 1, pageSize: 10 });
  const list = useQuery({
    queryKey: ["admission-list", query, refreshKey],
    queryFn: () => fetchAdmissionList(query),
    refetchOnWindowFocus: false,
  });

  function search(event: FormEvent) {
    event.preventDefault();
    setQuery({ ...query, page: 1, search: typed.trim() || undefined });
  }

  const meta = list.data?.meta;
  const pages = meta ? Math.max(1, Math.ceil(meta.totalCount / meta.pageSize)) : 1;
  return (
    <section aria-label="Admission list">
      <form className="admission-list-toolbar" onSubmit={search} aria-label="Search the admission list">
        <FormGroup label="Search" labelFor="admission-search">
          <InputGroup
            id="admission-search"
            type="search"
            placeholder="Name, application number, phone or matric number"
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
          />
        </FormGroup>
        <FormGroup label="Status" labelFor="admission-status-filter">
          <HTMLSelect
            id="admission-status-filter"
            value={query.status ?? ""}
            onChange={(event) =>
              setQuery({
                ...query,
                page: 1,
                status: (event.target.value || undefined) as AdmissionListQuery["status"],
              })
            }
            options={[
              { value: "", label: "All" },
              { value: "admitted", label: "Admitted" },
              { value: "not_admitted", label: "Not admitted" },
            ]}
          />
        </FormGroup>
        <FormGroup>
          <Button type="submit" intent="primary" text="Search" />
        </FormGroup>
      </form>
      {list.isPending && <Spinner size={24} aria-label="Loading the admission list" />}
      {list.isError && (
        <Callout intent="danger" role="alert">
          {errorMessage(list.error, "The admission list could not be loaded.")}
        </Callout>
      )}
      {list.data && list.data.items.length === 0 && (
        <Callout role="status">
          {query.search
            ? `No result found for "${query.search}", check your selection and try again`
            : "Your request results will be displayed here"}
        </Callout>
      )}
      {list.data && list.data.items.length > 0 && (
        <>
          <div className="matric-table-scroll">
            <HTMLTable compact striped aria-label="Admission decisions">
              <thead>
                <tr>
                  <th scope="col">Application number</th>
                  <th scope="col">Name</th>
                  <th scope="col">Application</th>
                  <th scope="col">Status</th>
                  <th scope="col">Programme</th>
                  <th scope="col">Department</th>
                  <th scope="col">Level</th>
                  <th scope="col">Matric number</th>
                  <th scope="col">Decided</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((row) => (
                  <tr key={row.id}>
                    <td>{row.applicationNumber}</td>
                    <td>{row.fullName}</td>
                    <td>
                      {row.applicationType} ({row.sessionName})
                    </td>
                    <td>
                      <Tag intent={row.status === "admitted" ? "success" : "danger"} minimal>
                        {row.status === "admitted" ? "Admitted" : "Not admitted"}
                      </Tag>
                    </td>
                    <td>{row.programme ?? "-"}</td>
                    <td>
                      {row.department ?? "-"}
                      {row.courseOption ? ` (${row.courseOption})` : ""}
                    </td>
                    <td>{row.level ?? "-"}</td>
                    <td>{row.matricNumber ?? "-"}</td>
                    <td>
                      {formatDate(row.decidedAt)}
                      {row.decidedBy ? ` · ${row.decidedBy}` : ""}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
          <nav aria-label="Pages" className="admission-list-toolbar">
            <Button
              text="Previous"
              disabled={(query.page ?? 1) <= 1}
              onClick={() => setQuery({ ...query, page: (query.page ?? 1) - 1 })}
            />
            <span>
              Page {query.page ?? 1} of {pages} · {meta?.totalCount} decisions
            </span>
            <Button
              text="Next"
              disabled={(query.page ?? 1) >= pages}
              onClick={() => setQuery({ ...query, page: (query.page ?? 1) + 1 })}
            />
          </nav>
        </>
      )}
    </section>
  );
}
