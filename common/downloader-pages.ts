/**
 * The downloader screens and their English paths; their headings, titles and descriptions are
 * messages (`seo.<kind>.*` in common/catalogs/), in every language.
 */
export const DOWNLOADER_PAGES = {
  reel: { path: "/" },
  story: { path: "/stories" },
  post: { path: "/photos" },
  hashtag: { path: "/hashtags" },
  audio: { path: "/audio" },
} as const;

export type DownloaderKind = keyof typeof DOWNLOADER_PAGES;
