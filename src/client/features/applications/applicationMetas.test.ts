import { describe, expect, it } from "vitest";
import {
  checkApplicationMetas,
  groupApplicationFiles,
  resolveApplicationFolders,
} from "../../../schema/applicationTypes";
import { applicationMetas } from "./applicationMetas";

describe("the browser's application metas", () => {
  it("are the checked loader's, in folder order", () => {
    const files = import.meta.glob("../../../../schemas/applications/*/meta.json", {
      eager: true,
      import: "default",
    });
    expect(applicationMetas).toEqual(
      checkApplicationMetas(resolveApplicationFolders(groupApplicationFiles(files))),
    );
    expect(applicationMetas.length).toBeGreaterThanOrEqual(15);
  });
});
