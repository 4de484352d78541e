import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildEgresses, type Egress, EgressPool } from "../../../server/media/egress/pool.js";
import { parseProxyList } from "../../../server/media/egress/proxy-url.js";
import {
  type InstagramSession,
  SessionPool,
} from "../../../server/media/extractors/instagram/session-pool.js";
import { backoffMs, Cooldowns } from "../../../server/media/pushback/cooldown.js";
import { MethodBreaker } from "../../../server/media/pushback/method-breaker.js";

const BACKOFF = { baseMs: 60_000, maxMs: 15 * 60_000 };
const SECRET = "x".repeat(40);

function clock() {
  const time = { now: 1_000_000 };
  return { time, now: () => time.now };
}

describe("back-off", () => {
  it("doubles with each refusal in a row up to the maximum, and an answer starts it over", () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffMs(n, BACKOFF) / 60_000)).toEqual([
      1, 2, 4, 8, 15, 15,
    ]);
    const { time, now } = clock();
    const cooldowns = new Cooldowns(BACKOFF, now);
    expect(cooldowns.strike("a")).toBe(time.now + 60_000);
    time.now += 60_000;
    expect(cooldowns.cooling("a")).toBe(false);
    expect(cooldowns.strike("a")).toBe(time.now + 120_000);
    // An answer to a request sent before the refusal does not lift the bench...
    cooldowns.clear("a");
    expect(cooldowns.cooling("a")).toBe(true);
    // ...one after it starts the back-off over.
    time.now += 120_000;
    cooldowns.clear("a");
    expect(cooldowns.strike("a")).toBe(time.now + 60_000);
    // A platform's Retry-After wins when it asks for longer.
    expect(cooldowns.strike("b", 300_000)).toBe(time.now + 300_000);
  });
});

describe("learnt budgets", () => {
  it("paces a key to what the platform answered in the window before it refused", () => {
    const { time, now } = clock();
    const cooldowns = new Cooldowns({ baseMs: 10_000, maxMs: 60_000 }, now);
    for (let n = 0; n < 5; n++) {
      cooldowns.use("egress");
      time.now += 1000;
    }
    // The fifth was refused: 4 a minute, benched 10 s first.
    cooldowns.strike("egress");
    time.now += 10_000;
    // The first 4 lookups of the window are still in it: no slot until the oldest leaves.
    expect(cooldowns.cooling("egress")).toBe(true);
    time.now = 1_000_000 + 61_000 + 1;
    expect(cooldowns.cooling("egress")).toBe(false);
    // The window moves on: it never takes more than 4 a minute again, without asking to be refused.
    let sent = 0;
    for (let n = 0; n < 60; n++) {
      if (!cooldowns.cooling("egress")) {
        cooldowns.use("egress");
        sent++;
      }
      time.now += 1000;
    }
    expect(sent).toBeLessThanOrEqual(5);
    expect(sent).toBeGreaterThanOrEqual(3);
    // Ten minutes without a refusal: the lesson is forgotten.
    time.now += 10 * 60_000 + 1;
    for (let n = 0; n < 10; n++) cooldowns.use("egress");
    expect(cooldowns.cooling("egress")).toBe(false);
  });
});

describe("the egress pool", () => {
  const proxies = parseProxyList(
    "http://user:pa%40ss@10.0.0.2:3128, https://proxy.example:8443, socks5://10.0.0.4",
  );

  it("names egresses by position and a keyed hash, never by their URL", () => {
    const egresses = buildEgresses(proxies, true, SECRET);
    expect(egresses.map((e) => [e.index, e.kind])).toEqual([
      [0, "direct"],
      [1, "http"],
      [2, "https"],
      [3, "socks5"],
    ]);
    const ids = egresses.map((e) => e.id);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids.slice(1)) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
      expect(id).not.toContain("10.0.0");
    }
    expect(proxies[0]).toMatchObject({ username: "user", password: "pa@ss", port: 3128 });
    expect(proxies[2]?.port).toBe(1080);
    // MEDIA_DIRECT=false leaves the server's own route out; another secret, other ids.
    const noDirect = buildEgresses(proxies, false, SECRET);
    expect(noDirect.map((e) => e.kind)).toEqual(["http", "https", "socks5"]);
    expect(noDirect[0]?.id).toBe(egresses[1]?.id);
    expect(buildEgresses(proxies, false, "y".repeat(40))[0]?.id).not.toBe(egresses[1]?.id);
  });

  it("refuses bad entries naming their position only", () => {
    expect(() => parseProxyList("http://ok:1, ftp://secret:pw@host")).toThrow(
      "entry 2 must start with http://, https:// or socks5://",
    );
    expect(() => parseProxyList("http://user:hunter2@host/path")).toThrow(/^entry 1 must be/);
    try {
      parseProxyList("socks4://user:hunter2@host");
    } catch (error) {
      expect(String(error)).not.toContain("hunter2");
    }
  });

  it("takes turns, benches a refused egress per platform, and says when the first comes back", () => {
    const { time, now } = clock();
    const pool = new EgressPool(buildEgresses(proxies, true, SECRET), BACKOFF, now);
    const picks = () => Array.from({ length: 4 }, () => pool.pick("instagram")?.index);
    expect(picks()).toEqual([0, 1, 2, 3]);
    const first = pool.egresses[1] as Egress;
    pool.refused(first, "instagram");
    expect(picks()).toEqual([0, 2, 3, 0]);
    // YouTube still goes through it.
    expect(pool.pick("youtube", new Set([0]))?.index).toBe(1);
    for (const egress of pool.egresses) if (egress !== first) pool.refused(egress, "instagram");
    expect(pool.pick("instagram")).toBeUndefined();
    expect(pool.retryAt("instagram")).toBe(time.now + 60_000);
    expect(pool.retryAt("youtube")).toBeUndefined();
    time.now += 60_000;
    expect(pool.pick("instagram")).toBeDefined();
    const report = pool.report(["instagram"]);
    expect(report.map((r) => r.refusals)).toEqual([1, 1, 1, 1]);
    expect(JSON.stringify(report)).not.toContain("10.0.0");
  });

  it("finds the egress a token names by its id, even after the list was reordered", () => {
    const before = buildEgresses(proxies, true, SECRET);
    const after = new EgressPool(buildEgresses([...proxies].reverse(), true, SECRET), BACKOFF);
    const socks = before[3] as Egress;
    expect(after.find(socks.id)?.kind).toBe("socks5");
    expect(after.find(socks.id)?.index).toBe(1);
    expect(after.find("gone00000000")).toBeUndefined();
  });
});

describe("the Instagram session pool", () => {
  function poolWith(lines: string[], cookie?: string) {
    const dir = mkdtempSync(join(tmpdir(), "rd-sessions-"));
    const file = join(dir, "cookies.txt");
    writeFileSync(file, lines.join("\n"));
    const reports: unknown[] = [];
    const { time, now } = clock();
    const pool = new SessionPool({
      file,
      ...(cookie ? { cookie } : {}),
      backoff: BACKOFF,
      report: (event) => reports.push(event),
      now,
      checkEveryMs: 0,
    });
    return { pool, file, reports, time };
  }

  it("reads one session per line (INSTAGRAM_COOKIE first) and takes turns", () => {
    const { pool, reports } = poolWith(
      ["# ours", "sessionid=a; csrftoken=ta", "", "not a cookie", "sessionid=b"],
      "sessionid=env",
    );
    expect(pool.size).toBe(3);
    const order = Array.from({ length: 4 }, () => pool.take()?.cookie);
    expect(order).toEqual([
      "sessionid=env",
      "sessionid=a; csrftoken=ta",
      "sessionid=b",
      "sessionid=env",
    ]);
    expect(pool.take(new Set())?.csrf).toBe("ta");
    // The bad line is reported by its line number, never its text.
    expect(reports).toEqual([{ line: 4, problem: "has no sessionid cookie" }]);
  });

  it("cools a refused session, sets a logged-out one aside for good and reports it once", () => {
    const { pool, reports, time } = poolWith(["sessionid=a", "sessionid=b", "sessionid=c"]);
    const [a, b, c] = [pool.take(), pool.take(), pool.take()] as InstagramSession[];
    pool.refused(a as InstagramSession);
    pool.lost(b as InstagramSession, "logged_out");
    pool.lost(b as InstagramSession, "logged_out");
    expect(reports).toEqual([{ index: 1, state: "logged_out" }]);
    expect([pool.take()?.index, pool.take()?.index]).toEqual([2, 2]);
    pool.lost(c as InstagramSession, "challenged");
    expect(pool.take()).toBeUndefined();
    expect(pool.retryAt()).toBe(time.now + 60_000);
    time.now += 60_000;
    expect(pool.take()?.index).toBe(0);
    expect(pool.report().map((s) => s.state)).toEqual(["ready", "logged_out", "challenged"]);
  });

  it("re-reads the file when it changes; a replaced line is a fresh session", () => {
    const { pool, file, reports } = poolWith(["sessionid=a", "sessionid=b"]);
    pool.lost(pool.take() as InstagramSession, "logged_out");
    writeFileSync(file, "sessionid=a\nsessionid=b\nsessionid=new-one\n");
    expect(pool.size).toBe(3);
    // The unchanged logged-out line stays aside; the others take turns.
    const seen = new Set(Array.from({ length: 4 }, () => pool.take()?.cookie));
    expect(seen).toEqual(new Set(["sessionid=b", "sessionid=new-one"]));
    writeFileSync(file, "sessionid=a2\n");
    expect(pool.take()?.cookie).toBe("sessionid=a2");
    expect(reports).toHaveLength(1);
  });
});

describe("methods that keep failing", () => {
  it("step aside after failures in a row, are probed once the cool-down ends, and come back", () => {
    const { time, now } = clock();
    const breaker = new MethodBreaker({ threshold: 3, ...BACKOFF }, now);
    const key = "instagram.polaris";
    breaker.failed(key);
    breaker.neutral(key);
    breaker.failed(key);
    expect(breaker.allow(key)).toBe(true);
    breaker.failed(key);
    expect(breaker.state(key)).toBe("open");
    expect(Array.from({ length: 10 }, () => breaker.allow(key))).toEqual(Array(10).fill(false));
    time.now += 60_000;
    // One probe at a time.
    expect([breaker.allow(key), breaker.allow(key)]).toEqual([true, false]);
    breaker.failed(key);
    expect(breaker.state(key)).toBe("open");
    time.now += 60_000;
    expect(breaker.allow(key)).toBe(false);
    time.now += 60_000;
    expect(breaker.allow(key)).toBe(true);
    breaker.succeeded(key);
    expect(breaker.state(key)).toBe("closed");
    expect(breaker.report()).toEqual([]);
  });
});
