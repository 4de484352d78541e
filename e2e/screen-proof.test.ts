import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useApp } from "../test-support/app/use-app.js";
import { startRapidApiWithCdn } from "../test-support/stand-ins/rapidapi.js";
import { useStandIn } from "../test-support/use-stand-in.js";

/**
 * Issue 36, item 1, in a real browser: with API_KEYS_REQUIRED the Photos screen still looks a
 * post up, by buying a lookup session with the proof of work its worker solves (no cookie,
 * no other host), and sends it as X-Screen-Session; its next lookup reuses the session.
 * Why: docs/decisions/063-screen-proof-of-work.md
 */
const POST = "C4pQrStUvWx";
const jpeg = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#3a6" } })
    .jpeg()
    .toBuffer();

const service = useStandIn(async () =>
  startRapidApiWithCdn({
    files: {
      "/i/one.jpg": { body: await jpeg(), type: "image/jpeg" },
      "/i/two.jpg": { body: await jpeg(), type: "image/jpeg" },
    },
    answers: { [POST]: ["/i/one.jpg", "/i/two.jpg"] },
  }),
);
const app = useApp({
  browser: true,
  env: () => ({ ...service.env, API_KEYS_REQUIRED: "true", SCREEN_SESSION_LOOKUPS: "5" }),
});

describe("the site's screens with API_KEYS_REQUIRED", () => {
  it("look a post up by solving the proof of work in a worker, then reuse the session", async () => {
    const { page, errors, close } = await app.open("/photos");
    const asked: string[] = [];
    const sessions: (string | undefined)[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.host !== new URL(app.url).host) asked.push(url.host);
      if (url.pathname === "/api/screen-session") asked.push(`${request.method()} ${url.pathname}`);
      if (url.pathname === "/api/resolve") sessions.push(request.headers()["x-screen-session"]);
    });
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(new URL(worker.url()).pathname));

    for (let round = 0; round < 2; round++) {
      await page
        .getByLabel("Social media or video link")
        .fill(`https://www.instagram.com/p/${POST}/`);
      await page.getByRole("button", { name: "Download", exact: true }).first().click();
      await page.getByRole("heading", { name: "2 items found" }).waitFor();
    }

    // One purchase: a challenge, its answer; then two lookups with the session, one without.
    expect(asked).toEqual(["GET /api/screen-session", "POST /api/screen-session"]);
    expect(sessions[0]).toBeUndefined();
    expect(sessions.slice(1)).toEqual([expect.any(String), expect.any(String)]);
    expect(sessions[1]).toBe(sessions[2]);
    expect(workers).toEqual([expect.stringMatching(/^\/assets\/screen-proof[-.][\w.-]+\.js$/)]);
    const cookies = await page.context().cookies();
    expect(cookies).toEqual([]);
    // The browser's own note about the first lookup's expected 401 is the only one.
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await close();
  });
});
