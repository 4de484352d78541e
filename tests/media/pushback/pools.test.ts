import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildEgresses, type Egress, EgressPool } from "../../../server/media/egress/pool.js";
import { parseProxyList } from "../../../server/media/egress/proxy-url.js";
import {
  backoffMs,
  type CooldownEvent,
  Cooldowns,
} from "../../../server/media/pushback/cooldown.js";
import { type BreakerEvent, MethodBreaker } from "../../../server/media/pushback/method-breaker.js";
import {
  type Session as InstagramSession,
  type SessionEvent,
  SessionPool,
} from "../../../server/media/pushback/sessions.js";

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
    expect(cooldowns.strike("a").until).toBe(time.now + 60_000);
    time.now += 60_000;
    expect(cooldowns.cooling("a")).toBe(false);
    const sentBefore = time.now - 1;
    expect(cooldowns.strike("a").until).toBe(time.now + 120_000);
    // An answer to a request sent before the refusal does not lift the bench...
    cooldowns.answered("a", sentBefore);
    expect(cooldowns.state("a").strikes).toBe(2);
    // ...one after it starts the back-off over.
    time.now += 120_000;
    cooldowns.answered("a");
    expect(cooldowns.strike("a").until).toBe(time.now + 60_000);
    // A platform's Retry-After wins when it asks for longer.
    expect(cooldowns.strike("b", 300_000).until).toBe(time.now + 300_000);
  });

  it("counts the refusals of one burst once: requests already on their way when the rest began", () => {
    const { time, now } = clock();
    const cooldowns = new Cooldowns(BACKOFF, now);
    // Twenty lookups sent together; every one meets the 429 burst, one after the other.
    const sent = time.now;
    time.now += 100;
    const first = cooldowns.strike("egress", 0, sent);
    expect(first).toEqual({ until: time.now + 60_000, started: true });
    for (let n = 0; n < 19; n++) {
      time.now += 50;
      expect(cooldowns.strike("egress", 0, sent).started).toBe(false);
    }
    expect(cooldowns.state("egress").strikes).toBe(1);
    expect(cooldowns.state("egress").until).toBe(first.until);
    // A longer Retry-After in the same burst still lengthens the rest, without a strike.
    cooldowns.strike("egress", 600_000, sent);
    expect(cooldowns.state("egress")).toEqual({ strikes: 1, until: time.now + 600_000 });
    // A request sent after the rest began and refused again is the next strike.
    time.now += 600_001;
    expect(cooldowns.strike("egress", 0, time.now - 1).started).toBe(true);
    expect(cooldowns.state("egress").strikes).toBe(2);
  });
});

describe("learnt budgets", () => {
  it("paces a key to what the platform answered in the window before it refused", () => {
    const { time, now } = clock();
    const cooldowns = new Cooldowns({ baseMs: 10_000, maxMs: 60_000 }, now);
    // Seven sent, four answered, the fifth refused while two more were still on their way.
    for (let n = 0; n < 7; n++) {
      cooldowns.use("egress");
      if (n < 4) cooldowns.answered("egress");
      time.now += 1000;
    }
    cooldowns.strike("egress", 0, time.now - 3000);
    // The budget is the 4 answered, not the 6 sent before the refusal.
    time.now += 10_000;
    expect(cooldowns.cooling("egress")).toBe(true);
    time.now = 1_000_000 + 61_000 + 1;
    expect(cooldowns.cooling("egress")).toBe(true);
    time.now = 1_000_000 + 63_000 + 1;
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

describe("one state for every process", () => {
  it("a rest, a lesson and the requests sent reach every process, each burst counted once", () => {
    const { time, now } = clock();
    const wire: Cooldowns[] = [];
    const send = (from: number) => (event: CooldownEvent) => {
      for (const [n, other] of wire.entries()) if (n !== from) other.apply(event);
    };
    wire.push(new Cooldowns(BACKOFF, now, send(0)), new Cooldowns(BACKOFF, now, send(1)));
    const [a, b] = wire as [Cooldowns, Cooldowns];
    // Both processes send into one burst and both are refused: one strike everywhere.
    const sent = time.now;
    a.use("egress");
    b.use("egress");
    time.now += 10;
    a.strike("egress", 0, sent);
    b.strike("egress", 0, sent);
    expect([a.state("egress"), b.state("egress")]).toEqual([
      { strikes: 1, until: time.now - 10 + 10 + 60_000 },
      { strikes: 1, until: time.now + 60_000 },
    ]);
    expect(b.cooling("egress")).toBe(true);
    // Replayed twice (through the primary and through Redis), an event is applied once by the
    // bus; applied twice anyway, a strike of the same burst changes nothing.
    b.apply({ k: "strike", key: "egress", at: time.now, sent, retry: 0 });
    expect(b.state("egress").strikes).toBe(1);
  });

  it("a method steps aside, is probed once, and comes back for every process", () => {
    const { time, now } = clock();
    const wire: MethodBreaker[] = [];
    const send = (from: number) => (event: BreakerEvent) => {
      for (const [n, other] of wire.entries()) if (n !== from) other.apply(event);
    };
    const options = { threshold: 3, ...BACKOFF };
    wire.push(new MethodBreaker(options, now, send(0)), new MethodBreaker(options, now, send(1)));
    const [a, b] = wire as [MethodBreaker, MethodBreaker];
    a.failed("m");
    b.failed("m");
    a.failed("m");
    expect([a.state("m"), b.state("m")]).toEqual(["open", "open"]);
    time.now += 60_000;
    expect([a.allow("m"), b.allow("m")]).toEqual([true, false]);
    a.succeeded("m");
    expect([a.state("m"), b.state("m")]).toEqual(["closed", "closed"]);
  });

  it("a session set aside in one process is aside in all, reported once", () => {
    const dir = mkdtempSync(join(tmpdir(), "rd-sessions-"));
    const file = join(dir, "cookies.txt");
    writeFileSync(file, "sessionid=a\nsessionid=b\n");
    const reports: unknown[] = [];
    const pools: SessionPool[] = [];
    const make = (from: number) =>
      new SessionPool({
        platform: "instagram",
        file,
        fileVariable: "INSTAGRAM_COOKIES_FILE",
        required: ["sessionid"],
        backoff: BACKOFF,
        report: (event) => reports.push(event),
        checkEveryMs: 0,
        share: (event: SessionEvent) => {
          for (const [n, other] of pools.entries()) if (n !== from) other.apply(event);
        },
      });
    pools.push(make(0), make(1));
    const [a, b] = pools as [SessionPool, SessionPool];
    a.lost(a.take() as InstagramSession, "logged_out");
    a.refused(a.take() as InstagramSession);
    expect(b.report().map((s) => s.state)).toEqual(["logged_out", "cooling"]);
    expect(b.take()).toBeUndefined();
    expect(reports).toEqual([{ platform: "instagram", index: 0, state: "logged_out" }]);
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
      platform: "instagram",
      fileVariable: "INSTAGRAM_COOKIES_FILE",
      required: ["sessionid"],
      csrfCookie: "csrftoken",
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
    expect(reports).toEqual([
      { platform: "instagram", line: 4, problem: "has no sessionid cookie" },
    ]);
  });

  it("cools a refused session, sets a logged-out one aside for good and reports it once", () => {
    const { pool, reports, time } = poolWith(["sessionid=a", "sessionid=b", "sessionid=c"]);
    const [a, b, c] = [pool.take(), pool.take(), pool.take()] as InstagramSession[];
    pool.refused(a as InstagramSession);
    pool.lost(b as InstagramSession, "logged_out");
    pool.lost(b as InstagramSession, "logged_out");
    expect(reports).toEqual([{ platform: "instagram", index: 1, state: "logged_out" }]);
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
  it("forgets lines rotated out of the file: what it remembers stays bounded", () => {
    const { pool, file } = poolWith(["sessionid=first"]);
    for (let n = 0; n < 20; n++) {
      writeFileSync(file, `sessionid=s${n}\nsessionid=t${n}\nno cookie here ${n}\n`);
      const session = pool.take() as InstagramSession;
      pool.refused(session);
      pool.lost(pool.take() as InstagramSession, "logged_out");
    }
    // Two sessions and one bad line of the last version of the file, nothing of the 57 before.
    expect(pool.remembered()).toBe(3);
    expect(pool.report().map((s) => s.state)).toEqual(["cooling", "logged_out"]);
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
