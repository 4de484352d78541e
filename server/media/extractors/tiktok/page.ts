import { MediaError } from "../../errors.js";
import { isRecord, num } from "../../json-fields.js";
import type { Kind, MediaCandidate } from "../../lookup.js";
import type { TiktokPostLink } from "../../platforms/tiktok/links.js";
import { type TiktokSettings, tiktokSettings } from "../../platforms/tiktok/settings.js";
import { Refusal } from "../../pushback/refusals.js";
import { readChallenge, solveChallenge } from "./challenge.js";
import { candidatesOf, statusError } from "./item.js";
import { type Answer, ask, cookieHeader, type RequestContext, unusable } from "./request.js";

/**
 * The web method: the post page's `__UNIVERSAL_DATA_FOR_REHYDRATION__` JSON, after solving
 * the proof-of-work page when TikTok serves it first. Why: docs/decisions/043-tiktok.md
 */

const SCRIPT = /<script[^>]+\bid="__UNIVERSAL_DATA_FOR_REHYDRATION__"[^>]*>([\s\S]*?)<\/script>/;

/** The page's `__DEFAULT_SCOPE__`, or undefined when the page has none (a challenge, a block). */
export function universalData(html: string): Record<string, unknown> | undefined {
  const json = SCRIPT.exec(html)?.[1];
  if (!json) return undefined;
  try {
    const data: unknown = JSON.parse(json);
    return isRecord(data) && isRecord(data.__DEFAULT_SCOPE__) ? data.__DEFAULT_SCOPE__ : undefined;
  } catch {
    return undefined;
  }
}

function documentHeaders(tt: TiktokSettings): Record<string, string> {
  return {
    "user-agent": tt.userAgent,
    accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
    "accept-language": "en-US,en;q=0.9",
    "sec-fetch-dest": "document",
    "sec-fetch-mode": "navigate",
    "sec-fetch-site": "none",
    "upgrade-insecure-requests": "1",
  };
}

/**
 * TikTok pushing back on the address rather than answering about the post: a 429 or a 403
 * rests the egress. A redirect to /login is about the post (yt-dlp: "requiring login for
 * access to this content").
 */
function checkAnswer(answer: Answer): void {
  if (answer.status === 429) throw new Refusal("egress", "rate limited", answer.retryAfterMs);
  if (answer.status === 403) throw new Refusal("egress", "refused", answer.retryAfterMs);
  if (answer.url.pathname === "/login" || answer.url.pathname.startsWith("/login/")) {
    throw new MediaError("login_required");
  }
  if (answer.status === 404 || answer.status === 410) throw new MediaError("not_found");
  if (answer.status !== 200) throw unusable(`status ${answer.status}`);
}

/** The page of `link` read through the context's egress: its candidates for `kind`. */
export async function readPost(
  link: TiktokPostLink,
  kind: Kind,
  context: RequestContext,
): Promise<MediaCandidate[]> {
  const tt = tiktokSettings.of(context.config);
  const user = /^\/@([\w.-]*)\//.exec(new URL(link.url).pathname)?.[1] || "_";
  // Photo posts are read through /video/ too (cobalt, gallery-dl).
  const pageUrl = `${tt.webOrigin}/@${user}/video/${link.id}`;
  const headers = documentHeaders(tt);
  const jar: Record<string, string> = {};

  let answer = await ask(pageUrl, headers, context);
  checkAnswer(answer);
  Object.assign(jar, answer.cookies);
  let data = universalData(answer.text);
  if (!data) {
    const challenge = readChallenge(answer.text);
    if (!challenge) throw unusable("no rehydration data");
    const solved = await solveChallenge(challenge, context.signal);
    if (context.signal.aborted) throw new MediaError("timeout");
    if (!solved) throw new Refusal("egress", "challenge not solved");
    answer = await ask(
      pageUrl,
      { ...headers, cookie: cookieHeader({ ...jar, ...solved }) },
      context,
    );
    checkAnswer(answer);
    // The answer's cookies stay with the page's; the challenge's own expire at once (yt-dlp).
    Object.assign(jar, answer.cookies);
    for (const name of Object.keys(solved)) delete jar[name];
    data = universalData(answer.text);
    if (!data) {
      if (readChallenge(answer.text)) throw new Refusal("egress", "challenge again");
      throw unusable("no rehydration data");
    }
  }

  const detail = data["webapp.video-detail"];
  if (!isRecord(detail)) throw unusable("no video detail");
  const failure = statusError(num(detail.statusCode) ?? 0);
  if (failure) throw failure;
  const item = isRecord(detail.itemInfo) ? detail.itemInfo.itemStruct : undefined;
  if (!isRecord(item)) throw unusable("no item");
  const download: Record<string, string> = {
    "user-agent": tt.userAgent,
    referer: `${tt.webOrigin}/`,
    ...(Object.keys(jar).length > 0 ? { cookie: cookieHeader(jar) } : {}),
  };
  return candidatesOf(item, kind, download);
}
