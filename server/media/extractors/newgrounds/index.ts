import {
  heightQualities,
  type PlatformClient,
  type PlatformExtractor,
  parseJson,
  unreadable,
} from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { isRecord, str } from "../../json-fields.js";
import type { Kind, MediaCandidate } from "../../lookup.js";
import type { NewgroundsLink } from "../../platforms/newgrounds/links.js";
import { newgroundsSettings } from "../../platforms/newgrounds/settings.js";

/** `1080p` is 1080, `4k` is 2160 (cobalt's spelling); anything else is not a height. */
function heightOf(key: string): number | undefined {
  if (key.toLowerCase() === "4k") return 2160;
  const match = /^(\d{3,4})p$/i.exec(key);
  return match ? Number(match[1]) : undefined;
}

interface Source {
  height: number;
  url: string;
}

/** The MP4 of each height, tallest first (a height's first source, as both references take). */
function sourcesOf(answer: Record<string, unknown>): Source[] {
  const sources = isRecord(answer.sources) ? answer.sources : {};
  const found: Source[] = [];
  for (const [key, list] of Object.entries(sources)) {
    const height = heightOf(key);
    const first = Array.isArray(list) ? list.find(isRecord) : undefined;
    const url = first ? str(first.src) : undefined;
    const type = first ? (str(first.type) ?? "video/mp4") : "";
    if (!height || !url || !type.includes("mp4")) continue;
    if (found.some((s) => s.height === height)) continue;
    found.push({ height, url });
  }
  return found.sort((a, b) => b.height - a.height);
}

async function movie(
  link: NewgroundsLink,
  kind: Kind,
  client: PlatformClient,
): Promise<MediaCandidate[]> {
  const { origin, userAgent } = newgroundsSettings.of(client.config);
  const answer = await client.json(`${origin}/portal/video/${link.id}`, {
    headers: {
      "user-agent": userAgent,
      "x-requested-with": "XMLHttpRequest",
      referer: `${origin}/portal/view/${link.id}`,
    },
  });
  if (!isRecord(answer)) throw unreadable("not an object");
  if (!isRecord(answer.sources)) {
    // An entry of the portal that is not a movie (a game) has no sources to give.
    if ("error" in answer) throw new MediaError("not_found", "no_media");
    throw unreadable("no sources");
  }
  const sources = sourcesOf(answer);
  if (sources.length === 0) throw new MediaError("not_found", "no_media");
  const qualities = heightQualities(sources);
  const chosen = qualities.find((q) => q.default) ?? qualities[0];
  if (!chosen) throw unreadable("no quality");
  const candidate: MediaCandidate = { type: "video", url: chosen.url, ext: "mp4" };
  const poster = str(answer.poster) ?? str(answer.image);
  if (poster) candidate.thumbnail = poster;
  // The sound screen converts the default file; qualities are for the video's own screen.
  if (kind !== "audio" && qualities.length > 1) candidate.qualities = qualities;
  return [candidate];
}

/** A JSON string literal after `name` in a script (`"url":"https:\/\/..."`), decoded. */
function stringAfter(text: string, pattern: RegExp): string | undefined {
  const literal = pattern.exec(text)?.[1];
  if (!literal) return undefined;
  const value = parseJson(literal);
  return typeof value === "string" ? value : undefined;
}

const PLAYER_URL = /embedController\(\[\{"url"\s*:\s*("(?:[^"\\]|\\.)*")/;
const PARAMS_FILE = /"params"\s*:\s*\{[\s\S]*?"filename"\s*:\s*("(?:[^"\\]|\\.)*")/;
const ICON = /"icon"\s*:\s*("(?:[^"\\]|\\.)*")/;

async function song(link: NewgroundsLink, client: PlatformClient): Promise<MediaCandidate[]> {
  const { origin, userAgent } = newgroundsSettings.of(client.config);
  const page = await client.page(`${origin}/audio/listen/${link.id}`, {
    headers: { "user-agent": userAgent },
  });
  for (const text of page.scriptTexts()) {
    if (!text.includes("embedController(")) continue;
    const url = stringAfter(text, PLAYER_URL) ?? stringAfter(text, PARAMS_FILE);
    if (!url || !URL.canParse(url)) continue;
    const candidate: MediaCandidate = { type: "audio", url, ext: "mp3", mp3: true };
    const icon = stringAfter(text, ICON);
    if (icon && URL.canParse(icon)) candidate.thumbnail = icon;
    return [candidate];
  }
  // The page without its player: the song was taken down, or is not shown to this visitor.
  throw unreadable("no player");
}

export const newgroundsExtractor: PlatformExtractor<NewgroundsLink> = {
  /**
   * The built-in Newgrounds extractor, as yt-dlp 81ecd58b (`NewgroundsIE`) and cobalt a636575b
   * (`services/newgrounds.js`) read it: a movie's sources from `/portal/video/<id>`, which
   * answers JSON only to a request that says it is the page's own script (`X-Requested-With`;
   * a plain request is sent to the page), one MP4 per height; a song's MP3 from the audio page's
   * player (`embedController([{"url": ...}])`). Why: docs/decisions/078-newgrounds.md
   */
  extract: (link, kind, client) => {
    return link.type === "audio" ? song(link, client) : movie(link, kind, client);
  },
  method: "portal",
};
