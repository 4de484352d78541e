/**
 * The platforms' landing pages in Chromium (docs/decisions/042-platform-pages.md): each in
 * English and one other language, with its heading, alternates and no serious axe violation;
 * the footer's "Supported sites" reaching them; a link shared to the installed app opening its
 * platform's page; a landing page's form taking any supported link, to real bytes.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CATALOGS } from "../common/catalogs/index.js";
import { LANGUAGES, type LanguageCode, languageOf, localizedPath } from "../common/languages.js";
import { LANDING_PLATFORMS, PLATFORMS } from "../common/platforms.js";
import { useApp } from "../test-support/app/use-app.js";
import { seriousViolations } from "../test-support/browser/axe.js";
import { downloadedBytes } from "../test-support/browser/downloads.js";
import { makeSampleMedia } from "../test-support/media-files.js";
import { startRapidApiWithCdn } from "../test-support/stand-ins/rapidapi.js";
import { useStandIn } from "../test-support/use-stand-in.js";

const POST = "C4pQrStUvWx";
const media = useStandIn(makeSampleMedia);
// The only provider is the RapidAPI stand-in, which reads Instagram only: another platform's
// link is answered without any request, so no test reaches a platform.
const service = useStandIn(() =>
  startRapidApiWithCdn({
    files: {
      "/i/one.jpg": { body: media.jpegs[0] as Buffer, type: "image/jpeg" },
      "/i/two.jpg": { body: media.jpegs[1] as Buffer, type: "image/jpeg" },
    },
    answers: { [POST]: ["/i/one.jpg", "/i/two.jpg"] },
  }),
);
const app = useApp({
  browser: true,
  env: () => ({ ...service.env, PAGE_RENDERS_PER_MINUTE: "0" }),
});

/**
 * Each page in English and in another language, a different one per page (eleven pages, eleven
 * other languages), so every language's words are met.
 */
const OTHER: LanguageCode[] = ["es", "ar", "de", "hi", "ru", "tr", "vi", "fr", "it", "pt", "id"];
const CASES = LANDING_PLATFORMS.flatMap((platform, i) =>
  (["en", OTHER[i % OTHER.length] ?? "es"] as const).map((code) => [
    localizedPath(languageOf(code), platform.landing),
    platform,
    code,
  ]),
) as [string, (typeof LANDING_PLATFORMS)[number], LanguageCode][];

const field = (page: Page, code: LanguageCode = "en") =>
  page.getByLabel(CATALOGS[code]["form.label"]);

describe("each landing page", () => {
  it.each(CASES)(
    "%s: heading, language, alternates, title, no axe violation",
    async (path, platform, code) => {
      const language = languageOf(code);
      const catalog = CATALOGS[code];
      const { page, errors, close } = await app.open(path);
      expect(await page.locator("h1").innerText()).toBe(
        catalog[`platform.${platform.name}.heading`],
      );
      const html = page.locator("html");
      expect(await html.getAttribute("lang")).toBe(language.tag);
      expect(await html.getAttribute("dir")).toBe(language.dir);
      expect(await page.title()).toBe(
        catalog[`platform.${platform.name}.title`].replace("{site}", catalog["common.siteName"]),
      );
      const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
        links.map((l) => [
          l.getAttribute("hreflang"),
          new URL(l.getAttribute("href") ?? "").pathname,
        ]),
      );
      expect(alternates).toEqual([
        ...LANGUAGES.map((l) => [l.tag, localizedPath(l, platform.landing)]),
        ["x-default", platform.landing],
      ]);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical ?? "").pathname).toBe(path);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(
        catalog[`platform.${platform.name}.description`],
      );
      // The form, in the page's language, and the three steps.
      expect(await field(page, code).getAttribute("placeholder")).toBe(catalog["form.placeholder"]);
      expect(await page.locator("#main ol > li").allInnerTexts()).toEqual([
        catalog[`platform.${platform.name}.copy`],
        catalog["platform.step2"],
        catalog["platform.step3"],
      ]);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    },
  );

  it("answers from the page cache after its first render, the same for every visitor", async () => {
    const first = await fetch(`${app.url}/fr/threads`);
    await first.text();
    expect(first.headers.get("cache-control")).toMatch(/public.*s-maxage=\d+/);
    const again = await fetch(`${app.url}/fr/threads`);
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(await again.text()).toContain(CATALOGS.fr["platform.threads.heading"]);
  });
});

describe("the footer's supported sites", () => {
  it("lists every platform on every page, in the page's language, and reaches a landing page", async () => {
    const { page, close } = await app.open("/es/blogs");
    const sites = page.getByRole("navigation", { name: CATALOGS.es["common.footer.sites"] });
    const links = await sites
      .getByRole("link")
      .evaluateAll((as) =>
        as.map((a) => [a.textContent, new URL((a as HTMLAnchorElement).href).pathname]),
      );
    expect(links).toEqual(
      PLATFORMS.map((p) => [p.label, localizedPath(languageOf("es"), p.landing ?? "/")]),
    );
    await sites.getByRole("link", { name: "Bluesky" }).click();
    await page.waitForURL(`${app.url}/es/bluesky`);
    expect(await page.locator("h1").innerText()).toBe(CATALOGS.es["platform.bsky.heading"]);
    // The spec's navigation is as it was: six items.
    const nav = page.getByRole("navigation", { name: CATALOGS.es["common.nav.label"] });
    expect(await nav.getByRole("link").count()).toBe(6);
    await close();
  });
});

describe("links shared to the installed app", () => {
  it.each([
    ["https://www.tiktok.com/@user/video/7195741644585454894", "/tiktok"],
    ["https://x.com/PopCrave/status/1877880433242771717", "/twitter"],
    ["https://www.reddit.com/r/pics/s/abc456GHIJ", "/reddit"],
    ["https://streamable.com/moo", "/streamable"],
    ["https://clips.twitch.tv/FaintLightGullWholeWheat", "/twitch"],
    ["https://t.snapchat.com/abcDEF12", "/snapchat"],
    ["https://www.loom.com/share/43d05f362f734614a2e81b4694a3a523", "/loom"],
  ])("%s opens %s with the link filled in and looked up", async (link, landing) => {
    const shared = new URLSearchParams({ title: "Look", text: `Look at this ${link} wow` });
    const { page, close } = await app.open(`/?${shared}`);
    await page.waitForURL(`${app.url}${landing}`);
    expect(await field(page).inputValue()).toBe(link);
    // Looked up at once; this server reads only Instagram links, and says so on the page.
    await expect
      .poll(() => page.locator('[role="alert"]').last().innerText())
      .toContain("Failed to download media. Please try again.");
    expect(await page.locator('[role="alert"]').last().innerText()).toContain(
      "This link is not supported.",
    );
    await close();
  });

  it("a shared link in another language's app opens the page in that language", async () => {
    const link = "https://bsky.app/profile/imlunahey.com/post/3lgajpn5dtk2t";
    const { page, close } = await app.open(`/ar?${new URLSearchParams({ url: link })}`);
    await page.waitForURL(`${app.url}/ar/bluesky`);
    expect(await field(page, "ar").inputValue()).toBe(link);
    await close();
  });
});

describe("a landing page's form", () => {
  it("takes a link of another platform: an Instagram post on /pinterest lists its files, downloaded byte for byte", async () => {
    const { page, close } = await app.open("/pinterest", { context: { acceptDownloads: true } });
    await field(page).fill(`https://www.instagram.com/p/${POST}/`);
    await page.getByRole("button", { name: "Download", exact: true }).click();
    await page.getByRole("button", { name: "Download Media 2" }).waitFor();
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Media 2" }).click();
    const bytes = await downloadedBytes(await downloading);
    expect(bytes.equals(media.jpegs[1] as Buffer)).toBe(true);
    await close();
  });
});
