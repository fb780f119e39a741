import { describe, expect, it } from "vitest";
import { applicationMetas } from "../applications/applicationMetas";
import { postgraduateLinks } from "./postgraduateLinks";

describe("postgraduateLinks", () => {
  it("are the spec's postgraduate bar, from the pg folder and its variants", () => {
    const links = postgraduateLinks(applicationMetas);
    expect(links.map((link) => link.label)).toEqual([
      "PG Applications",
      "CBN-CPP Application",
      "ACE-SPED Application",
    ]);
    expect(links.map((link) => link.choice.applicationMode)).toEqual([7, 31, 28]);
    for (const { choice } of links) {
      expect(choice).toMatchObject({
        id: 7,
        invoicePath: "/generate_students_invoice",
        loginPath: "/pg_login",
      });
    }
    expect(links[1]?.choice.name).toBe("CBN-CPP Application");
  });

  it("leave out closed types", () => {
    const closed = applicationMetas.map((meta) => ({ ...meta, open: false }));
    expect(postgraduateLinks(closed)).toEqual([]);
  });
});
