import { isIP } from "node:net";

/** The eight 16-bit groups of an IPv6 address (with `::` expanded and an IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.split("%")[0] ?? "";
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = v4Tail[1].split(".").map(Number);
    text = `${text.slice(0, -v4Tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) =>
    part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

/**
 * The bucket an address is counted in. An IPv4 address is its own bucket (a whole campus may
 * share one, which is why per-address ceilings are high). An IPv6 customer usually holds a whole
 * /64 and can pick any address in it, so IPv6 is counted per /64; an IPv4-mapped IPv6 address
 * counts as its IPv4 address.
 */
export function addressKey(ip: string): string {
  const version = isIP(ip.split("%")[0] ?? "");
  if (version !== 6) return ip;
  const groups = ipv6Groups(ip);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
