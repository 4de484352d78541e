/**
 * Every public page in some languages, in Chromium: status, `lang`, `dir`, the alternates,
 * and no English sentence of ours left on screen. Split across files so they run in parallel.
 * Why: docs/decisions/034-languages.md
 */
import { describe, expect, it } from "vitest";
import { en } from "../../common/catalogs/en.js";
import { LANGUAGES, type LanguageCode, localizedPath } from "../../common/languages.js";
import { PUBLIC_PATHS } from "../../common/public-pages.js";
import { DEMO_POSTS, seedDemoPosts } from "../../scripts/seed.js";
import { useApp } from "../app/use-app.js";
import { watchPageErrors } from "./page-watch.js";

const POST = DEMO_POSTS[0]?.slug ?? "";
const PATHS = [...PUBLIC_PATHS, `/blogs/${POST}`, "/no-such-page"];

/**
 * Our English sentences a visitor could read: catalog messages of four words or more, cut at
 * their placeholders (a piece of four words or more must not show).
 */
const SENTENCES = Object.values(en)
  .flatMap((message) => message.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/))
  .map((piece) => piece.trim())
  .filter((piece) => piece.split(/\s+/).length >= 4);

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
      it("answers in the language, with every alternate and no English sentence left", async () => {
        // A browser that prefers this language: no offer of another one covers the page.
        const context = await app.browser.newContext({
          viewport: { width: 1280, height: 900 },
          locale: language.tag,
        });
        const page = await context.newPage();
        const errors = watchPageErrors(page);
        for (const english of PATHS) {
          const path = localizedPath(language, english);
          const response = await page.goto(`${app.url}${path}`);
          const missing = english === "/no-such-page";
          expect(response?.status(), path).toBe(missing ? 404 : 200);
          const html = page.locator("html");
          expect(await html.getAttribute("lang"), path).toBe(language.tag);
          expect(await html.getAttribute("dir"), path).toBe(language.dir);
          if (!missing) {
            const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
              links.map((l) => [
                l.getAttribute("hreflang"),
                new URL(l.getAttribute("href") ?? "").pathname,
              ]),
            );
            expect(alternates, path).toEqual([
              ...LANGUAGES.map((l) => [l.tag, localizedPath(l, english)]),
              ["x-default", english],
            ]);
            const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
            expect(new URL(canonical ?? "").pathname, path).toBe(path);
          }
          if (language.code === "en") continue;
          // Posts stay as their authors wrote them: only the page's own words are checked. (A detached
          // copy's innerText is its textContent, so scripts and templates go too.)
          const text = await page.evaluate(() => {
            const copy = document.body.cloneNode(true) as HTMLElement;
            for (const el of copy.querySelectorAll(
              "script, style, template, article > h1, article > div:last-child, [data-testid=post-grid] h2, [data-testid=post-grid] p",
            ))
              el.remove();
            return copy.innerText;
          });
          const left = SENTENCES.filter((s) => text.includes(s));
          expect(left, path).toEqual([]);
        }
        // Hydrated without a mismatch; the missing page's own 404 is the one error expected.
        expect(errors.filter((e) => !e.includes("404 (Not Found)"))).toEqual([]);
        expect(await context.cookies()).toEqual([]);
        await context.close();
      });
    },
  );
}
