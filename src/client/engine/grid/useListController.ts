import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { ListQuery } from "../../api/resources";
import { type ListAction, listReducer } from "./listState";
import { type ListUrlOptions, readListQuery, writeListQuery } from "./listUrl";

/** Typing pauses this long before the search goes to the server (one request per word, not per key). */
export const SEARCH_DELAY_MS = 300;

export interface ListController {
  /** The query the grid shows, read from the URL. */
  query: ListQuery;
  dispatch: (action: ListAction) => void;
  /** The search box's text; `query.search` follows it after SEARCH_DELAY_MS. */
  searchText: string;
  setSearchText: (text: string) => void;
}

/**
 * The React binding of the list state: the URL is the store (so reload and shared links keep the
 * view), `listReducer` computes each change. `options` must be stable (memoised) across renders.
 */
export function useListController(options: ListUrlOptions): ListController {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params, options), [params, options]);

  const dispatch = useCallback(
    (action: ListAction) => {
      // Replace, not push: paging through a list should not fill the Back button's history.
      setParams(
        (current) => writeListQuery(listReducer(readListQuery(current, options), action), options, current),
        { replace: true },
      );
    },
    [setParams, options],
  );

  const urlSearch = query.search ?? "";
  const [searchText, setSearchText] = useState(urlSearch);
  // The search last sent to the URL: tells our own URL updates from navigation (Back, a link).
  const sent = useRef(urlSearch);

  useEffect(() => {
    if (urlSearch !== sent.current) {
      sent.current = urlSearch;
      setSearchText(urlSearch);
    }
  }, [urlSearch]);

  useEffect(() => {
    const wanted = searchText.trim();
    if (wanted === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = wanted;
      dispatch({ type: "search", search: wanted });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, dispatch]);

  return { query, dispatch, searchText, setSearchText };
}
