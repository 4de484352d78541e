import type { Page, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ar } from "../common/catalogs/ar.js";
import { es } from "../common/catalogs/es.js";
import { LANGUAGES } from "../common/languages.js";
import { DEMO_POSTS, seedDemoPosts } from "../scripts/seed.js";
import { readSitemap } from "../test-support/app/sitemap.js";
import { useApp } from "../test-support/app/use-app.js";
import { seriousViolations } from "../test-support/browser/axe.js";
import { watchPageErrors } from "../test-support/browser/page-watch.js";

// Many pages from one address: the render limit is lifted (docs/decisions/025-request-hardening.md).
const app = useApp({
  browser: true,
  seed: async (db) => {
    await seedDemoPosts(db);
  },
  env: { PAGE_RENDERS_PER_MINUTE: "0" },
});

const POST = DEMO_POSTS[0]?.slug ?? "";

async function page(path: string, options: { locale?: string; width?: number } = {}) {
  const context = await app.browser.newContext({
    locale: options.locale ?? "en-US",
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  const tab = await context.newPage();
  const cookies: string[] = [];
  tab.on("response", (r: Response) => {
    const header = r.headers()["set-cookie"];
    if (header) cookies.push(`${r.url()}: ${header}`);
  });
  await tab.goto(`${app.url}${path}`);
  await tab.waitForLoadState("networkidle");
  return { page: tab, context, cookies };
}

const field = (p: Page) => p.locator("form input[name=url]");
const submit = (p: Page) => p.locator("form button[type=submit]");

describe("the link form in Spanish and Arabic", () => {
  it.each([
    ["/es", es],
    ["/ar", ar],
  ] as const)("%s: label, placeholder, checks and the server's answer by code", async (path, t) => {
    const { page: p, context } = await page(path, { locale: path.slice(1) });
    const errors = watchPageErrors(p);
    expect(await p.getByLabel(t["form.label"]).count()).toBe(1);
    expect(await field(p).getAttribute("placeholder")).toBe(t["form.placeholder"]);
    await field(p).fill("not a link");
    await submit(p).click();
    await expect.poll(() => p.locator("form [role=alert]").innerText()).toBe(t["form.urlInvalid"]);
    // Our server answers `unsupported_link` with its English sentence: the page says it by code.
    await field(p).fill("https://example.com/some/video");
    await submit(p).click();
    const box = p.locator("section [role=alert]").last();
    await expect.poll(() => box.innerText()).toContain(t["form.failureMedia"]);
    expect(await box.innerText()).toContain(t["reason.unsupported_link"]);
    expect(await box.innerText()).not.toContain("not supported");
    // The island hydrated the server's markup in the page's language: no mismatch reported.
    expect(errors.filter((e) => !e.includes("422"))).toEqual([]);
    await context.close();
  });
});

describe("Arabic, right to left", () => {
  it.each([390, 1280])(
    "at %i px: mirrored, nothing overflows, no control covers another",
    async (width) => {
      for (const path of ["/ar", "/ar/blogs", `/ar/blogs/${POST}`]) {
        const { page: p, context } = await page(path, { locale: "ar", width });
        expect(await p.locator("html").getAttribute("dir")).toBe("rtl");
        const overflow = await p.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
        // Every visible control of the header and the form, pairwise: no overlap.
        const boxes = await p.$$eval(
          "header a, header summary, header nav li a, form input, form button, main h1",
          (els) =>
            els
              // The picker's closed menu, and anything else hidden, is not on screen.
              .filter((el) =>
                el.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
              )
              .map((el) => {
                const r = el.getBoundingClientRect();
                return {
                  name: `${el.tagName}[${el.getAttribute("type") ?? ""}] ${el.textContent?.trim().slice(0, 20)}`,
                  ...r.toJSON(),
                };
              })
              .filter((b) => b.width > 0 && b.height > 0),
        );
        const overlaps: string[] = [];
        for (let i = 0; i < boxes.length; i++) {
          for (let j = i + 1; j < boxes.length; j++) {
            const a = boxes[i];
            const b = boxes[j];
            if (!a || !b) continue;
            const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            // From md up, Paste sits inside the field by design (the field leaves it room).
            const pasteInField =
              a.name.startsWith("INPUT[url]") && b.name.startsWith("BUTTON[button]");
            if (x > 1 && y > 1 && !pasteInField) overlaps.push(`${a.name} / ${b.name}`);
          }
        }
        expect(overlaps, `${path} at ${width}px`).toEqual([]);
        if (path === "/ar") {
          // The field starts on the right; the button (or Paste) sits to its left on wide screens.
          const input = await field(p).boundingBox();
          const button = await submit(p).boundingBox();
          if (width >= 768 && input && button) expect(button.x).toBeLessThan(input.x);
        }
        if (path.startsWith("/ar/blogs/")) {
          // The back arrow points the way back: to the right, mirrored.
          const scale = await p
            .locator("main > a svg")
            .first()
            .evaluate((svg) => getComputedStyle(svg).scale);
          expect(scale).toMatch(/^-1\b/);
        }
        await context.close();
      }
    },
  );
});

describe("accessibility in other languages", () => {
  it("has no serious axe violation with the picker open, or with the offer bar shown", async () => {
    const { page: p, context } = await page("/ar/about-us", { locale: "ar" });
    await p.getByTestId("language-picker").locator("summary").click();
    expect(await seriousViolations(p)).toEqual([]);
    await context.close();
    const offered = await page("/hi", { locale: "es" });
    await offered.page.locator("#language-suggestion").waitFor();
    expect(await seriousViolations(offered.page)).toEqual([]);
    await offered.context.close();
  });
});

describe("the language picker", () => {
  it("keeps the visitor on the same page in the new language, with its query", async () => {
    const { page: p, context, cookies } = await page("/es/about-us", { locale: "es" });
    await p.getByTestId("language-picker").locator("summary").click();
    await p.getByRole("link", { name: "Deutsch" }).click();
    await p.waitForURL(`${app.url}/de/about-us`);
    expect(await p.locator("html").getAttribute("lang")).toBe("de");
    await p.getByRole("heading", { level: 1, name: "Über uns" }).waitFor();
    await p.getByTestId("language-picker").locator("summary").click();
    await p.getByRole("link", { name: "English" }).click();
    await p.waitForURL(`${app.url}/about-us`);
    await p.getByRole("heading", { level: 1, name: "About Us" }).waitFor();
    expect(await p.locator("html").getAttribute("lang")).toBe("en");

    await p.goto(`${app.url}/blogs?page=1`);
    const hrefs = await p
      .getByTestId("language-picker")
      .locator("a")
      .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(hrefs).toEqual(LANGUAGES.map((l) => `${l.prefix}/blogs?page=1`));
    expect(cookies).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });
});

describe("offering the browser's language", () => {
  it("shows a Spanish browser arriving on an English page a bar to the Spanish one", async () => {
    const { page: p, context } = await page("/stories", { locale: "es-ES" });
    const bar = p.locator("#language-suggestion");
    await bar.waitFor();
    expect(await bar.getAttribute("lang")).toBe("es");
    expect(await bar.innerText()).toContain(es["common.language.suggest"]);
    await bar.getByRole("link", { name: es["common.language.switch"] }).click();
    await p.waitForURL(`${app.url}/es/stories`);
    // Arrived from our own page: nothing is offered again.
    expect(await p.locator("#language-suggestion").count()).toBe(0);
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });

  it("offers nothing when the page is in the browser's language", async () => {
    const { page: p, context } = await page("/ar", { locale: "ar-EG" });
    expect(await p.locator("#language-suggestion").count()).toBe(0);
    await context.close();
  });

  it("gives a crawler the page it asked for, whatever its Accept-Language", async () => {
    const res = await fetch(`${app.url}/`, {
      redirect: "manual",
      headers: {
        "accept-language": "es-ES,es;q=0.9",
        "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await res.text()).toMatch(/<html lang="en" dir="ltr"/);
  });
});

describe("search engines and the installed app", () => {
  it("lists every language's pages, posts included, in the sitemap's files", async () => {
    const xml = [...(await readSitemap(app.url)).files.values()].join("\n");
    for (const language of LANGUAGES) {
      for (const path of ["/stories", "/about-us", "/blogs", `/blogs/${POST}`]) {
        expect(xml).toContain(`${language.prefix}${path}</loc>`);
      }
      expect(xml).toContain(`hreflang="${language.tag}"`);
    }
    expect(xml).toContain('hreflang="x-default"');
  });

  it("names the app in the page's language in its manifest", async () => {
    const html = await (await fetch(`${app.url}/es/stories`)).text();
    expect(html).toMatch(/<link rel="manifest" href="\/es\/manifest.webmanifest"/);
    const res = await fetch(`${app.url}/es/manifest.webmanifest`);
    expect(res.headers.get("content-type")).toMatch(/application\/manifest\+json/);
    const manifest = (await res.json()) as Record<string, unknown>;
    expect(manifest.name).toBe(es["seo.manifest.name"]);
    expect(manifest.description).toBe(es["seo.manifest.description"]);
    expect(manifest.lang).toBe("es");
    expect(manifest.start_url).toBe("/es");
  });

  it("gives titles, descriptions, Open Graph and JSON-LD in the page's language", async () => {
    const html = await (await fetch(`${app.url}/ar/blogs`)).text();
    expect(html).toContain(
      `<title>${ar["seo.blogs.title"].replace("{site}", ar["common.siteName"])}</title>`,
    );
    expect(html).toContain(`content="${ar["seo.blogs.description"]}"`);
    expect(html).toContain('property="og:locale" content="ar"');
    expect(html).toMatch(/"inLanguage":"ar"/);
  });
});

describe("the page cache", () => {
  it("keeps one entry per language: each is rendered once, then served as its own language", async () => {
    for (const language of LANGUAGES) {
      const path = `${language.prefix}/photos`;
      const first = await fetch(`${app.url}${path}`);
      expect(first.headers.get("x-page-cache"), path).toBe("miss");
      await first.text();
      const second = await fetch(`${app.url}${path}`);
      expect(second.headers.get("x-page-cache"), path).toBe("hit");
      expect(await second.text()).toContain(`<html lang="${language.tag}"`);
    }
  });
});
