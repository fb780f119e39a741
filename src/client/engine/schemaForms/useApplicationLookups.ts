import { useMemo } from "react";
import { type LookupLists, useLookups } from "../../api/resources";
import { lookupNamesInSchema } from "../lookups/withLookupWidgets";

/** Every list an application form's `lookup` properties name, from `GET /api/Lookups/:name` (cached). */
export function useApplicationLookups(schema: unknown): LookupLists {
  const names = useMemo(() => lookupNamesInSchema(schema), [schema]);
  return useLookups(names);
}
