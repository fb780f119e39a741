import type { AxiosInstance } from "axios";
import type {
  CheckResult,
  PublishedType,
  PublishResult,
  TypeDefinition,
  TypeFilesBody,
  TypeFilesView,
  TypeSummary,
} from "../../contract/applicationTypes";
import type { SuccessEnvelope } from "../../contract/envelope";
import { http } from "./http";

/** Published application types (`/api/ApplicationTypes…`, src/contract/applicationTypes.ts). */
const base = "/ApplicationTypes";
const enc = encodeURIComponent;

/** Every type's newest published meta.json (public). */
export async function fetchPublishedTypes(client: AxiosInstance = http): Promise<PublishedType[]> {
  return (await client.get<SuccessEnvelope<PublishedType[]>>(base)).data.data;
}

/** A type ready to render: its newest published version, or `version` (an application's own). */
export async function fetchTypeDefinition(
  type: string,
  version?: number,
  client: AxiosInstance = http,
): Promise<TypeDefinition> {
  const url =
    version === undefined ? `${base}/${enc(type)}/latest` : `${base}/${enc(type)}/versions/${version}`;
  return (await client.get<SuccessEnvelope<TypeDefinition>>(url)).data.data;
}

/** The registry's calls (roles admissions, registrar). */
export const typeAdminCalls = (client: AxiosInstance = http) => ({
  async types(): Promise<TypeSummary[]> {
    return (await client.get<SuccessEnvelope<TypeSummary[]>>(`${base}/admin/types`)).data.data;
  },
  async files(type: string, version: number): Promise<TypeFilesView> {
    return (
      await client.get<SuccessEnvelope<TypeFilesView>>(`${base}/admin/${enc(type)}/versions/${version}`)
    ).data.data;
  },
  async check(type: string, files: TypeFilesBody): Promise<CheckResult> {
    return (await client.post<SuccessEnvelope<CheckResult>>(`${base}/admin/${enc(type)}/check`, files)).data
      .data;
  },
  async saveDraft(type: string, files: TypeFilesBody): Promise<number> {
    return (await client.put<SuccessEnvelope<{ version: number }>>(`${base}/admin/${enc(type)}/draft`, files))
      .data.data.version;
  },
  async publish(type: string, files: TypeFilesBody, isNew: boolean): Promise<PublishResult> {
    return (
      await client.post<SuccessEnvelope<PublishResult>>(`${base}/admin/${enc(type)}/publish`, {
        ...files,
        isNew,
      })
    ).data.data;
  },
});
