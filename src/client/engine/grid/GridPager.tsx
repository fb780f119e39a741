import { Button, HTMLSelect } from "@blueprintjs/core";
import { ChevronLeftIcon, ChevronRightIcon } from "@blueprintjs/icons";
import { useId } from "react";
import { PAGE_SIZES } from "../../../schema/resourceFile";
import { pageSummary } from "./pageSummary";

export interface GridPagerProps {
  /** Names the pager for screen readers, e.g. "Departments pages". */
  label: string;
  page: number;
  pageCount: number;
  pageSize: number;
  totalCount: number;
  rowsOnPage: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPageSize: (pageSize: number) => void;
}

/** "Showing 11–20 of 134", rows per page (spec 9: 5, 10, 15, 20, 30) and previous / next. */
export function GridPager(props: GridPagerProps) {
  const sizeId = useId();
  const summary = pageSummary(
    { currentPage: props.page, pageSize: props.pageSize, totalCount: props.totalCount },
    props.rowsOnPage,
  );
  return (
    <nav className="grid-pager" aria-label={props.label}>
      <output className="grid-pager-summary" aria-live="polite">
        {summary}
      </output>
      <span className="grid-page-size">
        <label htmlFor={sizeId}>Rows per page</label>
        <HTMLSelect
          id={sizeId}
          value={props.pageSize}
          onChange={(event) => props.onPageSize(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </HTMLSelect>
      </span>
      <Button
        variant="minimal"
        icon={<ChevronLeftIcon />}
        aria-label="Previous page"
        disabled={!props.canPrevious}
        onClick={props.onPrevious}
      />
      <span className="grid-page-number">
        Page {props.page} of {props.pageCount}
      </span>
      <Button
        variant="minimal"
        icon={<ChevronRightIcon />}
        aria-label="Next page"
        disabled={!props.canNext}
        onClick={props.onNext}
      />
    </nav>
  );
}
