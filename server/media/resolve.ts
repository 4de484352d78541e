import type { MediaItem, ResolveResponse } from "../../common/media-api.js";
import { getConfig } from "../config.js";
import { logger } from "../logger.js";
import { FALLBACK_CODES, MediaError } from "./errors.js";
import { followShare } from "./extractors/instagram/share.js";
import { extensionOf } from "./file-types.js";
import { type Kind, type MediaLink, parseLink } from "./links.js";
import { recordMethodOutcome } from "./outcomes.js";
import { builtinProvider } from "./providers/builtin.js";
import { cobaltProvider } from "./providers/cobalt.js";
import { rapidapiProvider } from "./providers/rapidapi.js";
import { isStoryLink, stepsAside, storiesUnavailable } from "./providers/stories.js";
import type { CandidateQuality, MediaCandidate, Provider } from "./providers/types.js";
import { qualityItem } from "./qualities.js";
import { ffmpegAvailable } from "./tunnel/ffmpeg.js";
import { tunnelUrl } from "./tunnel/link.js";
import { archiveUrl } from "./tunnel/zip.js";
import { describeFailure, toMediaError } from "./upstream/failures.js";
import { UpstreamPolicy } from "./upstream/host-policy.js";

const PROVIDERS: Record<string, Provider> = {
  builtin: builtinProvider,
  rapidapi: rapidapiProvider,
  cobalt: cobaltProvider,
};

/** Each provider gets this long before the chain moves on (tests shorten it). */
export const resolveLimits = { providerTimeoutMs: 25_000 };

/**
 * Resolves a pasted link into downloadable items: providers are tried in the order of
 * MEDIA_PROVIDERS, moving on when one fails, times out or is rate limited (and, for a
 * story link, when one cannot read stories).
 * Why: docs/decisions/003-server-side-resolution.md
 */
export async function resolveMedia(rawUrl: unknown, kind: Kind): Promise<ResolveResponse> {
  let link = parseLink(rawUrl);
  const config = getConfig();
  const policy = new UpstreamPolicy(config);
  if (link.type === "share" && config.mediaProviders.includes("builtin")) {
    // Every provider (and the file name) is better off with the post the share link names.
    const signal = AbortSignal.timeout(resolveLimits.providerTimeoutMs);
    try {
      link = await followShare(link, { config, policy, signal });
    } catch (error) {
      if (error instanceof MediaError && !FALLBACK_CODES.has(error.code)) throw error;
      // Instagram did not answer: the providers get the share link as pasted.
    }
  }
  const chain = config.mediaProviders
    .map((name) => PROVIDERS[name])
    .filter((p): p is Provider => p?.supports(link) === true);
  if (chain.length === 0) {
    throw isStoryLink(link) ? storiesUnavailable() : new MediaError("unsupported_link");
  }

  let last: MediaError | undefined;
  for (const provider of chain) {
    const signal = AbortSignal.timeout(resolveLimits.providerTimeoutMs);
    try {
      const candidates = await provider.resolve({ link, kind }, { config, policy, signal });
      if (candidates.length === 0) throw new MediaError("not_found");
      const items = await toItems(link, kind, allowed(policy, candidates));
      recordMethodOutcome(provider.name, "resolve", "items");
      return items;
    } catch (error) {
      const failure = signal.aborted ? new MediaError("timeout") : toMediaError(error);
      recordMethodOutcome(provider.name, "resolve", failure.code);
      // Which provider failed and how; never the link.
      if (!(error instanceof MediaError)) {
        logger.warn(
          { provider: provider.name, reason: describeFailure(error) },
          "media: provider failed",
        );
      }
      if (stepsAside(link, failure)) continue;
      if (!FALLBACK_CODES.has(failure.code)) throw failure;
      last = failure;
    }
  }
  if (isStoryLink(link)) throw last ?? storiesUnavailable();
  throw last ?? new MediaError("upstream_failed");
}

function permitted(policy: UpstreamPolicy, url: string | undefined): boolean {
  if (!url) return false;
  try {
    policy.check(new URL(url));
    return true;
  } catch {
    return false;
  }
}

/**
 * Drops what the tunnel would refuse anyway (URLs off the platforms' hosts, literal private
 * addresses), so the visitor hears about it now rather than when the download starts.
 */
function allowed(policy: UpstreamPolicy, candidates: MediaCandidate[]): MediaCandidate[] {
  const kept = candidates
    .map((c) => {
      if (!c.qualities) return c;
      const qualities = c.qualities.filter(
        (q) =>
          permitted(policy, q.url) && (q.audioUrl === undefined || permitted(policy, q.audioUrl)),
      );
      return qualities.length > 0 ? { ...c, qualities } : { ...c, url: "" };
    })
    .filter((c) => permitted(policy, c.url))
    .map((c) =>
      c.thumbnail && !permitted(policy, c.thumbnail) ? { ...c, thumbnail: undefined } : c,
    );
  if (kept.length === 0) throw new MediaError("upstream_failed");
  return kept;
}

/** The part of a file name that says which post it came from. */
function subject(link: MediaLink): string {
  switch (link.type) {
    case "post":
      return link.code;
    case "story":
      return link.id ?? link.user;
    case "share":
      return link.token;
    case "video":
      return link.id;
  }
}

function extension(candidate: MediaCandidate): string {
  if (candidate.ext) return candidate.ext;
  const own = extensionOf(candidate.url);
  if (own) return own;
  return candidate.type === "video" ? "mp4" : candidate.type === "audio" ? "m4a" : "jpg";
}

function safeName(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 80);
}

/**
 * Candidates as tunnel links with their file names, and for a post of several items one
 * ZIP of them all. Why: docs/decisions/006-file-names.md, 020-download-all-zip.md
 */
async function toItems(
  link: MediaLink,
  kind: Kind,
  candidates: MediaCandidate[],
): Promise<ResolveResponse> {
  const id = safeName(subject(link));
  const site = link.platform;
  const thumbnailOf = (c: MediaCandidate, name: string) =>
    c.thumbnail
      ? tunnelUrl({ url: c.thumbnail, headers: c.headers, filename: name, disposition: "inline" })
      : undefined;

  const offered = candidates[0];
  if (offered?.qualities && candidates.length === 1) {
    const ffmpeg = offered.qualities.every((q) => q.processing === "none")
      ? true
      : (await ffmpegAvailable()).ok;
    return {
      items: [
        qualityItem(
          id,
          offered as MediaCandidate & { qualities: CandidateQuality[] },
          ffmpeg,
          (name) => thumbnailOf(offered, name),
        ),
      ],
    };
  }

  if (kind === "audio") {
    const source =
      candidates.find((c) => c.type === "audio") ?? candidates.find((c) => c.type === "video");
    if (!source) throw new MediaError("not_found", "This post has no sound to download.");
    const filename = site === "youtube" ? `youtube-audio-${id}.mp3` : `instagram-audio-${id}.mp3`;
    if (!source.mp3 && !(await ffmpegAvailable()).ok) throw new MediaError("audio_unavailable");
    const item: MediaItem = {
      type: "audio",
      download: tunnelUrl({
        url: source.url,
        headers: source.headers,
        filename,
        processing: source.mp3 ? "none" : "mp3",
      }),
      filename,
    };
    const thumbnail = thumbnailOf(source, `${filename.replace(/\.mp3$/, "")}.jpg`);
    if (thumbnail) item.thumbnail = thumbnail;
    return { items: [item] };
  }

  const many = candidates.length > 1;
  const items = candidates.map((c, index) => {
    const ext = extension(c);
    const n = index + 1;
    let base: string;
    if (site === "youtube") base = `youtube-${id}${many ? `-${n}` : ""}`;
    else if (kind === "post") base = `instagram-media-${n}`;
    else if (kind === "story") base = `instagram-story-${id}${many ? `-${n}` : ""}`;
    else base = `instagram-reel-${id}${many ? `-${n}` : ""}`;
    const filename = `${base}.${ext}`;
    const item: MediaItem = {
      type: c.type,
      download: tunnelUrl({ url: c.url, headers: c.headers, filename }),
      filename,
    };
    const thumbnail = thumbnailOf(c, c.type === "photo" ? filename : `${base}-thumbnail.jpg`);
    if (thumbnail) item.thumbnail = thumbnail;
    if (c.width && c.height) {
      item.width = c.width;
      item.height = c.height;
    }
    return item;
  });
  if (kind !== "post" || !many) return { items };
  const filename = site === "youtube" ? `youtube-${id}.zip` : `instagram-post-${id}.zip`;
  const download = archiveUrl(
    candidates.map((c, index) => ({
      url: c.url,
      headers: c.headers,
      filename: (items[index] as MediaItem).filename,
    })),
    filename,
  );
  return download ? { items, archive: { download, filename } } : { items };
}
