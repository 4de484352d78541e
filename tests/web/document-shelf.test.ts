import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Claim, DocumentShelf } from "../../server/web/document-shelf.js";

/**
 * Issue 30: a generated document is built once per machine however many workers ask; the
 * shelf's bookkeeping, with the real timers faked where a lease or a TTL must lapse.
 * Why: docs/decisions/058-one-document-build-per-machine.md
 */
interface Doc {
  text: string;
}

const shelf = (over: Partial<{ ttlMs: number; leaseMs: number; maxSize: number }> = {}) =>
  new DocumentShelf<Doc>({
    ttlMs: 60_000,
    leaseMs: 10_000,
    maxSize: 1_000_000,
    sizeOf: (doc) => doc.text.length,
    ...over,
  });

function ticketOf(claim: Claim<Doc>): string {
  if (claim.kind !== "build") throw new Error(`expected a build, got ${claim.kind}`);
  return claim.ticket;
}

/** Whether a claim has settled yet (a waiting one has not). */
async function settled(claim: Promise<Claim<Doc>>): Promise<Claim<Doc> | "waiting"> {
  return Promise.race([claim, new Promise<"waiting">((r) => setImmediate(() => r("waiting")))]);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the machine's document shelf", () => {
  it("gives the first caller the build and every other one the built document", async () => {
    const docs = shelf();
    const first = await docs.claim("/sitemap.xml", "w1");
    expect(first).toMatchObject({ kind: "build", refill: false });
    const waiting = [docs.claim("/sitemap.xml", "w2"), docs.claim("/sitemap.xml", "w1")];
    expect(await settled(waiting[0] as Promise<Claim<Doc>>)).toBe("waiting");

    docs.done("/sitemap.xml", ticketOf(first), { text: "index" });
    for (const claim of await Promise.all(waiting)) {
      expect(claim).toMatchObject({ kind: "ready", value: { text: "index" } });
      expect(claim.kind === "ready" && claim.ttlMs).toBe(60_000);
    }
    const later = await docs.claim("/sitemap.xml", "w2");
    expect(later).toMatchObject({ kind: "ready", value: { text: "index" } });
    expect(docs.stats).toEqual({ ready: 1, building: 0 });
  });

  it("hands a build that kept nothing to the next waiter alone", async () => {
    const docs = shelf();
    const first = await docs.claim("/sitemap-posts-9.xml", "w1");
    const second = docs.claim("/sitemap-posts-9.xml", "w2");
    const third = docs.claim("/sitemap-posts-9.xml", "w3");
    docs.done("/sitemap-posts-9.xml", ticketOf(first), undefined);
    const next = await second;
    expect(next.kind).toBe("build");
    expect(await settled(third)).toBe("waiting");
    docs.done("/sitemap-posts-9.xml", ticketOf(next), { text: "part 9" });
    expect(await third).toMatchObject({ kind: "ready", value: { text: "part 9" } });
  });

  it("answers the waiters of a build a change overtook, without keeping it", async () => {
    const docs = shelf();
    const first = await docs.claim("/robots.txt", "w1");
    const waiting = docs.claim("/robots.txt", "w2");
    docs.drop("change-1");
    docs.done("/robots.txt", ticketOf(first), { text: "old" });
    expect(await waiting).toEqual({ kind: "ready", value: { text: "old" }, ttlMs: 0 });
    // Not kept: built again, and not charged to the visitor (it was being kept).
    expect(await docs.claim("/robots.txt", "w2")).toMatchObject({ kind: "build", refill: true });
  });

  it("drops everything once per change, however many workers report it", async () => {
    const docs = shelf();
    const build = async (text: string) =>
      docs.done("/feed", ticketOf(await docs.claim("/feed", "w1")), { text });
    await build("before");
    docs.drop("change-1");
    const again = await docs.claim("/feed", "w2");
    expect(again).toMatchObject({ kind: "build", refill: true });
    docs.done("/feed", ticketOf(again), { text: "after" });
    // The other worker hears the same change later: the new build stays.
    docs.drop("change-1");
    expect(await docs.claim("/feed", "w1")).toMatchObject({
      kind: "ready",
      value: { text: "after" },
    });
    docs.drop("change-2");
    expect((await docs.claim("/feed", "w1")).kind).toBe("build");
  });

  it("gives a build whose lease lapsed to the next waiter, and ignores the late report", async () => {
    vi.useFakeTimers();
    const docs = shelf({ leaseMs: 5_000 });
    const stuck = await docs.claim("/sitemap-posts-1.xml", "w1");
    const waiting = docs.claim("/sitemap-posts-1.xml", "w2");
    vi.advanceTimersByTime(5_001);
    const next = await waiting;
    expect(next.kind).toBe("build");
    docs.done("/sitemap-posts-1.xml", ticketOf(stuck), { text: "late" });
    expect(docs.stats).toEqual({ ready: 0, building: 1 });
    docs.done("/sitemap-posts-1.xml", ticketOf(next), { text: "on time" });
    expect(await docs.claim("/sitemap-posts-1.xml", "w1")).toMatchObject({
      value: { text: "on time" },
    });
  });

  it("lets go of what a worker that left was building or waiting for", async () => {
    const docs = shelf();
    const gone = await docs.claim("/sitemap.xml", "w1");
    const goneWaits = docs.claim("/sitemap.xml", "w1");
    const stays = docs.claim("/sitemap.xml", "w2");
    docs.releaseOwner("w1");
    const next = await stays;
    expect(next.kind).toBe("build");
    expect(await settled(goneWaits)).toBe("waiting");
    docs.done("/sitemap.xml", ticketOf(gone), { text: "from the dead" });
    docs.done("/sitemap.xml", ticketOf(next), { text: "index" });
    expect(await docs.claim("/sitemap.xml", "w3")).toMatchObject({ value: { text: "index" } });
  });

  it("builds again when the safety TTL lapses, as a refill", async () => {
    // Real time: lru-cache keeps its own reference to the clock.
    const docs = shelf({ ttlMs: 300 });
    docs.done("/robots.txt", ticketOf(await docs.claim("/robots.txt", "w1")), { text: "r" });
    await new Promise((r) => setTimeout(r, 100));
    const kept = await docs.claim("/robots.txt", "w2");
    expect(kept.kind === "ready" && kept.ttlMs).toBeLessThanOrEqual(250);
    await new Promise((r) => setTimeout(r, 300));
    expect(await docs.claim("/robots.txt", "w2")).toMatchObject({ kind: "build", refill: true });
  });
});

describe("documents between the workers of one machine", () => {
  it("cross the IPC channel as a file's name, not as their bytes (issue 36, item 9)", async () => {
    // A 6 MB document went over the channel that answers rate-limit questions as base64 JSON.
    const script = join(import.meta.dirname, "../../test-support/document-shelf-cluster.ts");
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", script], {
      timeout: 120_000,
    });
    const outcome = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}");
    expect(outcome.sameBytes).toBe(true);
    expect(outcome.largestMessage).toBeLessThan(4096);
    // Three processes through the TypeScript loader: slow on a busy machine, not a measure.
  }, 120_000);
});
