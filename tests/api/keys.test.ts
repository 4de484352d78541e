import { randomBytes } from "node:crypto";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AmbiguousKey,
  createApiKey,
  findApiKey,
  keyTarget,
  listApiKeys,
  revokeApiKey,
} from "../../server/api/keys.js";
import { engines } from "../../test-support/databases.js";
import { type RunningServer, startHttpApp } from "../../test-support/in-process/http-app.js";
import {
  type InstagramStandIn,
  instagramEnv,
  startInstagramStandIn,
} from "../../test-support/stand-ins/instagram.js";

/**
 * API keys (docs/decisions/044-public-api.md): stored as hashes on both engines, made and
 * revoked in the admin API, sent three ways, limited per key, refused when unknown, and
 * API_KEYS_REQUIRED telling the site's screens from other callers.
 */
const REEL = "https://www.instagram.com/reel/CrGkUHUL7_y/";

let ig: InstagramStandIn;
beforeAll(async () => {
  ig = await startInstagramStandIn();
});
afterAll(() => ig?.close());

describe.each(await engines())("keys on $name", (engine) => {
  it("keeps only a hash, finds keys in force, frees a revoked key's name", async () => {
    const { db, close } = await engine.open();
    try {
      const { key, secret } = await createApiKey(db, { name: "bot" });
      expect(secret).toMatch(/^rdk_[\w-]{43}$/);
      expect(key).toMatchObject({ name: "bot", perMinute: 60, start: secret.slice(0, 8) });
      const row = await db.selectFrom("api_keys").selectAll().executeTakeFirstOrThrow();
      expect(Object.values(row).some((value) => String(value).includes(secret))).toBe(false);
      expect(await findApiKey(db, secret)).toEqual({ id: key.id, perMinute: 60 });
      await expect(createApiKey(db, { name: "bot" })).rejects.toThrow(/already has this name/);
      expect(await revokeApiKey(db, { either: "bot" })).toMatchObject({ id: key.id });
      expect(await findApiKey(db, secret)).toBeNull();
      const again = await createApiKey(db, { name: "bot", perMinute: 5 });
      expect((await listApiKeys(db)).map((k) => [k.name, k.revokedAt === null])).toEqual(
        expect.arrayContaining([
          ["bot", false],
          ["bot", true],
        ]),
      );
      expect(await revokeApiKey(db, { either: again.key.id })).toMatchObject({ name: "bot" });
      expect(await revokeApiKey(db, { either: "bot" })).toBeNull();

      // A name that is another key's id names neither (issue 36, item 9).
      const victim = await createApiKey(db, { name: "victim" });
      const named = await createApiKey(db, { name: victim.key.id });
      await expect(revokeApiKey(db, keyTarget(victim.key.id))).rejects.toThrow(AmbiguousKey);
      expect(await findApiKey(db, victim.secret)).not.toBeNull();
      expect(await findApiKey(db, named.secret)).not.toBeNull();
      expect(await revokeApiKey(db, keyTarget(`name:${victim.key.id}`))).toMatchObject({
        id: named.key.id,
      });
      expect(await findApiKey(db, victim.secret)).not.toBeNull();
      expect(await revokeApiKey(db, keyTarget(`id:${victim.key.id}`))).toMatchObject({
        name: "victim",
      });
    } finally {
      await close();
    }
  });
});

function lookup(
  app: RunningServer,
  headers: Record<string, string>,
  path = "/api/resolve",
  body: unknown = { url: REEL, kind: "reel" },
) {
  return fetch(`${app.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

describe("keys through the app", () => {
  let app: RunningServer;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    app = await startHttpApp(instagramEnv(ig));
    // The first account is the owner, an admin; the second is not.
    admin = await app.account("owner@example.test");
    member = await app.account("member@example.test", "secret1", "10.200.0.2");
  });
  afterAll(() => app?.close());

  const adminCall = (path: string, init: RequestInit, token = admin) =>
    fetch(`${app.url}${path}`, {
      ...init,
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${token}`,
        ...init.headers,
      },
    });

  it("lets only admins see, make and revoke keys, and shows a key once", async () => {
    expect((await fetch(`${app.url}/api/admin/api-keys`)).status).toBe(401);
    expect((await adminCall("/api/admin/api-keys", {}, member)).status).toBe(403);
    const made = await adminCall("/api/admin/api-keys", {
      method: "POST",
      body: JSON.stringify({ name: "discord bot", perMinute: 2 }),
    });
    expect(made.status).toBe(201);
    const { key, secret } = (await made.json()) as { key: { id: string }; secret: string };
    const bad = await adminCall("/api/admin/api-keys", {
      method: "POST",
      body: JSON.stringify({ name: "", perMinute: 0 }),
    });
    expect(bad.status).toBe(400);
    const taken = await adminCall("/api/admin/api-keys", {
      method: "POST",
      body: JSON.stringify({ name: "discord bot" }),
    });
    expect(taken.status).toBe(409);

    // Sent three ways; each use counts against the key's 2 a minute, not the visitor's.
    const first = await lookup(app, {
      authorization: `Bearer ${secret}`,
      "x-forwarded-for": "10.1.0.1",
    });
    expect(first.status).toBe(200);
    expect(first.headers.get("ratelimit-policy")).toBe('"key";q=2;w=60');
    expect(first.headers.get("ratelimit")).toMatch(/^"key";r=1;t=\d+$/);
    const second = await lookup(app, { "x-api-key": secret, "x-forwarded-for": "10.1.0.2" });
    expect(second.status).toBe(200);
    const third = await lookup(app, { authorization: `Api-Key ${secret}` });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await third.json()) as { error: { code: string } }).error.code).toBe("rate_limited");

    const listed = await adminCall("/api/admin/api-keys", {});
    const text = await listed.text();
    expect(text).not.toContain(secret);
    const { keys } = JSON.parse(text) as { keys: { id: string; lastUsedAt: string | null }[] };
    expect(keys.find((k) => k.id === key.id)?.lastUsedAt).toEqual(expect.any(String));

    expect(
      (await adminCall(`/api/admin/api-keys/${key.id}`, { method: "DELETE" }, member)).status,
    ).toBe(403);
    expect((await adminCall(`/api/admin/api-keys/${key.id}`, { method: "DELETE" })).status).toBe(
      200,
    );
    const revoked = await lookup(app, { authorization: `Bearer ${secret}` });
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toEqual({
      error: { code: "invalid_api_key", message: "This API key is unknown or has been revoked." },
    });
  });

  it("never takes a session for a key, nor a key for a session", async () => {
    const { secret } = await createApiKey(app.db, { name: "not a session" });
    expect((await adminCall("/api/admin/me", {}, secret)).status).toBe(401);
    const session = await lookup(app, { authorization: `Bearer ${admin}` });
    expect(session.status).toBe(401);
    expect(((await session.json()) as { error: { code: string } }).error.code).toBe(
      "invalid_api_key",
    );
    const twoKeys = await lookup(app, { authorization: `Bearer ${secret}`, "x-api-key": "other" });
    expect(twoKeys.status).toBe(401);
  });

  it("counts made-up keys against their address before looking them up: a burst is 429", async () => {
    // Issue 36, item 2: 60 of 60 well-formed random keys from one address were each a hash and
    // a database read, answered 401.
    const madeUp = () => `rdk_${randomBytes(32).toString("base64url")}`;
    const burst = await Promise.all(
      Array.from({ length: 60 }, () =>
        lookup(app, { authorization: `Bearer ${madeUp()}`, "x-forwarded-for": "10.36.2.1" }),
      ),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    const refused = burst.find((res) => res.status === 429) as Response;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("ratelimit-policy")).toBe('"visitor";q=30;w=60');
    // cobalt's door counts on the same budget, in its own words.
    const cobalt = await lookup(
      app,
      { authorization: `Api-Key ${madeUp()}`, "x-forwarded-for": "10.36.2.1" },
      "/api/cobalt/",
      { url: REEL },
    );
    expect([cobalt.status, await cobalt.json()]).toEqual([
      429,
      { status: "error", error: { code: "error.api.rate_exceeded", context: { limit: 60 } } },
    ]);

    // A key in force gives back what it was lent: 40 lookups with it leave the address its 30.
    const { secret } = await createApiKey(app.db, { name: "lender", perMinute: 100 });
    for (let i = 0; i < 40; i++) {
      const res = await lookup(app, { "x-api-key": secret, "x-forwarded-for": "10.36.2.2" });
      expect(res.status).toBe(200);
    }
    const visitor = await lookup(app, { "x-forwarded-for": "10.36.2.2" });
    expect(visitor.headers.get("ratelimit")).toMatch(/^"visitor";r=29;t=\d+$/);
  });

  it("counts callers without a key as visitors, with the same headers", async () => {
    const res = await lookup(app, { "x-forwarded-for": "10.1.0.9" });
    expect(res.status).toBe(200);
    expect(res.headers.get("ratelimit-policy")).toBe('"visitor";q=30;w=60');
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-expose-headers")).toContain("RateLimit-Policy");
  });
});

describe("API_KEYS_REQUIRED", () => {
  let app: RunningServer;
  beforeAll(async () => {
    app = await startHttpApp({
      ...instagramEnv(ig),
      API_KEYS_REQUIRED: "true",
      SCREEN_SESSION_LOOKUPS: "3",
    });
  });
  afterAll(() => app?.close());

  /** What the page does: a challenge, its work (here in Node, as any script may), a session. */
  async function screenSession(ip: string): Promise<{ token: string; body: unknown }> {
    const asked = await fetch(`${app.url}/api/screen-session`, {
      headers: { "x-forwarded-for": ip },
    });
    const { challenge } = (await asked.json()) as { challenge: Challenge };
    const solution = await solveChallenge({ challenge, deriveKey });
    const body = { challenge, solution };
    const bought = await redeem(ip, body);
    expect(bought.status).toBe(200);
    const { token } = (await bought.json()) as { token: string };
    return { token, body };
  }

  const redeem = (ip: string, body: unknown) =>
    fetch(`${app.url}/api/screen-session`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify(body),
    });

  it("closes the lookups to callers without a key, whatever headers they copy", async () => {
    // Issue 36, item 1: a copy of a page's headers was looked up as the page.
    const host = new URL(app.url).host;
    const callers: Record<string, string>[] = [
      {},
      { "sec-fetch-site": "cross-site", origin: "https://elsewhere.example" },
      { "sec-fetch-site": "same-site", origin: `https://www.${host}` },
      { origin: "https://elsewhere.example" },
      { "sec-fetch-site": "same-origin", origin: app.url },
      { origin: app.url },
      { "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors", referer: `${app.url}/` },
    ];
    const statuses = await Promise.all(
      callers.map(async (headers, i) => {
        const res = await lookup(app, { ...headers, "x-forwarded-for": `10.2.0.${i + 1}` });
        return res.status;
      }),
    );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401]);
    const refused = await lookup(app, {});
    expect(refused.headers.get("www-authenticate")).toBe('Bearer realm="api"');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      "api_key_required",
    );
  });

  it("spends a session's lookups for every link of a batch (issue 35)", async () => {
    const { token } = await screenSession("10.2.1.9");
    const batch = (urls: string[]) =>
      lookup(
        app,
        { "x-screen-session": token, "x-forwarded-for": "10.2.1.9" },
        "/api/resolve/batch",
        {
          urls,
        },
      );
    expect((await batch([REEL, REEL])).status).toBe(200);
    // One lookup left of three: a batch of two is refused whole, the page buys another.
    const spent = await batch([REEL, REEL]);
    expect(spent.status).toBe(401);
    expect(((await spent.json()) as { error: { code: string } }).error.code).toBe(
      "screen_session_ended",
    );
  });

  it("opens them to the screen's proof of work: a session of its lookups, from its address", async () => {
    const { token, body } = await screenSession("10.2.1.1");
    const withSession = (ip: string, session = token) =>
      lookup(app, { "x-screen-session": session, "x-forwarded-for": ip });
    for (let i = 0; i < 3; i++) expect((await withSession("10.2.1.1")).status).toBe(200);
    // SCREEN_SESSION_LOOKUPS spent: the page is told to buy another.
    const spent = await withSession("10.2.1.1");
    expect(spent.status).toBe(401);
    expect(((await spent.json()) as { error: { code: string } }).error.code).toBe(
      "screen_session_ended",
    );
    // One solved challenge buys one session.
    const again = await redeem("10.2.1.1", body);
    expect([
      again.status,
      ((await again.json()) as { error: { code: string } }).error.code,
    ]).toEqual([401, "proof_refused"]);

    const fresh = await screenSession("10.2.1.2");
    // Another address, a changed expiry or a made-up session: not this session.
    expect((await withSession("10.2.1.3", fresh.token)).status).toBe(401);
    const [sid, expires, mac] = fresh.token.split(".");
    const later = `${sid}.${Number(expires) + 3_600_000}.${mac}`;
    expect((await withSession("10.2.1.2", later)).status).toBe(401);
    expect((await withSession("10.2.1.2", "not.a.session")).status).toBe(401);
    expect((await withSession("10.2.1.2", fresh.token)).status).toBe(200);

    // A wrong answer, a tampered challenge: no session.
    const asked = await fetch(`${app.url}/api/screen-session`, {
      headers: { "x-forwarded-for": "10.2.1.4" },
    });
    const { challenge } = (await asked.json()) as { challenge: Challenge };
    const wrong = await redeem("10.2.1.4", {
      challenge,
      solution: { counter: 1, derivedKey: "00".repeat(32) },
    });
    expect(wrong.status).toBe(401);
    const solution = await solveChallenge({ challenge, deriveKey });
    const longer = {
      ...challenge,
      parameters: {
        ...challenge.parameters,
        expiresAt: Number(challenge.parameters.expiresAt) + 3600,
      },
    };
    const tampered = await redeem("10.2.1.4", { challenge: longer, solution });
    expect(tampered.status).toBe(401);
    expect((await redeem("10.2.1.4", { challenge, solution })).status).toBe(200);
  });

  it("opens them to a key, on cobalt's protocol too, whose refusal is cobalt's", async () => {
    const { secret } = await createApiKey(app.db, { name: "bot" });
    expect((await lookup(app, { authorization: `Bearer ${secret}` })).status).toBe(200);
    const cobalt = (headers: Record<string, string>) =>
      lookup(app, { accept: "application/json", ...headers }, "/api/cobalt/", { url: REEL });
    const { token } = await screenSession("10.2.2.1");
    const without = await cobalt({ "x-screen-session": token, "x-forwarded-for": "10.2.2.1" });
    expect([without.status, await without.json()]).toEqual([
      400,
      { status: "error", error: { code: "error.api.auth.key.missing" } },
    ]);
    expect((await cobalt({ authorization: `Api-Key ${secret}` })).status).toBe(200);
  });
});
