import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oversizedBody } from "./raw-http.js";
import { type RunningServer, startServer } from "./support.js";

/**
 * Finding 2: the accounts API read any body whole (256 MiB POSTs grew the process by
 * gigabytes). Every body is capped and refused with 413 while most of it is unsent.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const MiB = 1024 * 1024;
let visitor = 0;
const ip = () => `10.88.0.${++visitor}`;

describe("request bodies", () => {
  const auth = [
    "/api/auth/sign-in/email",
    "/api/auth/sign-up/email",
    "/api/auth/sign-out",
    "/api/auth/get-session",
  ];
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

  it.each(auth.slice(0, 3))(
    "an undeclared (chunked) body to %s is cut at the cap with 413",
    async (path) => {
      const status = await oversizedBody(server.url, path, {
        chunked: true,
        sendBytes: 4 * MiB,
        headers: { Origin: server.url, "X-Forwarded-For": ip() },
      });
      expect(status).toBe(413);
    },
  );

  it.each([
    "/api/resolve",
    "/api/posts",
    "/api/account/password",
    "/api/images",
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
