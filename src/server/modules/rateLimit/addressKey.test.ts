import { describe, expect, it } from "vitest";
import { addressKey } from "./addressKey";

describe("addressKey", () => {
  it("counts an IPv4 address on its own", () => {
    expect(addressKey("197.210.54.3")).toBe("197.210.54.3");
  });

  it("counts IPv6 per /64, however the address is written", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(addressKey("::ffff:10.0.0.7")).toBe("10.0.0.7");
  });

  it("leaves anything else as it is", () => {
    expect(addressKey("unknown")).toBe("unknown");
  });
});
