import { DOWNLOADER_PAGES } from "./downloader-pages.js";
import { LANDING_PLATFORMS } from "./platforms.js";

/** The written pages, which no domain owns. */
export const WRITTEN_PAGES = ["/about-us", "/terms", "/privacy"] as const;

/** The platforms' landing pages (docs/decisions/042-platform-pages.md). */
export const LANDING_PAGES: readonly string[] = LANDING_PLATFORMS.map((p) => p.landing);

/**
 * Every public page that is not a post, by its English path; every language repeats it
 * under its prefix. The sitemap's pages part lists exactly these, so a new public page (a
 * platform's landing page) is added here. Blog posts add `/blogs/<slug>`.
 */
export const PUBLIC_PATHS: readonly string[] = [
  ...Object.values(DOWNLOADER_PAGES).map((page) => page.path),
  ...LANDING_PAGES,
  "/blogs",
  ...WRITTEN_PAGES,
];
