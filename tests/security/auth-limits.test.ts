import { describe, expect, it } from "vitest";
import { useHttpApp } from "../../test-support/in-process/use-http-app.js";
import { rawRequest } from "../../test-support/raw-http.js";

/**
 * Finding 1: better-auth resolves dot segments, `%2e`, doubled slashes, a trailing slash
 * and (for some routes) case on its own, so a limiter that matched only the canonical
 * spelling let every other spelling through unlimited.
 */
const server = useHttpApp();

const SPELLINGS: Array<(prefix: string, path: string) => string> = [
  (b, p) => `${b}/.${p}`,
  (b, p) => `${b}/x/..${p}`,
  (b, p) => `${b}/${p}`,
  (b, p) => `${b}/%2e${p}`,
  (b, p) => `${b}/%2E${p}`,
  (b, p) => `${b}${p}/`,
  (b, p) => `${b.toUpperCase()}${p.toUpperCase()}`,
  (b, p) => `${b.replace("/api", "/Api")}${p}`,
  (b, p) => `${b}${p}/.`,
  (b, p) => `${b}${p.replace("/", "//")}`,
];

interface Limited {
  /** Where the endpoint is mounted; the spellings play with both parts. */
  prefix?: string;
  path: string;
  points: number;
  body: (n: number) => unknown;
}

const LIMITED: Limited[] = [
  {
    path: "/sign-in/email",
    points: 10,
    body: (n) => ({ email: `si${n}@example.test`, password: "wrong-password" }),
  },
  {
    path: "/sign-up/email",
    points: 5,
    body: (n) => ({ email: `su${n}-${Date.now()}@example.test`, password: "secret12", name: "x" }),
  },
  { path: "/request-password-reset", points: 5, body: (n) => ({ email: `rp${n}@example.test` }) },
  { path: "/send-verification-email", points: 5, body: (n) => ({ email: `sv${n}@example.test` }) },
  {
    path: "/reset-password",
    points: 10,
    body: () => ({ token: "not-a-token", newPassword: "secret12" }),
  },
  { path: "/sign-out", points: 30, body: () => ({}) },
  {
    prefix: "/api",
    path: "/resolve",
    points: 30,
    body: () => ({ url: "not a link", kind: "reel" }),
  },
];

let visitor = 0;
const nextIp = () => `10.77.${Math.floor(++visitor / 250)}.${(visitor % 250) + 1}`;

/** Our own refusals: the limiter, or a path refused before routing. */
function refusedByUs(status: number, body: string): boolean {
  if (status === 429) return true;
  try {
    const code = (JSON.parse(body) as { error?: { code?: string } }).error?.code;
    return code === "rate_limited" || code === "bad_path" || code === "not_found";
  } catch {
    return false;
  }
}

describe.each(LIMITED)("the limit on $path", ({ prefix = "/api/auth", path, points, body }) => {
  it("holds for every spelling of the path once the window is spent", async () => {
    const ip = nextIp();
    const send = (target: string, n: number) =>
      rawRequest(server.url, {
        method: "POST",
        target,
        headers: {
          "Content-Type": "application/json",
          Origin: server.url,
          "X-Forwarded-For": ip,
        },
        body: JSON.stringify(body(n)),
      });
    for (let n = 0; n < points; n++) {
      const answer = await send(`${prefix}${path}`, n);
      expect(answer.status, answer.body).not.toBe(429);
    }
    const served: string[] = [];
    for (const [i, spell] of SPELLINGS.entries()) {
      const target = spell(prefix, path);
      const answer = await send(target, points + i);
      expect(answer.status, `${target}: ${answer.body}`).toBeLessThan(500);
      if (!refusedByUs(answer.status, answer.body)) served.push(`${target} -> ${answer.status}`);
    }
    expect(served).toEqual([]);
  });
});
