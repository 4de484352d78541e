/** The English app manifest; server/http/manifest.ts writes each language's from it. */
export const MANIFEST_BASE = {
  id: "/",
  name: "Instagram Reels Downloader",
  short_name: "Reels Downloader",
  description:
    "Download public Instagram reels, stories, photos and audio, YouTube videos, and posts from TikTok, X, Facebook, Threads, Reddit, Pinterest, Bluesky, Streamable, Twitch, Snapchat, Loom, bilibili, OK.ru and VK, by pasting or sharing a link.",
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
