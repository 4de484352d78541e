import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_BODY_LIMIT } from "../../server/accounts/auth-routes.js";
import { POST_BODY_LIMIT } from "../../server/blog/admin-http.js";
import { MAX_IMAGE_BYTES } from "../../server/blog/images.js";
import { redirectLogs } from "../../server/logger.js";
import { RESOLVE_BODY_LIMIT } from "../../server/media/http.js";
import { DEFAULT_BODY_LIMIT } from "../../server/web/request-guard.js";
import { engines, type TestDb } from "../../test-support/databases.js";
import { startAccountsApp, type TestApp } from "../../test-support/in-process/accounts-app.js";
import { useHttpApp } from "../../test-support/in-process/use-http-app.js";
import { oversizedBody, sendBody } from "../../test-support/raw-http.js";

/**
 * Every request body is capped by its route, in either framing: declared (Content-Length)
 * or chunked (Transfer-Encoding, what HTTP/1.1 clients send for a body of unknown length).
 * Under the cap the route answers as usual; past it the answer is 413 as the bytes arrive,
 * without waiting for the body's end, and the connection closes (finding 2, issue 21).
 */
const server = useHttpApp();
let adminToken: string;
let photo: Buffer;
/** Every log line of the run: a refused body is the client's doing, never our error. */
const logged: string[] = [];
let undoLogs: () => void = () => {};
beforeAll(async () => {
  undoLogs = redirectLogs({ write: (line: string) => logged.push(line) });
  // The first account is the owner, an admin once verified.
  adminToken = await server.account("owner@example.test", "secret1", "10.88.1.1");
  photo = await sharp({
    create: { width: 32, height: 24, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .jpeg()
    .toBuffer();
});
afterAll(() => undoLogs());

const MiB = 1024 * 1024;
const sqlite = (await engines()).find((engine) => engine.name === "sqlite");
let visitor = 0;
const ip = () => `10.88.${Math.floor(++visitor / 250)}.${(visitor % 250) + 1}`;

/** JSON text of exactly `bytes` bytes: `{"pad":"aaa..."}` plus `fields`. */
function jsonOf(bytes: number, fields: Record<string, unknown> = {}): Buffer {
  const head = JSON.stringify({ ...fields, pad: "" });
  return Buffer.from(`${head.slice(0, -2)}${"a".repeat(Math.max(0, bytes - head.length))}"}`);
}

interface Route {
  kind: string;
  target: string;
  cap: number;
  headers: () => Record<string, string>;
  /** A body under the cap and the status the route answers it with. */
  under: () => { body: Buffer; status: number };
}

const ROUTES: Route[] = [
  {
    kind: "accounts (sign-in)",
    target: "/api/auth/sign-in/email",
    cap: AUTH_BODY_LIMIT,
    headers: () => ({ "Content-Type": "application/json", Origin: server.url }),
    under: () => ({
      body: jsonOf(6 * 1024, { email: "nobody@example.test", password: "wrong-password" }),
      status: 401,
    }),
  },
  {
    kind: "accounts (password change)",
    target: "/api/account/password",
    cap: AUTH_BODY_LIMIT,
    headers: () => ({ "Content-Type": "application/json", Authorization: `Bearer ${adminToken}` }),
    // Too short a password: the route read the body and judged it.
    under: () => ({ body: jsonOf(6 * 1024, { newPassword: "x" }), status: 400 }),
  },
  {
    kind: "API (resolve)",
    target: "/api/resolve",
    cap: RESOLVE_BODY_LIMIT,
    headers: () => ({ "Content-Type": "application/json" }),
    under: () => ({ body: jsonOf(3 * 1024, { url: "not a link", kind: "reel" }), status: 400 }),
  },
  {
    kind: "API (no such endpoint)",
    target: "/api/nothing",
    cap: DEFAULT_BODY_LIMIT,
    headers: () => ({ "Content-Type": "application/json" }),
    under: () => ({ body: jsonOf(12 * 1024), status: 404 }),
  },
  {
    kind: "posts",
    target: "/api/admin/posts",
    cap: POST_BODY_LIMIT,
    headers: () => ({ "Content-Type": "application/json", Authorization: `Bearer ${adminToken}` }),
    under: () => ({
      body: Buffer.from(
        JSON.stringify({
          title: `A long post ${++visitor}`,
          slug: `a-long-post-${visitor}`,
          author: "Ada",
          // Near the content limit (2,000,000 characters), in two-byte characters: ~3.6 MB.
          content: `<p>${"éé ".repeat(600_000)}</p>`,
          tags: [],
        }),
      ),
      status: 201,
    }),
  },
  {
    kind: "image uploads",
    target: "/api/admin/images",
    cap: MAX_IMAGE_BYTES,
    headers: () => ({ "Content-Type": "image/jpeg", Authorization: `Bearer ${adminToken}` }),
    under: () => ({ body: photo, status: 201 }),
  },
];

describe.each(ROUTES)("a body to $kind ($target)", (route) => {
  it.each([false, true])(
    "under the cap (chunked: %s) gets the route's own answer",
    async (chunked) => {
      const { body, status } = route.under();
      expect(body.length).toBeLessThan(route.cap);
      const answer = await sendBody(server.url, {
        target: route.target,
        body,
        chunked,
        headers: { ...route.headers(), "X-Forwarded-For": ip() },
      });
      expect(answer.status, answer.body.slice(0, 300)).toBe(status);
    },
  );

  it("declared over the cap is refused with 413 before any of it is sent", async () => {
    const { "Content-Type": _type, ...headers } = route.headers();
    const status = await oversizedBody(server.url, route.target, {
      declared: route.cap + 1,
      sendBytes: 0,
      headers: { ...headers, "X-Forwarded-For": ip() },
    });
    expect(status).toBe(413);
  });

  it("chunked over the cap is refused with 413 as the cap passes, and the connection closed", async () => {
    // cap + 1 bytes, and the body's end never comes: only an answer as the bytes arrive
    // can come at all.
    const answer = await sendBody(server.url, {
      target: route.target,
      body: Buffer.alloc(route.cap + 1, 0x61),
      chunked: true,
      hold: true,
      headers: { ...route.headers(), "X-Forwarded-For": ip() },
    });
    expect(answer.status, answer.body.slice(0, 200)).toBe(413);
    expect(JSON.parse(answer.body).error.code).toBe("too_large");
    expect(answer.closed).toBe(true);
  });
});

describe("request bodies", () => {
  it.each([
    "/api/resolve",
    "/api/admin/posts",
    "/api/account/password",
    "/api/admin/images",
    "/login",
    "/api/nothing",
  ])("a declared 600 MiB body to %s gets a 4xx, never a 500", async (path) => {
    const status = await oversizedBody(server.url, path, {
      declared: 600 * MiB,
      sendBytes: 256 * 1024,
      headers: { Origin: server.url, "X-Forwarded-For": ip() },
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it.each(["/api/admin/posts", "/api/admin/images"])(
    "a chunked body the route does not read (%s without a session: 401) ends with its connection",
    async (target) => {
      // The route answers before reading; the rest of an endless body is not read for ever.
      const answer = await sendBody(server.url, {
        target,
        body: Buffer.alloc(64 * 1024, 0x61),
        chunked: true,
        hold: true,
        headers: { "Content-Type": "application/json", "X-Forwarded-For": ip() },
      });
      expect(answer.status).toBe(401);
      expect(answer.closed).toBe(true);
    },
  );
});

describe("the log", () => {
  it("holds no server error for any of the bodies above (a route still running after a 413 included)", () => {
    expect(logged.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  });
});

/**
 * The accounts router mounted on its own, without the guard in front: an undeclared body
 * is still cut at its cap rather than read whole.
 */
describe("the accounts router on its own", () => {
  let handle: TestDb;
  let app: TestApp;
  beforeAll(async () => {
    if (!sqlite) throw new Error("SQLite is always available");
    handle = await sqlite.open();
    app = await startAccountsApp(handle.db, {});
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it.each(["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/auth/sign-out"])(
    "cuts a chunked body to %s at 8 KiB with 413",
    async (path) => {
      const status = await oversizedBody(app.url, path, {
        chunked: true,
        sendBytes: 4 * MiB,
        headers: { Origin: app.url, "X-Forwarded-For": ip() },
      });
      expect(status).toBe(413);
    },
  );
});
