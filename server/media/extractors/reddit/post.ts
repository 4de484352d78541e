import {
  type Answer,
  type AnswerRules,
  type PlatformClient,
  unreadable,
  type Verdict,
  Wall,
} from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { isRecord, str } from "../../json-fields.js";
import { redditSettings } from "../../platforms/reddit/settings.js";
import { accessToken } from "./oauth.js";
import { anonymousSession } from "./session.js";

/**
 * One post's JSON (`[0].data.children[0].data`), asked as yt-dlp asks since 2026-06: with the
 * anonymous session's cookies and the opt-ins for NSFW, gated and quarantined subreddits; or
 * with a signed-in session's cookie; or, with an OAuth app, from the OAuth API.
 * Why: docs/decisions/049-reddit.md, 061-x-reddit-pinterest-on-the-client.md
 */

/** The opt-ins yt-dlp (`over18`, `pref_gated_sr_optin`) and gallery-dl (quarantine) send. */
const OPT_INS = `over18=1; _options=${encodeURIComponent(
  JSON.stringify({ pref_gated_sr_optin: true, pref_quarantine_optin: true }),
)}`;

/** Reddit's block page ("whoa there, pardner!"): the address (or session) refused, not the post. */
const BLOCK_PAGE = /whoa there|blocked due to a network policy/i;

/** What a JSON 403 says of the post itself (its community's kind), by its `reason`. */
function aboutThePost(json: unknown): Verdict | undefined {
  if (!isRecord(json)) return undefined;
  switch (str(json.reason)) {
    case "private":
      return { is: "post", code: "private" };
    // A gated, quarantined or NSFW-walled community wants an account that opted in;
    // `age_restricted`'s sentence names YouTube, so the visitor reads the login one.
    case "quarantined":
    case "gated":
      return { is: "post", code: "login_required" };
    case "banned":
      return { is: "post", code: "removed" };
    default:
      return undefined;
  }
}

/**
 * Reddit's reading of its answers over the shared table (decision 059): a JSON 403 with a
 * reason is the post's answer; its block page (a 403, or a 200 that is no JSON) refuses the
 * address, or asks a session to slow down; a session answered 401 is logged out; any other 403
 * is a wall the probe judges; 5xx are the platform's failure, never "not found".
 */
export const REDDIT_ANSWERS: AnswerRules = {
  read(answer, who) {
    if (answer.status === 403) return aboutThePost(answer.json()) ?? blocked(answer);
    if (answer.status === 200 && answer.isHtml) return blocked(answer);
    if (answer.status === 401 && who.signedIn) {
      return { is: "lost", as: "logged_out", detail: "401" };
    }
    return undefined;
  },
};

function blocked(answer: Answer): Verdict | undefined {
  return BLOCK_PAGE.test(answer.text.slice(0, 64 * 1024))
    ? { is: "busy", detail: "block page" }
    : undefined;
}

/** Reddit's own wait: Retry-After, else `x-ratelimit-reset` when no request is left (ms). */
export function redditWait(headers: Readonly<Record<string, string>>): number {
  const retry = Number(headers["retry-after"]);
  if (Number.isFinite(retry) && retry > 0) return Math.min(retry, 3600) * 1000;
  const remaining = Number(headers["x-ratelimit-remaining"]);
  const reset = Number(headers["x-ratelimit-reset"]);
  return remaining === 0 && reset > 0 ? Math.min(reset, 3600) * 1000 : 0;
}

function jsonHeaders(userAgent: string): Record<string, string> {
  return {
    "user-agent": userAgent,
    accept: "application/json, text/plain, */*",
    "accept-language": "en-US,en;q=0.9",
  };
}

/** The post of a listing, or why not. */
function postOf(json: unknown): Record<string, unknown> {
  const listing = Array.isArray(json) ? json[0] : undefined;
  const data = isRecord(listing) && isRecord(listing.data) ? listing.data : undefined;
  if (!data || !Array.isArray(data.children)) throw unreadable("not a listing");
  const child = data.children[0];
  const post = isRecord(child) && isRecord(child.data) ? child.data : undefined;
  if (!post) throw new MediaError("not_found");
  return post;
}

/** The post, read through this attempt's address and session (the anonymous one when none). */
export async function fetchPost(
  id: string,
  client: PlatformClient,
): Promise<Record<string, unknown>> {
  const rd = redditSettings.of(client.config);
  const token = client.signedIn ? undefined : await accessToken(client);
  if (token) {
    const json = await client.json(`${rd.oauthOrigin}/comments/${id}.json?raw_json=1`, {
      headers: { ...jsonHeaders(rd.userAgent), authorization: `Bearer ${token}` },
    });
    return postOf(json);
  }
  // Signed in, the client sends the session's cookie itself.
  const session = client.signedIn ? undefined : await anonymousSession(client, id);
  const cookie = [session?.cookie, OPT_INS].filter(Boolean).join("; ");
  try {
    const json = await client.json(`${rd.webOrigin}/comments/${id}/.json?raw_json=1`, {
      headers: { ...jsonHeaders(rd.userAgent), cookie },
    });
    return postOf(json);
  } catch (error) {
    // Refused or walled: the anonymous session goes with the rest of this address's standing.
    const refused = error instanceof MediaError && error.code === "rate_limited";
    if (refused || error instanceof Wall) session?.forget();
    throw error;
  }
}
