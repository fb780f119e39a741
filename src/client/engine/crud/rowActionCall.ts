import type { ResourceRowAction } from "../../../schema/resourceFile";
import { type Envelope, http } from "../../api/http";
import type { SavedRow } from "../../api/resources";

/** `POST /api/resources/<name>/<id>/actions/<action>`: the server checks `when` again and answers the changed row. */
export async function runRowAction(name: string, id: number, action: ResourceRowAction): Promise<SavedRow> {
  const path = ["resources", name, id, "actions", action.name].map((part) =>
    encodeURIComponent(String(part)),
  );
  const response = await http.post<Envelope<SavedRow["row"]>>(`/${path.join("/")}`);
  return { message: response.data.message, row: response.data.data };
}
