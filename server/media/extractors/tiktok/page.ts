import {
  type Answer,
  type AnswerRules,
  type Extractor,
  navigationHeaders,
  type Page,
  type PlatformClient,
} from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { isRecord, num } from "../../json-fields.js";
import type { TiktokPostLink } from "../../platforms/tiktok/links.js";
import { type TiktokSettings, tiktokSettings } from "../../platforms/tiktok/settings.js";
import { type Challenge, readChallenge, solveChallenge } from "./challenge.js";
import { candidatesOf, statusError, unreadable } from "./item.js";

/**
 * The web method: the post page's `__UNIVERSAL_DATA_FOR_REHYDRATION__` JSON, after answering
 * the proof-of-work page when TikTok serves it first. Why: docs/decisions/043-tiktok.md
 */

/**
 * TikTok's own reading of its answers, over the shared table (decision 059): a page sent to
 * /login is a wall the probe judges (yt-dlp: "requiring login for access to this content"),
 * as is a 403; a 429 rests the address.
 */
export const TIKTOK_ANSWERS: AnswerRules = { loginPath: /^\/login(?:\/|$)/ };

/** A challenge TikTok will not let pass from this address: the address rests. */
const CHALLENGED: AnswerRules = { read: () => ({ is: "busy", detail: "challenge again" }) };

/**
 * A solved challenge's cookies are sent again while they live (yt-dlp gives them two
 * minutes); a page that challenges anyway gets a fresh solve.
 */
const ANSWER_TTL_MS = 120_000;

/** The page's `__DEFAULT_SCOPE__`, or undefined when the page has none (a challenge, a block). */
export function universalData(page: Page): Record<string, unknown> | undefined {
  const data = page.scriptJson({ id: "__UNIVERSAL_DATA_FOR_REHYDRATION__" });
  return isRecord(data) && isRecord(data.__DEFAULT_SCOPE__) ? data.__DEFAULT_SCOPE__ : undefined;
}

function documentHeaders(tt: TiktokSettings): Record<string, string> {
  return navigationHeaders(tt.userAgent, { "upgrade-insecure-requests": "1" });
}

type Cookies = Record<string, string>;

const cookieLine = (cookies: Cookies) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");

/**
 * The answer to a challenge, solved once per address (egress) and shared by every lookup that
 * meets a challenge there while it lives: lookups that arrive together wait on one solve.
 */
function answerOf(client: PlatformClient, challenge: Challenge): Promise<Cookies> {
  return client.remember("challenge", ANSWER_TTL_MS, async (own) => {
    const solved = await solveChallenge(challenge, own.signal);
    if (!solved) throw new MediaError("upstream_failed");
    return solved;
  });
}

/**
 * The post page through the attempt's client. The challenge's cookies go with the page request
 * only (never kept in the jar, so never with a download): what the page sets is kept.
 */
async function askPage(
  client: PlatformClient,
  url: string,
  headers: Record<string, string>,
  answer?: Cookies,
): Promise<{ answer: Answer; data?: Record<string, unknown>; challenge?: Challenge }> {
  const got = await client.fetch(url, {
    headers: answer ? { ...headers, cookie: cookieLine(answer) } : headers,
    maxBytes: 24 * 1024 ** 2,
  });
  client.check(got);
  const page = got.page();
  const data = universalData(page);
  if (data) return { answer: got, data };
  const challenge = readChallenge(page);
  return { answer: got, ...(challenge ? { challenge } : {}) };
}

/** The page of `link`, through the challenge when TikTok asks for one: its data. */
async function pageData(
  client: PlatformClient,
  url: string,
  headers: Record<string, string>,
): Promise<Record<string, unknown>> {
  const known = client.recall<Cookies>("challenge");
  let read = await askPage(client, url, headers, known);
  if (read.challenge && known) {
    // The answer this address kept no longer lets us in: solve anew.
    client.forget("challenge", known);
  }
  if (read.challenge) {
    let solved: Cookies;
    try {
      solved = await answerOf(client, read.challenge);
    } catch {
      if (client.signal.aborted) throw new MediaError("timeout");
      client.check(read.answer, CHALLENGED);
      throw new MediaError("upstream_failed");
    }
    read = await askPage(client, url, headers, solved);
    if (read.challenge) {
      client.forget("challenge", solved);
      client.check(read.answer, CHALLENGED);
    }
  }
  if (!read.data) throw unreadable("no rehydration data");
  return read.data;
}

/** The page of `link` read through the attempt's client: its candidates for `kind`. */
export const readPost: Extractor<TiktokPostLink> = async (link, kind, client) => {
  const tt = tiktokSettings.of(client.config);
  const user = /^\/@([\w.-]*)\//.exec(new URL(link.url).pathname)?.[1] || "_";
  // Photo posts are read through /video/ too (cobalt, gallery-dl).
  const pageUrl = `${tt.webOrigin}/@${user}/video/${link.id}`;
  const data = await pageData(client, pageUrl, documentHeaders(tt));
  const detail = data["webapp.video-detail"];
  if (!isRecord(detail)) throw unreadable("no video detail");
  const failure = statusError(num(detail.statusCode) ?? 0);
  if (failure) throw failure;
  const item = isRecord(detail.itemInfo) ? detail.itemInfo.itemStruct : undefined;
  if (!isRecord(item)) throw unreadable("no item");
  // The video host answers 403 without the page's cookies (yt-dlp #13771): they go along.
  const cookie = client.cookieHeader(pageUrl);
  const download: Record<string, string> = {
    "user-agent": tt.userAgent,
    referer: `${tt.webOrigin}/`,
    ...(cookie ? { cookie } : {}),
  };
  return candidatesOf(item, kind, download);
};
