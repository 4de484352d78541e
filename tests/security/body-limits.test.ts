import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines, type TestDb } from "../../test-support/databases.js";
import { startAccountsApp, type TestApp } from "../../test-support/in-process/accounts-app.js";
import { useHttpApp } from "../../test-support/in-process/use-http-app.js";
import { oversizedBody } from "../../test-support/raw-http.js";

/**
 * Finding 2: the accounts API read any body whole (256 MiB POSTs grew the process by
 * gigabytes). Every body is capped and refused with 413 while most of it is unsent.
 */
const server = useHttpApp();

const MiB = 1024 * 1024;
const sqlite = (await engines()).find((engine) => engine.name === "sqlite");
const auth = [
  "/api/auth/sign-in/email",
  "/api/auth/sign-up/email",
  "/api/auth/sign-out",
  "/api/auth/get-session",
];
let visitor = 0;
const ip = () => `10.88.0.${++visitor}`;

describe("request bodies", () => {
  it.each(auth)(
    "a declared 256 MiB body to %s is refused with 413 before it is sent",
    async (path) => {
      const status = await oversizedBody(server.url, path, {
        declared: 256 * MiB,
        sendBytes: 512 * 1024,
        headers: { Origin: server.url, "X-Forwarded-For": ip() },
      });
      expect(status).toBe(413);
    },
  );

  it.each([...auth, "/api/resolve", "/api/admin/posts", "/api/admin/images", "/login"])(
    "an undeclared (chunked) body to %s is refused with 411 before it is read",
    async (path) => {
      const status = await oversizedBody(server.url, path, {
        chunked: true,
        sendBytes: 4 * MiB,
        headers: { Origin: server.url, "X-Forwarded-For": ip() },
      });
      expect(status).toBe(411);
    },
  );

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
});

/**
 * Behind the guard no undeclared body reaches the accounts API; should one arrive (the
 * router mounted on its own), it is still cut at the cap rather than read whole.
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

  it.each(auth.slice(0, 3))("cuts a chunked body to %s at 8 KiB with 413", async (path) => {
    const status = await oversizedBody(app.url, path, {
      chunked: true,
      sendBytes: 4 * MiB,
      headers: { Origin: app.url, "X-Forwarded-For": ip() },
    });
    expect(status).toBe(413);
  });
});
