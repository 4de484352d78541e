import { en } from "./catalogs/en.js";

/** The English app manifest; server/http/manifest.ts writes each language's from it. */
export const MANIFEST_BASE = {
  id: "/",
  name: "Instagram Reels Downloader",
  short_name: "Reels Downloader",
  // Every platform, as the English catalog lists them (each language's manifest has its own).
  description: en["seo.manifest.description"],
  lang: "en",
  start_url: "/",
  scope: "/",
  display: "standalone",
  orientation: "portrait",
  background_color: "#ffffff",
  theme_color: "#d6246e",
  categories: ["utilities", "photo", "entertainment"],
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    {
      src: "/icons/maskable-192.png",
      sizes: "192x192",
      type: "image/png",
      purpose: "maskable",
    },
    {
      src: "/icons/maskable-512.png",
      sizes: "512x512",
      type: "image/png",
      purpose: "maskable",
    },
    { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
  ],
  share_target: {
    action: "/",
    method: "GET",
    params: { title: "title", text: "text", url: "url" },
  },
  shortcuts: [
    {
      name: "Stories",
      url: "/stories",
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }],
    },
    {
      name: "Photos",
      url: "/photos",
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }],
    },
    {
      name: "Audio",
      url: "/audio",
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }],
    },
  ],
};
