/**
 * What a browser sends when it loads a page at the top level (an address typed, a link
 * followed): the sites that answer only a browser with the post's data (Facebook, Instagram,
 * Threads, TikTok, Reddit's session) are asked so, as cobalt, yt-dlp and gallery-dl ask them.
 * `more` adds headers, or replaces one in its place (Threads' own `accept`).
 */
export function navigationHeaders(
  userAgent: string,
  more: Readonly<Record<string, string>> = {},
): Record<string, string> {
  return {
    "user-agent": userAgent,
    accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
    "accept-language": "en-US,en;q=0.9",
    "sec-fetch-dest": "document",
    "sec-fetch-mode": "navigate",
    "sec-fetch-site": "none",
    ...more,
  };
}

/** What a browser adds to a navigation the person started (typed, clicked). */
export const BY_USER: Readonly<Record<string, string>> = {
  "sec-fetch-user": "?1",
  "upgrade-insecure-requests": "1",
};
