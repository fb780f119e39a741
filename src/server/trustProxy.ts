import { isIP } from "node:net";

/**
 * Which proxies may tell us the client's address through X-Forwarded-For. `false` (the default)
 * trusts none: the address is the TCP peer, whatever the request's headers say. A number trusts
 * that many hops in front of the server; a list trusts those addresses and subnets (proxy-addr's
 * syntax, as Fastify reads it). "Trust every hop" is not offered: with it any client picks its
 * own address, and so its own rate-limit bucket.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's named ranges. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrSubnet(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", bits, extra] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY; throws a RangeError whose message names what is wrong. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false" || text === "0") return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new RangeError(`TRUST_PROXY hop count must be 0 to 10 (got "${value}")`);
    return hops;
  }
  if (text === "true")
    throw new RangeError(
      'TRUST_PROXY=true would let any client choose its own address; give the number of proxies in front of the server (e.g. "1") or their addresses (e.g. "10.0.0.0/8,127.0.0.1")',
    );
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrSubnet(entry));
  if (wrong.length > 0)
    throw new RangeError(
      `TRUST_PROXY must be a hop count or a comma-separated list of addresses or subnets; not understood: ${wrong.join(", ")}`,
    );
  return entries;
}

/** Fastify's option for it (its types take a hop count only as a function). */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== "number") return trust;
  return (_address, hop) => hop < trust;
}
