import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startHttpApp } from "../../test-support/in-process/http-app.js";
import { listen, type Running } from "../../test-support/stand-ins/http-server.js";

/**
 * Issue 36, item 4: nothing bounded how many lookups a process ran at once, and twenty
 * Facebook pages read together held 1 to 2 GB. With LOOKUPS_IN_FLIGHT=2 and a Facebook that
 * answers 20 MB pages and holds them open, two lookups reach it and every other one is
 * answered at once `rate_limited` with Retry-After (cobalt's `rate_exceeded` on its door);
 * once a slot is free, lookups go on. Why: docs/decisions/064-bounded-work-and-closed-doors.md
 */
const PAGE_MB = 20;
const MB = Buffer.alloc(1024 * 1024, "<!-- padding -->\n");

let facebook: Running;
let app: RunningServer;
const held: ServerResponse[] = [];
/** While true, each page is held open until `release()`; after, pages end at once. */
let holdPages = true;
let open = 0;
let mostOpen = 0;
let opened: (() => void) | undefined;

beforeAll(async () => {
  facebook = await listen((_req, res) => {
    open++;
    mostOpen = Math.max(mostOpen, open);
    res.once("close", () => open--);
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.write("<!DOCTYPE html><html><head><title>Facebook</title></head><body>");
    for (let i = 0; i < PAGE_MB; i++) res.write(MB);
    if (!holdPages) return void res.end("</body></html>");
    // The page ends when the test lets it: the lookup holds its 20 MB until then.
    held.push(res);
    opened?.();
  });
  app = await startHttpApp({
    MEDIA_PROVIDERS: "builtin",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    FACEBOOK_WEB_ORIGIN: facebook.origin,
    RESOLVE_CACHE_SECONDS: "0",
    LOOKUPS_IN_FLIGHT: "2",
  });
});
afterAll(async () => {
  for (const res of held) res.end("</body></html>");
  await app?.close();
  await facebook?.close();
});

function lookup(id: number, path = "/api/resolve") {
  const url = `https://www.facebook.com/reel/${1_000_000_000 + id}`;
  return fetch(`${app.url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      "x-forwarded-for": `10.36.4.${id}`,
    },
    body: JSON.stringify(path === "/api/resolve" ? { url, kind: "reel" } : { url }),
  });
}

/** Resolves once the stand-in holds `count` pages open. */
function holding(count: number): Promise<void> {
  return new Promise((resolve) => {
    const look = () => {
      if (held.filter((res) => !res.writableEnded).length >= count) {
        opened = undefined;
        resolve();
      } else opened = look;
    };
    look();
  });
}

function release(): void {
  holdPages = false;
  for (const res of held) if (!res.writableEnded) res.end("</body></html>");
}

describe("lookups in flight in one process", () => {
  it("lets LOOKUPS_IN_FLIGHT reach the platform and refuses the rest at once", async () => {
    const first = [lookup(1), lookup(2)];
    await holding(2);
    const refused = await Promise.all([3, 4, 5, 6, 7, 8].map((id) => lookup(id)));
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBe("2");
      // The wait is this server's: no `retryAfter` that would blame the platform.
      expect(await res.json()).toEqual({
        error: {
          code: "rate_limited",
          reason: "server_busy",
          params: { wait: 2 },
          message: "Too many requests. Please wait 2 seconds and try again.",
        },
      });
    }
    const cobalt = await lookup(9, "/api/cobalt/");
    expect(cobalt.status).toBe(429);
    expect(cobalt.headers.get("retry-after")).toBe("2");
    expect(await cobalt.json()).toEqual({
      status: "error",
      error: { code: "error.api.rate_exceeded", context: { limit: 2 } },
    });
    expect(mostOpen).toBe(2);
    expect(facebook.requests).toHaveLength(2);

    release();
    for (const res of await Promise.all(first)) expect(res.status).not.toBe(429);
    // The slots are free again: the next lookups reach the platform.
    const before = facebook.requests.length;
    for (const res of await Promise.all([lookup(10), lookup(11)])) {
      expect(res.status).not.toBe(429);
    }
    expect(facebook.requests.length).toBeGreaterThan(before);
    expect(mostOpen).toBe(2);
  });
});
