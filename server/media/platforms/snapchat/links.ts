import { segments } from "../url-parts.js";

export type SnapchatSpotlightLink = {
  platform: "snapchat";
  type: "spotlight";
  id: string;
  url: string;
};
export type SnapchatShortLink = { platform: "snapchat"; type: "short"; code: string; url: string };
export type SnapchatLink = SnapchatSpotlightLink | SnapchatShortLink;

const SHORT_HOST = "t.snapchat.com";
export const SNAPCHAT_LINK_HOSTS = ["snapchat.com", "www.snapchat.com", SHORT_HOST];

/** A Spotlight id: URL-safe base64 (cobalt allows 255). */
const SPOTLIGHT_ID = /^[A-Za-z0-9_-]{8,255}$/;
/** A share code (cobalt allows 16). */
const SHORT_CODE = /^[A-Za-z0-9_-]{4,16}$/;

export function spotlightLink(id: string): SnapchatSpotlightLink {
  return {
    platform: "snapchat",
    type: "spotlight",
    id,
    url: `https://www.snapchat.com/spotlight/${id}`,
  };
}

function shortLink(code: string): SnapchatShortLink {
  return { platform: "snapchat", type: "short", code, url: `https://t.snapchat.com/${code}` };
}

function sitePath(parts: string[]): SnapchatLink | undefined {
  // `/@<user>/spotlight/<id>` names the same Spotlight as `/spotlight/<id>`.
  const rest = parts[0]?.startsWith("@") ? parts.slice(1) : parts;
  const [first, second, ...more] = rest;
  if (!second || more.length > 0) return undefined;
  if ((first === "spotlight" || first === "o") && SPOTLIGHT_ID.test(second)) {
    return spotlightLink(second);
  }
  if (first === "t" && rest === parts && SHORT_CODE.test(second)) return shortLink(second);
  return undefined;
}

/**
 * Snapchat's Spotlight links and share links (yt-dlp's and cobalt's forms).
 * Why: docs/decisions/056-snapchat-spotlight.md
 */
export function readSnapchatLink(url: URL, host: string): SnapchatLink | undefined {
  const parts = segments(url.pathname);
  if (host === SHORT_HOST) {
    const [code, ...more] = parts;
    return code && more.length === 0 && SHORT_CODE.test(code) ? shortLink(code) : undefined;
  }
  return sitePath(parts);
}
