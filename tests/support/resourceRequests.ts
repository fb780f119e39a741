import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { AuthUser } from "../../src/server/modules/auth/accessToken";
import { bearer } from "./sessionToken";

/**
 * People the resource tests act as: the registrar, and a student who may do nothing. Their ids
 * are far from the users the fixtures create (sessionToken gives them stand-in rows).
 */
export const registrar: AuthUser = {
  id: 900_002,
  userName: "registrar",
  userType: "official",
  roles: ["registrar"],
  claims: [],
};

/**
 * The registrar's identity holding exactly the write roles of one resource file (the school lists
 * are the registrar's, the user-management lists the ICT admin's or the super-admin's), so the
 * generic suite writes every file as someone the file itself allows and no more.
 */
export function writerOf(file: { access: { write: string[] } }): AuthUser {
  return { ...registrar, roles: [...file.access.write] };
}
export const student: AuthUser = {
  id: 900_003,
  userName: "student",
  userType: "student",
  roles: ["student"],
  claims: [],
};

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Calls the app as `user` (undefined: signed out). */
export function caller(app: FastifyInstance, _secret: string) {
  return (
    user: AuthUser | undefined,
    method: Method,
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    (user ? bearer(app, user) : Promise.resolve({})).then((headers) =>
      app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    );
}

/** A multipart/form-data body with one file field named "file". */
export function multipartFile(fileName: string, content: Buffer, contentType = "application/octet-stream") {
  const boundary = `----matric${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

export async function upload(
  app: FastifyInstance,
  _secret: string,
  user: AuthUser,
  name: string,
  fileName: string,
  content: Buffer,
  /** e.g. "?feePurposeId=2": values every row takes (a preset's screen). */
  query = "",
): Promise<LightMyRequestResponse> {
  const body = multipartFile(fileName, content);
  return app.inject({
    method: "POST",
    url: `/api/resources/${name}/upload${query}`,
    headers: { ...body.headers, ...(await bearer(app, user)) },
    payload: body.payload,
  });
}

export type ListedRow = { id: number } & Record<string, unknown>;

/** Every row of a list as `user` sees it, page by page, in its default order. */
export async function listAll(
  call: ReturnType<typeof caller>,
  user: AuthUser,
  name: string,
): Promise<ListedRow[]> {
  const rows: ListedRow[] = [];
  for (let page = 1; ; page++) {
    const res = await call(user, "GET", `/api/resources/${name}?pageSize=30&page=${page}`);
    expect(res.statusCode, res.body).toBe(200);
    const { items, meta } = res.json().data as { items: ListedRow[]; meta: { totalCount: number } };
    rows.push(...items);
    if (items.length === 0 || rows.length >= meta.totalCount) return rows;
  }
}
