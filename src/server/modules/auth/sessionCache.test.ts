import { describe, expect, it } from "vitest";
import { SessionCache } from "./sessionCache";

function clock() {
  let now = 1000;
  return { now: () => now, tick: (ms: number) => (now += ms) };
}

describe("SessionCache", () => {
  it("keeps a live session for its TTL only, and only for its own user", () => {
    const time = clock();
    const cache = new SessionCache(false, 3000, time.now);
    cache.remember("s1", 7, cache.askedAt());
    expect(cache.isLive("s1", 7)).toBe(true);
    expect(cache.isLive("s1", 8)).toBe(false);
    cache.remember("s1", 7, cache.askedAt());
    time.tick(3000);
    expect(cache.isLive("s1", 7)).toBe(false);
  });

  it("forgets a session or a user at once, and a lookup that began before the forget is not kept", () => {
    const time = clock();
    const cache = new SessionCache(false, 3000, time.now);
    cache.remember("s1", 7, cache.askedAt());
    cache.remember("s2", 7, cache.askedAt());
    cache.remember("s3", 9, cache.askedAt());
    cache.forget("user:7");
    expect([cache.isLive("s1", 7), cache.isLive("s2", 7), cache.isLive("s3", 9)]).toEqual([
      false,
      false,
      true,
    ]);
    cache.forget("family:s3");
    expect(cache.isLive("s3", 9)).toBe(false);

    // A lookup asked before a sign-out answers "live" after it: that answer is not kept.
    const asked = cache.askedAt();
    time.tick(5);
    cache.forget("family:s4");
    cache.remember("s4", 10, asked);
    expect(cache.isLive("s4", 10)).toBe(false);
    const askedBeforeClear = cache.askedAt();
    time.tick(5);
    cache.forgetAll();
    cache.remember("s5", 11, askedBeforeClear);
    expect(cache.isLive("s5", 11)).toBe(false);
    time.tick(5);
    cache.remember("s5", 11, cache.askedAt());
    expect(cache.isLive("s5", 11)).toBe(true);
  });

  it("keeps nothing while it cannot hear other processes", () => {
    const cache = new SessionCache(true);
    cache.remember("s1", 7, cache.askedAt());
    expect(cache.isLive("s1", 7)).toBe(false);
    cache.setListening(true);
    cache.remember("s1", 7, cache.askedAt());
    expect(cache.isLive("s1", 7)).toBe(true);
    cache.setListening(false);
    expect(cache.isLive("s1", 7)).toBe(false);
  });
});
