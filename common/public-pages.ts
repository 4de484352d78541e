import { DOWNLOADER_PAGES } from "./downloader-pages.js";

/** The written pages, which no domain owns. */
export const WRITTEN_PAGES = ["/about-us", "/terms", "/privacy"] as const;

/**
 * Every public page that is not a post, by its English path; every language repeats it
 * under its prefix. The sitemap's pages part lists exactly these, so a new public page (a
 * platform's landing page) is added here. Blog posts add `/blogs/<slug>`.
 */
export const PUBLIC_PATHS: readonly string[] = [
  ...Object.values(DOWNLOADER_PAGES).map((page) => page.path),
  "/blogs",
  ...WRITTEN_PAGES,
];
