import { describe, expect, it } from "vitest";
import { CachedReads } from "./cachedReads";
import { ChangeFeed } from "./changeFeed";

/** A change feed over a stand-in line: the test says what the database notifies, and when the line is up. */
function feedWithLine() {
  let tell: (payload: string) => void = () => {};
  let line: (up: boolean) => void = () => {};
  const feed = new ChangeFeed({
    listen: (_channel, onMessage, onLine) => {
      tell = onMessage;
      line = onLine;
      return async () => {};
    },
    heardUpTo: async () => {},
  });
  feed.start();
  return { feed, changed: (table: string) => tell(table), line: (up: boolean) => line(up) };
}

describe("CachedReads", () => {
  it("keeps an answer until its time is up or one of its tables changes, and nothing while the line is down", async () => {
    let clock = 0;
    const { feed, changed, line } = feedWithLine();
    const cache = new CachedReads<string, number>(feed, ["course_results"], 1000, { now: () => clock });
    let reads = 0;
    const read = () => cache.get("ada", async () => ++reads);
    expect(await read()).toBe(1); // the line is not up yet: not kept
    line(true);
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
    changed("notices"); // not one of its tables
    expect(await read()).toBe(2);
    changed("course_results");
    expect(await read()).toBe(3);
    clock += 1001;
    expect(await read()).toBe(4);
    line(false);
    expect(await read()).toBe(5);
    expect(await read()).toBe(6);
  });

  it("never keeps an answer whose read began before a change", async () => {
    let clock = 0;
    const { feed, changed, line } = feedWithLine();
    line(true);
    const cache = new CachedReads<string, string>(feed, ["students"], 1000, { now: () => clock });
    const stale = cache.get("ada", async () => {
      clock += 1;
      changed("students");
      clock += 1;
      return "before the change";
    });
    expect(await stale).toBe("before the change");
    expect(await cache.get("ada", async () => "after")).toBe("after");
  });

  it("keeps at most maxEntries keys, letting the oldest go first", async () => {
    const { feed, line } = feedWithLine();
    line(true);
    const cache = new CachedReads<number, string>(feed, ["students"], 60_000, { maxEntries: 2 });
    for (const key of [1, 2, 3]) await cache.get(key, async () => `first ${key}`);
    expect(await cache.get(1, async () => "read again")).toBe("read again");
    expect(await cache.get(3, async () => "read again")).toBe("first 3");
  });
});
