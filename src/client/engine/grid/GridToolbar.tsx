import { Classes, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { SearchIcon } from "@blueprintjs/icons";
import { type ReactNode, useId } from "react";
import type { LookupOption } from "../../api/resources";
import type { GridConfig, GridFilter, GridFilterOption } from "./gridConfig";
import type { ListController } from "./useListController";

export interface GridToolbarProps {
  config: GridConfig;
  list: ListController;
  lookups: Record<string, LookupOption[]>;
  /** Extra controls at the end (export buttons...). */
  children?: ReactNode;
}

function optionsOf(filter: GridFilter, lookups: Record<string, LookupOption[]>): GridFilterOption[] {
  if (filter.options) return filter.options;
  const list = filter.lookup ? lookups[filter.lookup] : undefined;
  return list?.map((option) => ({ value: String(option.id), label: option.name })) ?? [];
}

/** Search box and filter drop-downs above the grid. */
export function GridToolbar({ config, list, lookups, children }: GridToolbarProps) {
  const idPrefix = useId();
  return (
    <div className="grid-toolbar">
      {config.searchable ? (
        <InputGroup
          className="grid-search"
          type="search"
          leftIcon={<SearchIcon />}
          placeholder="Search…"
          aria-label={config.searchLabel ?? "Search"}
          value={list.searchText}
          onValueChange={list.setSearchText}
        />
      ) : null}
      {config.filters.map((filter) =>
        filter.input ? (
          <span key={filter.field} className="grid-filter">
            <label htmlFor={`${idPrefix}-${filter.field}`}>{filter.label}</label>
            <input
              id={`${idPrefix}-${filter.field}`}
              className={Classes.INPUT}
              type={filter.input}
              value={list.query.filters[filter.field] ?? ""}
              onChange={(event) =>
                list.dispatch({ type: "filter", field: filter.field, value: event.target.value })
              }
            />
          </span>
        ) : (
          <span key={filter.field} className="grid-filter">
            <label htmlFor={`${idPrefix}-${filter.field}`}>{filter.label}</label>
            <HTMLSelect
              id={`${idPrefix}-${filter.field}`}
              value={list.query.filters[filter.field] ?? ""}
              onChange={(event) =>
                list.dispatch({ type: "filter", field: filter.field, value: event.target.value })
              }
            >
              {filter.required ? null : <option value="">All</option>}
              {optionsOf(filter, lookups).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </HTMLSelect>
          </span>
        ),
      )}
      {children ? <div className="grid-toolbar-end">{children}</div> : null}
    </div>
  );
}
