import { Button, InputGroup, NonIdealState } from "@blueprintjs/core";
import { ArrowRightIcon, SearchIcon } from "@blueprintjs/icons";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import "./crud.css";

/** The list a detail page's records are chosen from. */
export interface RecordList {
  route: string;
  /** Its name as the menu or tab says it, e.g. "Search Student". */
  title: string;
  /** The list keeps `?search=` (a resource list with `grid.search`): offer a search box into it. */
  search?: boolean;
}

export interface RecordChooserProps {
  /** The detail page's own heading, e.g. "Student profile". */
  title: string;
  /** What the page shows one of, in words: "student", "course registration". */
  what: string;
  list: RecordList;
}

/**
 * What a detail page shows when opened without its record (no id in the address): its own heading,
 * what it is for, and the way on — a search into the list the records come from, or the list
 * itself. One component for every such page (screens/recordChooser.ts), so none is a bare "choose
 * one" without a heading.
 */
export function RecordChooser({ title, what, list }: RecordChooserProps) {
  const navigate = useNavigate();
  const [term, setTerm] = useState("");
  const headingId = useId();
  const searchId = useId();
  const find = (event: FormEvent) => {
    event.preventDefault();
    const text = term.trim();
    navigate(text ? `${list.route}?${new URLSearchParams({ search: text })}` : list.route);
  };
  return (
    <section aria-labelledby={headingId} className="record-chooser">
      <h1 id={headingId}>{title}</h1>
      <NonIdealState
        icon={<SearchIcon size={48} />}
        title={`No ${what} chosen`}
        description={`This page shows one ${what}. Find the ${what} in ${list.title} and open it from there.`}
        action={
          <div className="record-chooser-actions">
            {list.search && (
              <form aria-label={`Find a ${what}`} onSubmit={find} className="record-chooser-search">
                <label htmlFor={searchId} className="record-chooser-label">
                  Find a {what}
                </label>
                <InputGroup
                  id={searchId}
                  type="search"
                  value={term}
                  onValueChange={setTerm}
                  placeholder="Name or number"
                  rightElement={
                    <Button type="submit" variant="minimal" icon={<SearchIcon />} aria-label="Find" />
                  }
                />
              </form>
            )}
            <Link to={list.route} className="record-chooser-list">
              Open {list.title} <ArrowRightIcon />
            </Link>
          </div>
        }
      />
    </section>
  );
}
