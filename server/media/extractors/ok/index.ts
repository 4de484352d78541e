import {
  mp4Candidate,
  Page,
  type PlatformClient,
  type PlatformExtractor,
  parseJson,
  progressiveQualities,
  unreadable,
  Wall,
} from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { at, isRecord, recordsAt, str } from "../../json-fields.js";
import type { CandidateQuality } from "../../lookup.js";
import type { OkLink } from "../../platforms/ok/links.js";
import { okSettings } from "../../platforms/ok/settings.js";
import { playlistCandidate } from "../../segments/candidate.js";

/**
 * OK.ru names its MP4 files by quality, each a ladder step by its short side (cobalt's table).
 * Why: docs/decisions/084-ok.md
 */
export const OK_QUALITIES: Readonly<Record<string, number>> = {
  mobile: 144,
  lowest: 240,
  low: 360,
  sd: 480,
  hd: 720,
  full: 1080,
  quad: 1440,
  ultra: 2160,
};

/** What the page says in place of a player, by the words only it carries. */
const RESTRICTED = "Access to this video is restricted";

/** The player's options: the `data-options` of `<div data-module="OKVideo">` (yt-dlp, cobalt). */
function playerOptions(page: Page): Record<string, unknown> | undefined {
  for (const div of page.elements("div")) {
    const options = div["data-options"];
    if (!options || (div["data-module"] !== "OKVideo" && !options.includes("flashvars"))) continue;
    const parsed = parseJson(options);
    if (isRecord(parsed)) return parsed;
  }
  return undefined;
}

/** The page told no player: which of its stubs says why. */
function whyNoPlayer(page: Page): Error {
  if (page.text.includes(RESTRICTED)) return new Wall("login_required", "restricted");
  const stub = page.elements("div").some((d) => (d.class ?? "").includes("vp_video_stub"));
  if (stub) return new MediaError("not_found");
  return unreadable("no player options");
}

/** The video's metadata: in the options, or behind the URL they name (yt-dlp's `metadataUrl`). */
async function metadataOf(
  options: Record<string, unknown>,
  client: PlatformClient,
): Promise<unknown> {
  const inline = str(at(options, "flashvars", "metadata"));
  if (inline) return parseJson(inline);
  const named = str(at(options, "flashvars", "metadataUrl"));
  if (!named) return undefined;
  const { origin, userAgent } = okSettings.of(client.config);
  const location = str(at(options, "flashvars", "location"));
  return client.json(new URL(decodeURIComponent(named), origin), {
    method: "POST",
    headers: { "user-agent": userAgent },
    form: location ? { "st.location": location } : {},
  });
}

/** The MP4 files, one quality each, by their names; those the page disallows left out. */
function mp4Qualities(metadata: unknown): CandidateQuality[] {
  const files = recordsAt(metadata, "videos").flatMap((file) => {
    const url = str(file.url);
    const height = OK_QUALITIES[str(file.name) ?? ""];
    if (!url || !height || file.disallowed === true || !URL.canParse(url)) return [];
    return [{ url, height }];
  });
  return progressiveQualities(files.sort((a, b) => b.height - a.height));
}

export const okExtractor: PlatformExtractor<OkLink> = {
  /**
   * The built-in OK.ru extractor: the video page's player options and their `metadata`, each MP4
   * quality the page lists, else its HLS or DASH relayed in parts. Why: docs/decisions/084-ok.md
   */
  extract: async (link, kind, client) => {
    const { origin, userAgent } = okSettings.of(client.config);
    const answer = await client.get(`${origin}/video/${link.id}`, {
      headers: { "user-agent": userAgent, "accept-language": "en-US,en;q=0.9" },
      maxBytes: 24 * 1024 ** 2,
    });
    const page = new Page(answer.text, { keep: ["div"] });
    const options = playerOptions(page);
    if (!options) throw whyNoPlayer(page);
    // Another site's player in OK's page (a YouTube video shared there).
    if (options.isExternalPlayer === true) throw new MediaError("not_found", "video_unavailable");
    const metadata = await metadataOf(options, client);
    if (!isRecord(metadata)) throw unreadable("no metadata");
    const provider = str(metadata.provider);
    if (provider && provider !== "UPLOADED_ODKL") {
      throw new MediaError("not_found", "video_unavailable");
    }
    if (at(metadata, "movie", "is_live") === true) throw new MediaError("live_stream");
    const thumbnail = str(at(metadata, "movie", "poster"));
    const mp4 = mp4Candidate(mp4Qualities(metadata), kind, { thumbnail });
    if (mp4) return [mp4];
    // Only a stream in parts: relayed segment by segment (docs/decisions/072-segmented-streams.md).
    const stream =
      str(metadata.hlsManifestUrl) ?? str(metadata.ondemandHls) ?? str(metadata.ondemandDash);
    if (stream) {
      return [await playlistCandidate(client, stream, kind, thumbnail ? { thumbnail } : {})];
    }
    if (isRecord(metadata.paymentInfo)) throw new MediaError("members_only");
    throw unreadable("no MP4 files");
  },
  method: "page",
};
