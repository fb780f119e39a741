import { describe, expect, it } from "vitest";
import { commonSchemas, loadApplicationType, parseApplicationMeta } from "./applicationType";

const meta = {
  id: "demo",
  name: "Demo",
  applicationMode: 9,
  studentTypeId: 9,
  open: false,
  invoice: { purpose: "ApplicationFee", route: "/generate_demo_invoice" },
  login: "/demo_login",
  routes: { form: "/demo_application", preview: "/demo_preview" },
  steps: ["contact"],
};

describe("application folders in the browser", () => {
  it("knows every schemas/common piece by $id", () => {
    expect(Object.keys(commonSchemas)).toContain("common/olevel-sitting.schema.json");
    expect(Object.keys(commonSchemas).every((id) => id.startsWith("common/"))).toBe(true);
  });

  it("bundles a form schema with its relative $refs to schemas/common", () => {
    const type = loadApplicationType({
      meta,
      uiSchema: {},
      schema: {
        $id: "applications/demo/form.schema.json",
        type: "object",
        properties: { contact: { $ref: "../../common/contact.schema.json" } },
      },
    });
    expect(type.meta.steps).toEqual(["contact"]);
    const contact = type.schema.properties?.contact;
    expect(typeof contact === "object" && contact.required).toEqual([
      "mobileNumber",
      "email",
      "contactAddress",
    ]);
    expect(JSON.stringify(type.schema)).not.toContain("$ref");
  });

  it.each([
    [{ ...meta, id: "" }, /"id"/],
    [{ ...meta, applicationMode: "1" }, /"applicationMode"/],
    [{ ...meta, routes: { form: "/x" } }, /"routes"/],
    [{ ...meta, steps: [] }, /"steps"/],
    ["nope", /expected an object/],
  ])("refuses a broken meta.json (%#)", (value, message) => {
    expect(() => parseApplicationMeta(value)).toThrow(message);
  });
});
