/**
 * Every public page in some languages: status, `lang`, `dir`, the alternates, the canonical
 * link and no English sentence of ours left, read from the server's HTML for every page; then
 * in Chromium, hydrated without an error and with no English sentence on screen, for every page
 * that is not a platform's landing page and for one landing page a language (the landing pages
 * are one template, and platform-pages.test.ts opens each in two languages). Split across files
 * so they run in parallel. Why: docs/decisions/034-languages.md, 070-a-suite-that-fits.md
 */
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { en } from "../../common/catalogs/en.js";
import {
  LANGUAGES,
  type Language,
  type LanguageCode,
  localizedPath,
} from "../../common/languages.js";
import { LANDING_PAGES, PUBLIC_PATHS } from "../../common/public-pages.js";
import { DEMO_POSTS, seedDemoPosts } from "../../scripts/seed.js";
import { useApp } from "../app/use-app.js";
import { watchPageErrors } from "./page-watch.js";

const POST = DEMO_POSTS[0]?.slug ?? "";
const PATHS = [...PUBLIC_PATHS, `/blogs/${POST}`, "/no-such-page"];
const MISSING = "/no-such-page";

/**
 * Our English sentences a visitor could read: catalog messages of four words or more, cut at
 * their placeholders (a piece of four words or more must not show).
 */
const SENTENCES = Object.values(en)
  .flatMap((message) => message.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/))
  .map((piece) => piece.trim())
  .filter((piece) => piece.split(/\s+/).length >= 4);

/**
 * What is not the page's own words: scripts, styles, templates, and posts as their authors
 * wrote them (a post's title and body, the cards' titles and excerpts).
 */
const NOT_OURS =
  "script, style, template, article > h1, article > div:last-child, [data-testid=post-grid] h2, [data-testid=post-grid] p";

/** The English sentences of ours in `text`. */
const englishIn = (text: string) => SENTENCES.filter((s) => text.includes(s));

/** The alternates a page of `english` must list: every language, then x-default. */
const alternatesOf = (english: string) => [
  ...LANGUAGES.map((l) => [l.tag, localizedPath(l, english)]),
  ["x-default", english],
];

/** The pages Chromium hydrates in `language`: all but the landing pages, and one of those. */
function browserPaths(language: Language): string[] {
  const landing = LANDING_PAGES[LANGUAGES.indexOf(language) % LANDING_PAGES.length];
  return PATHS.filter((path) => !LANDING_PAGES.includes(path) || path === landing);
}

export function useLanguageSweep(codes: readonly LanguageCode[]): void {
  const app = useApp({
    browser: true,
    seed: async (db) => {
      await seedDemoPosts(db);
    },
    env: { PAGE_RENDERS_PER_MINUTE: "0" },
  });

  describe.each(LANGUAGES.filter((l) => codes.includes(l.code)).map((l) => [l.code, l] as const))(
    "every public page in %s",
    (_code, language) => {
      it("the server's HTML: status, language, every alternate, and no English sentence", async () => {
        for (const english of PATHS) {
          const path = localizedPath(language, english);
          const response = await fetch(`${app.url}${path}`, {
            headers: { "accept-language": language.tag },
          });
          expect(response.status, path).toBe(english === MISSING ? 404 : 200);
          const root = parse(await response.text());
          const html = root.querySelector("html");
          expect(html?.getAttribute("lang"), path).toBe(language.tag);
          expect(html?.getAttribute("dir"), path).toBe(language.dir);
          if (english !== MISSING) {
            const alternates = root
              .querySelectorAll('link[rel="alternate"][hreflang]')
              .map((l) => [
                l.getAttribute("hreflang"),
                new URL(l.getAttribute("href") ?? "").pathname,
              ]);
            expect(alternates, path).toEqual(alternatesOf(english));
            const canonical = root.querySelector('link[rel="canonical"]')?.getAttribute("href");
            expect(new URL(canonical ?? "").pathname, path).toBe(path);
          }
          if (language.code === "en") continue;
          const body = root.querySelector("body");
          for (const el of body?.querySelectorAll(NOT_OURS) ?? []) el.remove();
          expect(englishIn(body?.textContent ?? ""), path).toEqual([]);
        }
      });

      it("in Chromium: hydrated without an error, no English sentence on screen, no cookie", async () => {
        // A browser that prefers this language: no offer of another one covers the page.
        const context = await app.browser.newContext({
          viewport: { width: 1280, height: 900 },
          locale: language.tag,
        });
        const page = await context.newPage();
        const errors = watchPageErrors(page);
        for (const english of browserPaths(language)) {
          const path = localizedPath(language, english);
          const response = await page.goto(`${app.url}${path}`);
          expect(response?.status(), path).toBe(english === MISSING ? 404 : 200);
          expect(await page.locator("html").getAttribute("lang"), path).toBe(language.tag);
          if (language.code === "en") continue;
          // What hydration left in the page, less scripts, templates and posts.
          const text = await page.evaluate((selector) => {
            const copy = document.body.cloneNode(true) as HTMLElement;
            for (const el of copy.querySelectorAll(selector)) el.remove();
            return copy.textContent ?? "";
          }, NOT_OURS);
          expect(englishIn(text), path).toEqual([]);
        }
        // Hydrated without a mismatch; the missing page's own 404 is the one error expected.
        expect(errors.filter((e) => !e.includes("404 (Not Found)"))).toEqual([]);
        expect(await context.cookies()).toEqual([]);
        await context.close();
      });
    },
  );
}
