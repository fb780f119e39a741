import { describe, expect, it } from "vitest";
import { returnOrigin } from "./returnOrigin";

const development = { env: "development" as const, publicUrl: "http://localhost:3000" };
const production = { env: "production" as const, publicUrl: "https://portal.fcet.edu.ng/" };

describe("returnOrigin", () => {
  it("returns a payer to the loopback address they browsed in development", () => {
    expect(returnOrigin("http://127.0.0.1:3000", development)).toBe("http://127.0.0.1:3000");
    expect(returnOrigin("http://localhost:3000", development)).toBe("http://localhost:3000");
    expect(returnOrigin("http://[::1]:3000", development)).toBe("http://[::1]:3000");
    expect(returnOrigin("http://localhost:5173", development)).toBe("http://localhost:5173");
  });

  it("sends anyone else to PUBLIC_URL: no redirect to another site", () => {
    expect(returnOrigin("https://evil.example", development)).toBe("http://localhost:3000");
    expect(returnOrigin("http://127.0.0.1.evil.example", development)).toBe("http://localhost:3000");
    expect(returnOrigin("null", development)).toBe("http://localhost:3000");
    expect(returnOrigin("javascript:alert(1)", development)).toBe("http://localhost:3000");
    expect(returnOrigin(undefined, development)).toBe("http://localhost:3000");
  });

  it("serves only PUBLIC_URL in production", () => {
    expect(returnOrigin("https://portal.fcet.edu.ng", production)).toBe("https://portal.fcet.edu.ng");
    expect(returnOrigin("http://127.0.0.1:3000", production)).toBe("https://portal.fcet.edu.ng");
    expect(returnOrigin("http://portal.fcet.edu.ng", production)).toBe("https://portal.fcet.edu.ng");
  });
});
