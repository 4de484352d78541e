import { describe, expect, it } from "vitest";
import { useApp } from "../test-support/app/use-app.js";
import { auditPage } from "../test-support/browser/axe.js";
import { watchText } from "../test-support/browser/page-watch.js";

const NAV = [
  ["Home", "/", "Download Instagram Reels"],
  ["Stories", "/stories", "Download Instagram Stories"],
  ["Photos", "/photos", "Download Instagram Posts"],
  ["Hashtags", "/hashtags", "Download Instagram Hashtags"],
  ["Audio", "/audio", "Download Instagram Audio"],
  ["Blogs", "/blogs", "Blog Posts"],
] as const;

const STATIC = [
  ["About Us", "/about-us", "About Us"],
  ["Terms & Conditions", "/terms", "Terms & Conditions"],
  ["Privacy Policy", "/privacy", "Privacy Policy"],
] as const;

const app = useApp({ browser: true });

const open = (path: string) => app.open(path, { status: path === "/nope" ? 404 : 200 });

describe("public shell", () => {
  it("shows the header, tagline and footer on every shell page", async () => {
    const { page, errors } = await open("/");
    await expect(
      page.getByRole("link", { name: "Instagram Reels Downloader" }).count(),
    ).resolves.toBe(1);
    expect(await page.locator("header").innerText()).toContain(
      "Download Instagram reels, stories, photos and videos instantly",
    );
    const footer = await page.locator("footer").innerText();
    expect(footer).toContain("for the Instagram community");
    expect(footer).toContain(`© ${new Date().getFullYear()}`);
    expect(footer).toContain("All rights reserved.");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("navigates every nav link client-side and moves the highlight", async () => {
    const { page, errors } = await open("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, path, heading] of NAV) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await page.waitForURL(`${app.url}${path}`);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      const current = nav.locator('[aria-current="page"]');
      expect(await current.count()).toBe(1);
      expect(await current.innerText()).toBe(label);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows 'Loading posts...' while the blog list loads after a click from another screen", async () => {
    const { page } = await open("/");
    // Hold the list's document back so the loading state is visible (the blog is plain HTML
    // with plain links: docs/decisions/027-fast-public-pages.md).
    await page.route(
      (url) => url.pathname === "/blogs",
      async (route) => {
        await new Promise((r) => setTimeout(r, 700));
        await route.continue();
      },
    );
    const loading = await watchText(page, "Loading posts...");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Blogs" })
      .click();
    await loading.shown;
    await page.getByText("No blog posts found").waitFor();
    expect(await page.getByText("Loading posts...").count()).toBe(0);
    await page.close();
  });

  it("opens each footer page with its own title and description", async () => {
    const { page } = await open("/");
    const titles = new Set<string>();
    for (const [label, path, heading] of STATIC) {
      await page.getByRole("contentinfo").getByRole("link", { name: label }).click();
      await page.waitForURL(`${app.url}${path}`);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      titles.add(await page.title());
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(50);
    }
    expect(titles.size).toBe(3);
    await page.close();
  });

  it("has six sections on Terms and Privacy, and the four steps on About", async () => {
    for (const path of ["/terms", "/privacy"]) {
      const { page } = await open(path);
      expect(await page.locator("article section h2").count()).toBe(6);
      await page.close();
    }
    const { page } = await open("/about-us");
    expect(await page.getByText(/^Step \d:/).count()).toBe(4);
    expect(await page.locator("body").innerText()).toMatch(/public profiles/);
    await page.close();
  });

  it("answers 404 with the fallback screen for an unknown route", async () => {
    const { page } = await open("/nope");
    await page.getByRole("heading", { name: "Unexpected Application Error!" }).waitFor();
    expect(await page.getByTestId("error-detail").innerText()).toContain("404");
    await page.close();
  });

  it("fits a 320 px phone without horizontal scrolling", async () => {
    const page = await app.browser.newPage({ viewport: { width: 320, height: 640 } });
    for (const path of ["/", "/privacy", "/blogs"]) {
      await page.goto(`${app.url}${path}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.close();
  });

  // The downloader screens are audited by downloader.test.ts, on the same build.
  it.each(["/blogs", ...STATIC.map((s) => s[1]), "/nope"])(
    "%s has one <h1>, headings axe accepts and no serious or critical axe violation",
    async (path) => {
      const { page } = await open(path);
      expect(await page.locator("h1").count()).toBe(1);
      expect(await auditPage(page)).toEqual({ serious: [], headings: [] });
      await page.close();
    },
  );
});

describe("operations", () => {
  it("reports health with the database", async () => {
    const res = await fetch(`${app.url}/healthz`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { checks: { database: { ok: boolean } } };
    expect(body.checks.database.ok).toBe(true);
  });

  it("sends security headers and no cookie on public pages", async () => {
    for (const path of ["/", "/blogs", "/privacy", "/nope", "/healthz"]) {
      const res = await fetch(`${app.url}${path}`);
      expect(res.headers.get("set-cookie"), path).toBeNull();
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      // Cached pages allow their own inline scripts by hash, others by a per-response nonce.
      // Why: docs/decisions/021-page-cache-and-csp.md
      if (path !== "/healthz")
        expect(res.headers.get("content-security-policy")).toMatch(
          /script-src 'self' '(nonce|sha256)-/,
        );
    }
  });

  it("caches hashed assets immutably", async () => {
    const html = await (await fetch(`${app.url}/`)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const res = await fetch(`${app.url}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });

  it("answers unknown API paths with JSON 404", async () => {
    const res = await fetch(`${app.url}/api/nothing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: "not_found" } });
  });
});
