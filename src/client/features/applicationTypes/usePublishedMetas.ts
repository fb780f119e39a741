import { useEffect, useState } from "react";
import type { ApplicationMeta } from "../../../schema/applicationTypes";
import { fetchPublishedTypes } from "../../api/applicationTypes";
import { applicationMetas } from "../applications/applicationMetas";

/**
 * Every type's meta.json as published now: the repository's (built into the client) at once,
 * then the server's newest versions, which include types published from the portal after the
 * build — so a new type's landing card and postgraduate link appear without a rebuild.
 */
export function usePublishedMetas(): readonly ApplicationMeta[] {
  return usePublishedMetasState().metas;
}

/** The same, with whether the server's answer is in yet (failed counts as in: the build's stand). */
export function usePublishedMetasState(): { metas: readonly ApplicationMeta[]; settled: boolean } {
  const [state, setState] = useState<{ metas: readonly ApplicationMeta[]; settled: boolean }>({
    metas: applicationMetas,
    settled: false,
  });
  useEffect(() => {
    let live = true;
    fetchPublishedTypes()
      .then((types) => {
        if (!live) return;
        setState({
          metas:
            types.length > 0
              ? types.map((type) => type.meta as unknown as ApplicationMeta)
              : applicationMetas,
          settled: true,
        });
      })
      .catch(() => {
        if (live) setState({ metas: applicationMetas, settled: true });
      });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
