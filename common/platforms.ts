import type { MediaErrorCode } from "./media-api.js";

/**
 * What the browser knows of each platform the server reads (server/media/platforms/): how
 * visitors call it, what its links may name, which screen its shared links open, and the
 * sentences of the reasons only it gives. A new platform adds one entry to PLATFORMS; the
 * link form's copy and the "not supported" sentence are written from the list.
 * Why: docs/decisions/026-platform-folders.md
 */
export interface BrowserPlatform {
  /** Its name as visitors know it. */
  label: string;
  /** The article its name takes ("an Instagram link"). */
  article: "a" | "an";
  /** What its links may name, with the article ("an Instagram reel, post, story"). */
  linkTo: string;
  /** The downloader screen a link shared to the site opens, when not the reels screen. */
  screenFor?(url: URL): "story" | "post" | undefined;
  /** Sentences of the error codes only this platform gives. */
  reasons?: Partial<Record<MediaErrorCode, string>>;
}

const instagram = {
  label: "Instagram",
  article: "an",
  linkTo: "an Instagram reel, post, story",
  screenFor(url: URL) {
    // ddinstagram mirrors Instagram's paths; the server accepts its links too.
    if (!/(^|\.)(?:dd)?instagram\.com$/i.test(url.hostname)) return undefined;
    if (/^\/stories\//i.test(url.pathname)) return "story";
    if (/^\/(?:[\w.]+\/)?p\//i.test(url.pathname)) return "post";
    return undefined;
  },
} as const satisfies BrowserPlatform;

const youtube = {
  label: "YouTube",
  article: "a",
  linkTo: "a YouTube video",
  // Each its own reason (docs/decisions/019-youtube-clients-and-muxing.md).
  reasons: {
    members_only: "This video is only available to the channel's members.",
    age_restricted: "This video is age-restricted, and YouTube shows it only to signed-in viewers.",
    geo_blocked: "This video is not available in the country this server is in.",
    live_stream: "Live streams can be downloaded once they have ended.",
    upcoming: "This video has not been published yet. Try again once it has premiered.",
    removed: "This video has been removed or does not exist.",
  },
} as const satisfies BrowserPlatform;

/** Every platform, in the order the link form names them (server/media/platforms/index.ts too). */
const LISTED = [instagram, youtube] as const;
export const PLATFORMS: readonly BrowserPlatform[] = LISTED;

type ReasonCodes<P> = P extends { reasons: infer R } ? keyof R : never;
/** The error codes whose sentence a platform gives. */
export type PlatformReasonCode = ReasonCodes<(typeof LISTED)[number]>;

/** Every platform's own reasons (a code belongs to one platform). */
export const PLATFORM_REASONS = Object.assign(
  {},
  ...PLATFORMS.map((p) => p.reasons ?? {}),
) as Record<PlatformReasonCode, string>;

/** "a", "a or b", "a, b or c". */
function either(words: readonly string[]): string {
  return words.length < 2
    ? (words[0] ?? "")
    : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

const names = either(PLATFORMS.map((p) => p.label));

/** The link field's label and placeholder ("Instagram or YouTube link"). */
export const LINK_FIELD = {
  label: `${names} link`,
  placeholder: `Paste ${PLATFORMS[0]?.article ?? "a"} ${names} link here`,
} as const;

/** What the "not supported" answer tells the visitor to paste instead. */
export const SUPPORTED_LINKS = `Paste a link to ${either(PLATFORMS.map((p) => p.linkTo))}.`;
