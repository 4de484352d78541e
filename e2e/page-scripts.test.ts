import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_POSTS, seedDemoPosts } from "../scripts/seed.js";
import { useApp } from "../test-support/app/use-app.js";
import { downloadedBytes } from "../test-support/browser/downloads.js";
import { makeSampleMedia } from "../test-support/media-files.js";
import { startRapidApiWithCdn } from "../test-support/stand-ins/rapidapi.js";
import { useStandIn } from "../test-support/use-stand-in.js";

/**
 * What JavaScript the public pages load (docs/decisions/027-fast-public-pages.md): none from
 * the framework on the blog and written pages, only the downloader island on its screens,
 * and the form works whether the visitor is faster than the island or not.
 */

const REEL = "C3xYzAbCdEf";
const REEL_LINK = `https://www.instagram.com/reel/${REEL}/`;
const post = DEMO_POSTS[0] as (typeof DEMO_POSTS)[number];

const media = useStandIn(makeSampleMedia);
const service = useStandIn(() =>
  startRapidApiWithCdn({
    files: { "/v/reel.mp4": { body: media.mp4, type: "video/mp4" } },
    answers: { [REEL]: ["/v/reel.mp4"] },
  }),
);
const app = useApp({
  browser: true,
  env: () => service.env,
  seed: async (db) => {
    await seedDemoPosts(db);
  },
});

/** Scripts the page fetched (modules and classic scripts; inline ones are not requests). */
function scriptRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    if (request.resourceType() === "script") seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

async function openCounting(path: string, status = 200) {
  const context = await app.browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  const scripts = scriptRequests(page);
  const response = await page.goto(`${app.url}${path}`);
  expect(response?.status(), path).toBe(status);
  return { page, context, errors, scripts };
}

describe("pages without framework JavaScript", () => {
  for (const path of ["/blogs", `/blogs/${post.slug}`, "/about-us", "/terms", "/privacy"]) {
    it(`${path} loads no script file and has no module script or preload`, async () => {
      const { page, context, errors, scripts } = await openCounting(path);
      await page.waitForLoadState("networkidle");
      expect(scripts).toEqual([]);
      expect(await page.locator("script[src], script[type=module]").count()).toBe(0);
      expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("the unknown page's error screen loads no script file either", async () => {
    const { page, context, errors, scripts } = await openCounting("/nope", 404);
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    expect(errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
    await context.close();
  });

  it("pages the blog with plain links and shows local dates from the inline script", async () => {
    const { page, context, scripts } = await openCounting(`/blogs/${post.slug}`);
    expect(await page.getByRole("link", { name: "Back to Blogs" }).getAttribute("href")).toBe(
      "/blogs",
    );
    expect(await page.locator("time[data-local-date]").innerText()).toMatch(
      /\d{1,2}(st|nd|rd|th) \w+, \d{4} at \d{1,2}:\d{2} (AM|PM), \w+day/,
    );
    await page.getByRole("link", { name: "Back to Blogs" }).click();
    await page.getByRole("heading", { level: 1, name: "Blog Posts" }).waitFor();
    expect(scripts).toEqual([]);
    await context.close();
  });
});

describe("downloader island", () => {
  it("loads only the island's files, never the framework's client", async () => {
    const { page, context, errors, scripts } = await openCounting("/");
    await page.waitForLoadState("networkidle");
    // Hydrated when idle: the Paste button is the island's.
    await page.getByRole("button", { name: "Paste" }).waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((p) => /^\/assets\/island-[\w-]+\.js$/.test(p))).toBe(true);
    expect(await page.locator("script[src]").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("takes a link submitted before the island has loaded and downloads it once it has", async () => {
    const { page, context, errors, scripts } = await openCounting("/");
    // Hold the island back: the visitor is faster than the network.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.startsWith("/assets/island-"),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const field = page.getByLabel("Social media or video link");
    await field.fill(REEL_LINK);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download", exact: true }).click();
    expect(await page.getByRole("button", { name: "Paste" }).count()).toBe(0);
    expect(page.url()).toBe(`${app.url}/`);
    release();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`instagram-reel-${REEL}.mp4`);
    expect((await downloadedBytes(download)).equals(media.mp4)).toBe(true);
    expect(scripts.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("answers a submit right after load as after hydration, and keeps the field's text", async () => {
    const { page, context, errors } = await openCounting("/stories");
    const field = page.getByLabel("Social media or video link");
    await field.fill("not a link");
    await page.getByRole("button", { name: "Download", exact: true }).click();
    // The island's own validation answers, with the text the visitor typed.
    await page.locator("form [role=alert]").filter({ hasText: /\S/ }).waitFor();
    expect(await field.inputValue()).toBe("not a link");
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(errors).toEqual([]);
    await context.close();
  });
});
