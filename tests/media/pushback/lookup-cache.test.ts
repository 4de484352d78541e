import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import {
  earliestExpiry,
  type Loaded,
  LookupCache,
  urlExpiry,
} from "../../../server/media/pushback/lookup-cache.js";
import { memoryStore, redisStore } from "../../../server/web/shared-store.js";

const OPTIONS = { ttlSeconds: 300, lockMs: 5000, pollMs: 10, marginMs: 60_000 };

/** A load that counts its calls and answers after `ms`. */
function counted(value: string, ms = 30, expiresAt?: number) {
  const calls = { n: 0 };
  const load = async (): Promise<Loaded<string>> => {
    calls.n++;
    await new Promise((resolve) => setTimeout(resolve, ms));
    return expiresAt === undefined ? { value } : { value, expiresAt };
  };
  return { calls, load };
}

const redis = new Redis("redis://127.0.0.1:6379", { maxRetriesPerRequest: 1 });
afterAll(() => redis.quit());
/** Other suites share this Redis: every key of this run carries its own prefix. */
const PREFIX = `test-${randomUUID()}:lookup:`;

describe("the lookup cache", () => {
  it("asks once for lookups of one key that arrive together, and keeps the answer", async () => {
    const cache = new LookupCache<string>(undefined, OPTIONS);
    const { calls, load } = counted("items");
    const outcomes: string[] = [];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cache.get("instagram:C1", load, (o) => outcomes.push(o))),
    );
    expect(answers).toEqual(Array(20).fill("items"));
    expect(await cache.get("instagram:C1", load, (o) => outcomes.push(o))).toBe("items");
    expect(calls.n).toBe(1);
    expect(outcomes.filter((o) => o === "miss")).toHaveLength(1);
    expect(outcomes.at(-1)).toBe("hit");
  });

  it("keeps nothing and shares nothing with RESOLVE_CACHE_SECONDS=0", async () => {
    const cache = new LookupCache<string>(undefined, { ...OPTIONS, ttlSeconds: 0 });
    const { calls, load } = counted("items");
    await Promise.all([cache.get("k", load), cache.get("k", load)]);
    await cache.get("k", load);
    expect(calls.n).toBe(3);
  });

  it("never keeps an answer past the expiry of its URLs", async () => {
    const now = 1_000_000_000_000;
    const kept: Array<[string, number]> = [];
    const inner = memoryStore();
    const store = {
      ...inner,
      set: async (key: string, value: string, ttlMs: number) => {
        kept.push([key, ttlMs]);
        await inner.set(key, value, ttlMs);
      },
    };
    const cache = new LookupCache<string>(store, OPTIONS, () => now);
    // No expiry in the URLs: the configured 300 s.
    await cache.get("instagram:a", counted("a", 1).load);
    // The URLs stop working in 90 s: kept 30 s (less the 60 s margin), not 300 s.
    await cache.get("youtube:b", counted("b", 1, now + 90_000).load);
    // Expiring within the margin: not kept at all, so the next lookup asks again.
    const gone = counted("c", 1, now + 30_000);
    await cache.get("youtube:c", gone.load);
    await cache.get("youtube:c", gone.load);
    expect(kept).toEqual([
      ["instagram:a", 300_000],
      ["youtube:b", 30_000],
    ]);
    expect(gone.calls.n).toBe(2);
  });

  it("does not keep a failure; the lookups waiting on it hear it", async () => {
    const cache = new LookupCache<string>(memoryStore(), OPTIONS);
    let calls = 0;
    const failing = async (): Promise<Loaded<string>> => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error("rate_limited");
    };
    const results = await Promise.allSettled([cache.get("k", failing), cache.get("k", failing)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(calls).toBe(1);
    await expect(cache.get("k", failing)).rejects.toThrow("rate_limited");
    expect(calls).toBe(2);
  });

  it("shares one lookup between instances through Redis", async () => {
    const key = `instagram:${randomUUID()}`;
    const instances = [0, 1, 2].map(
      () => new LookupCache<string>(redisStore(redis, PREFIX), OPTIONS),
    );
    const { calls, load } = counted("from one instance", 100);
    const answers = await Promise.all(instances.map((cache) => cache.get(key, load)));
    expect(answers).toEqual(Array(3).fill("from one instance"));
    expect(calls.n).toBe(1);
    // A fourth instance started later finds it kept, with the TTL set in Redis.
    const later = new LookupCache<string>(redisStore(redis, PREFIX), OPTIONS);
    expect(await later.get(key, load)).toBe("from one instance");
    expect(calls.n).toBe(1);
    const ttl = await redis.pttl(`${PREFIX}${key}`);
    expect(ttl).toBeGreaterThan(290_000);
    expect(ttl).toBeLessThanOrEqual(300_000);
  });

  it("lets a waiting instance load itself when the one holding the lock fails", async () => {
    const key = `youtube:${randomUUID()}`;
    const [first, second] = [0, 1].map(
      () => new LookupCache<string>(redisStore(redis, PREFIX), OPTIONS),
    ) as [LookupCache<string>, LookupCache<string>];
    const failing = async (): Promise<Loaded<string>> => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error("upstream_failed");
    };
    const good = counted("second try", 5);
    const [a, b] = await Promise.allSettled([
      first.get(key, failing),
      new Promise((resolve) => setTimeout(resolve, 10)).then(() => second.get(key, good.load)),
    ]);
    expect(a.status).toBe("rejected");
    expect(b).toEqual({ status: "fulfilled", value: "second try" });
    expect(good.calls.n).toBe(1);
  });
});

describe("the shared store's locks", () => {
  it("belong to their holder: one whose lock ran out never frees the next holder's", async () => {
    const store = redisStore(redis, PREFIX);
    const key = randomUUID();
    // Long enough that the second ask lands inside it on a busy machine.
    const first = await store.lock(key, 1000);
    expect(first).toBeDefined();
    expect(await store.lock(key, 1000)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await store.lock(key, 90_000);
    expect(second).toBeDefined();
    // The first holder finishes late and lets go of what it thinks is its lock.
    await store.unlock(key, first as string);
    expect(await store.lock(key, 1000)).toBeUndefined();
    // Taken for as long as it was asked (the chain it guards), not a fixed 30 s.
    const ttl = await redis.pttl(`mutex:${PREFIX}lock:${key}`);
    expect(ttl).toBeGreaterThan(80_000);
    await store.unlock(key, second as string);
    expect(await store.lock(key, 1000)).toBeDefined();
  });

  it("in memory too, and a holder that left lets go of all of its locks", async () => {
    const store = memoryStore();
    const token = await store.lock("k", 5000);
    await store.unlock("k", "not the token");
    expect(await store.lock("k", 5000)).toBeUndefined();
    await store.unlock("k", token as string);
    expect(store.lockAs("a", 5000, "worker 1")).toBeDefined();
    expect(store.lockAs("b", 5000, "worker 1")).toBeDefined();
    store.releaseOwner("worker 1");
    expect(store.lockAs("a", 5000, "worker 2")).toBeDefined();
    expect(store.lockAs("b", 5000, "worker 2")).toBeDefined();
  });
});

describe("answers bound to another instance's address", () => {
  it("are looked up again here and kept apart, while the shared answer stays", async () => {
    const store = redisStore(redis, PREFIX);
    const key = `youtube:${randomUUID()}`;
    const mine = (answer: string) => answer.startsWith("here");
    const there = new LookupCache<string>(store, OPTIONS);
    await there.get(key, counted("there").load);
    const here = new LookupCache<string>(store, OPTIONS);
    const again = counted("here");
    const where = { usable: mine, elsewhere: "instance-b" };
    expect(await here.get(key, again.load, undefined, where)).toBe("here");
    expect(await here.get(key, again.load, undefined, where)).toBe("here");
    expect(again.calls.n).toBe(1);
    // The other instance still finds its own answer.
    expect(await there.get(key, counted("unused").load)).toBe("there");
  });
});

describe("media URL expiry", () => {
  it("reads Instagram's hexadecimal oe and googlevideo's expire", () => {
    expect(urlExpiry("https://scontent.cdninstagram.com/v/t51/x.mp4?oe=6A1B2C3D&_nc_ht=x")).toBe(
      0x6a1b2c3d * 1000,
    );
    expect(
      urlExpiry("https://rr1---sn-x.googlevideo.com/videoplayback?expire=1790000000&itag=18"),
    ).toBe(1_790_000_000_000);
    expect(urlExpiry("https://example.com/file.mp4")).toBeUndefined();
    expect(urlExpiry("not a url")).toBeUndefined();
    expect(
      earliestExpiry([
        "https://a.googlevideo.com/videoplayback?expire=1790000100",
        undefined,
        "https://a.googlevideo.com/videoplayback?expire=1790000000",
      ]),
    ).toBe(1_790_000_000_000);
  });
});
