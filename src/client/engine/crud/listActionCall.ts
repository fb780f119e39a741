import type { CopyOutcome, CopyRequest, ResourceListAction } from "../../../schema/resourceListAction";
import { type Envelope, http } from "../../api/http";

/** `POST /api/resources/<name>/actions/<action>` with From and To: the server copies all or nothing. */
export async function runListAction(
  name: string,
  action: ResourceListAction,
  request: CopyRequest,
): Promise<{ message?: string; outcome: CopyOutcome }> {
  const path = ["resources", name, "actions", action.name].map(encodeURIComponent).join("/");
  const response = await http.post<Envelope<CopyOutcome>>(`/${path}`, request);
  return { message: response.data.message, outcome: response.data.data };
}
