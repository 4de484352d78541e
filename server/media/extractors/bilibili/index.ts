import {
  type Answer,
  type AnswerRules,
  assignedJson,
  type LinkFollower,
  type Page,
  type PlatformClient,
  type PlatformExtractor,
  unreadable,
  type Verdict,
  Wall,
} from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { at, isRecord, num, recordAt, recordsAt, str } from "../../json-fields.js";
import type { Kind, MediaCandidate } from "../../lookup.js";
import {
  type BilibiliLink,
  type BilibiliShortLink,
  type BilibiliVideoLink,
  bilibiliVideo,
} from "../../platforms/bilibili/links.js";
import { type BilibiliSettings, bilibiliSettings } from "../../platforms/bilibili/settings.js";
import type { DiagnosticStep } from "../../platforms/platform.js";
import { dmParams } from "./dm.js";
import { type Dash, dashOf, dashQualities, tallest } from "./streams.js";
import { signWbi, wbiKey } from "./wbi.js";

/**
 * bilibili's own reading of its answers: the video page with `window._riskdata_` in place of
 * the video is its rate limit (yt-dlp: "You have exceeded the rate limit"); its API says what
 * it means in `code` beside an HTTP 200. Why: docs/decisions/083-bilibili.md
 */
function apiVerdict(answer: Answer): Verdict | undefined {
  if (answer.status !== 200) return undefined;
  const code = num(at(answer.json(), "code"));
  switch (code) {
    case undefined:
    case 0:
      return undefined;
    case -404:
    case 62002: // hidden by bilibili
    case 62004: // under review
      return { is: "not_found" };
    case 62012: // only its uploader sees it
      return { is: "post", code: "private" };
    case -10403:
      return { is: "post", code: "geo_blocked" };
    case 87007:
    case 87008: // for the uploader's paying supporters
      return { is: "post", code: "members_only" };
    case -403:
      return { is: "wall", as: "login_required", detail: "api -403" };
    // -352 risk control, -412 request blocked, -401 illegal access: the address's answer.
    case -352:
    case -412:
    case -401:
    case -509:
    case -799:
      return { is: "busy", detail: `api ${code}` };
    default:
      return { is: "unreadable", detail: `api ${code}` };
  }
}

export const BILIBILI_ANSWERS: AnswerRules = {
  read(answer) {
    if (
      answer.isHtml &&
      answer.text.includes("window._riskdata_") &&
      !answer.text.includes("window.__INITIAL_STATE__")
    ) {
      return { is: "busy", detail: "risk page" };
    }
    return undefined;
  },
};

const API_ANSWERS: AnswerRules = { read: apiVerdict };

function pageHeaders(settings: BilibiliSettings): Record<string, string> {
  return {
    "user-agent": settings.userAgent,
    accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    "accept-language": "en-US,en;q=0.9",
  };
}

function apiHeaders(settings: BilibiliSettings): Record<string, string> {
  return {
    "user-agent": settings.userAgent,
    referer: `${settings.origin}/`,
    origin: settings.origin,
  };
}

/** The JSON a page's script assigns to `name`. */
function scriptValue(page: Page, name: string): unknown {
  for (const text of page.scriptTexts()) {
    if (!text.includes(name)) continue;
    const value = assignedJson(text, name);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** What the video page says: the video's ids, its thumbnail, and the page's own play answer. */
interface VideoPage {
  bvid: string;
  cid: number;
  thumbnail?: string;
  playinfo?: unknown;
}

async function readPage(link: BilibiliVideoLink, client: PlatformClient): Promise<VideoPage> {
  const settings = bilibiliSettings.of(client.config);
  const query = link.part ? `?p=${link.part}` : "";
  const page = await client.page(`${settings.origin}/video/${link.id}/${query}`, {
    headers: pageHeaders(settings),
  });
  const state = scriptValue(page, "window.__INITIAL_STATE__");
  const trueCode = num(at(state, "error", "trueCode")) ?? num(at(state, "error", "code"));
  if (trueCode === -404) throw new MediaError("not_found");
  if (trueCode === -403) throw new Wall("login_required", "page -403");
  const video = recordAt(state, "videoData") ?? recordAt(state, "videoInfo");
  if (!video) throw unreadable("no initial state");
  const bvid = str(video.bvid);
  const pages = recordsAt(video, "pages");
  const cid = link.part ? num(pages[link.part - 1]?.cid) : num(video.cid);
  if (link.part && !pages[link.part - 1]) throw new MediaError("not_found");
  if (!bvid || cid === undefined) throw unreadable("no video ids");
  const found: VideoPage = { bvid, cid };
  const thumbnail = str(video.pic);
  if (thumbnail) found.thumbnail = thumbnail;
  const playinfo = at(scriptValue(page, "window.__playinfo__"), "data");
  if (isRecord(playinfo)) found.playinfo = playinfo;
  return found;
}

/**
 * The play API as yt-dlp asks it logged out (`_download_playinfo`): WBI-signed, `fnval` for
 * DASH in every codec, `try_look=1` (what lifts an anonymous visitor's ceiling from 480p to
 * 1080p) and the player's fingerprint fields.
 */
async function askPlayurl(video: VideoPage, client: PlatformClient): Promise<unknown> {
  const settings = bilibiliSettings.of(client.config);
  const key = await wbiKey(client);
  const query = signWbi(
    { bvid: video.bvid, cid: video.cid, fnval: settings.fnval, try_look: 1, ...dmParams() },
    key,
  );
  const answer = await client.json(`${settings.apiOrigin}/x/player/wbi/playurl?${query}`, {
    headers: apiHeaders(settings),
    answers: API_ANSWERS,
  });
  return at(answer, "data");
}

/** The video's DASH: the API's, unless it fails or offers less than the page's own. */
async function dashFor(video: VideoPage, client: PlatformClient): Promise<Dash> {
  const fromPage = dashOf(video.playinfo, client.policy);
  let fromApi: Dash | undefined;
  try {
    fromApi = dashOf(await askPlayurl(video, client), client.policy);
  } catch (error) {
    // The page's own streams (480p logged out) still serve: cobalt reads only those.
    if (!fromPage || client.signal.aborted) throw error;
  }
  const dash = tallest(fromApi) >= tallest(fromPage) ? (fromApi ?? fromPage) : fromPage;
  if (!dash) throw unreadable("no DASH streams");
  return dash;
}

/** One video (or one part of it) as its qualities. */
async function readVideo(
  link: BilibiliVideoLink,
  kind: Kind,
  client: PlatformClient,
): Promise<MediaCandidate> {
  const video = await readPage(link, client);
  const qualities = dashQualities(await dashFor(video, client), kind);
  const chosen = qualities.find((q) => q.default) ?? qualities[0];
  if (!chosen) throw unreadable("no playable streams");
  const candidate: MediaCandidate = {
    type: kind === "audio" ? "audio" : "video",
    url: chosen.url,
    ext: chosen.ext,
    qualities,
  };
  if (video.thumbnail) candidate.thumbnail = video.thumbnail;
  return candidate;
}

/** `b23.tv/<code>`: the redirect, accepted only when it names a bilibili video. */
export const followBilibiliShort: LinkFollower<BilibiliShortLink, BilibiliLink> = (
  link,
  client,
) => {
  const settings = bilibiliSettings.of(client.config);
  return client.follow(`${settings.shortOrigin}/${link.code}`, bilibiliVideo, {
    headers: pageHeaders(settings),
  });
};

/** The doctor's steps: the page's own streams, then the play API. */
export function bilibiliSteps(link: BilibiliLink): DiagnosticStep[] | undefined {
  if (link.type !== "video") return undefined;
  return [
    {
      name: "bilibili.page",
      run: async (client) => {
        const video = await readPage(link, client);
        const dash = dashOf(video.playinfo, client.policy);
        if (!dash) throw unreadable("no DASH in the page");
        return [
          { type: "video", url: dash.video[0]?.url ?? "", qualities: dashQualities(dash, "reel") },
        ];
      },
    },
    {
      name: "bilibili.playurl",
      run: async (client) => {
        const video = await readPage(link, client);
        const dash = dashOf(await askPlayurl(video, client), client.policy);
        if (!dash) throw unreadable("no DASH from the API");
        return [
          { type: "video", url: dash.video[0]?.url ?? "", qualities: dashQualities(dash, "reel") },
        ];
      },
    },
  ];
}

export const bilibiliExtractor: PlatformExtractor<BilibiliLink, BilibiliShortLink> = {
  /**
   * The built-in bilibili extractor: the video page (its ids and its own streams), then the play
   * API for every quality up to what an anonymous visitor is offered (1080p), each quality a
   * video file and the sound muxed. Why: docs/decisions/083-bilibili.md
   */
  extract: async (link, kind, client) => {
    // Short links were followed by the core before this runs.
    if (link.type !== "video") throw new MediaError("unsupported_link");
    return [await readVideo(link, kind, client)];
  },
  method: "page",
  answers: BILIBILI_ANSWERS,
  indirect: { type: "short", step: "bilibili.short", follow: followBilibiliShort },
  diagnose: bilibiliSteps,
};
