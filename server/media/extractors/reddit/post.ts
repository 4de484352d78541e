import { MediaError } from "../../errors.js";
import { isRecord, str } from "../../json-fields.js";
import { redditSettings } from "../../platforms/reddit/settings.js";
import { Refusal } from "../../pushback/refusals.js";
import { accessToken } from "./oauth.js";
import { type Answer, ask, cookieHeader, jsonOf, type RedditContext, unusable } from "./request.js";
import { anonymousSession, dropSession } from "./session.js";

/**
 * One post's JSON (`[0].data.children[0].data`), asked as yt-dlp asks since 2026-06: with the
 * anonymous session's cookies and the opt-ins for NSFW, gated and quarantined subreddits; or
 * with a signed-in session's cookie; or, with an OAuth app, from the OAuth API.
 * Why: docs/decisions/049-reddit.md
 */

/** The opt-ins yt-dlp (`over18`, `pref_gated_sr_optin`) and gallery-dl (quarantine) send. */
export const OPT_INS = {
  over18: "1",
  _options: encodeURIComponent(
    JSON.stringify({ pref_gated_sr_optin: true, pref_quarantine_optin: true }),
  ),
};

function jsonHeaders(userAgent: string): Record<string, string> {
  return {
    "user-agent": userAgent,
    accept: "application/json, text/plain, */*",
    "accept-language": "en-US,en;q=0.9",
  };
}

/** A 403 Reddit explains in JSON: what the post is, not who asked. */
function explained(json: unknown): MediaError | undefined {
  if (!isRecord(json)) return undefined;
  const reason = str(json.reason);
  if (reason === "quarantined") return new MediaError("login_required");
  if (reason === "private") return new MediaError("private");
  // A gated (or NSFW-walled) community wants an account that opted in; `age_restricted`'s
  // sentence names YouTube, so the visitor reads the login one.
  if (reason === "gated") return new MediaError("login_required");
  if (reason === "banned") return new MediaError("removed");
  return json.error === 403 ? new MediaError("login_required") : undefined;
}

/**
 * What the answer says: the post, a reason about it, or a refusal of who asked. A 429 or the
 * block page (a 403 or a 200 that is not JSON: "Account authentication is required") refuses
 * the address (logged out), or asks a session to slow down, or says it is logged out (401).
 */
export function readAnswer(answer: Answer, signedIn: boolean): Record<string, unknown> {
  const json = jsonOf(answer);
  const slowDown = answer.status === 429;
  const blocked = json === undefined && (answer.status === 403 || answer.status === 200);
  if (slowDown || blocked) {
    const detail = slowDown ? "rate limited" : "blocked";
    throw new Refusal(signedIn ? "session" : "egress", detail, answer.retryAfterMs);
  }
  if (signedIn && answer.status === 401) throw new Refusal("lost", "logged out", 0, "logged_out");
  if (answer.status === 403) throw explained(json) ?? new MediaError("login_required");
  if (answer.status === 404 || answer.status === 410) throw new MediaError("not_found");
  if (answer.status !== 200) throw unusable(`status ${answer.status}`);
  const listing = Array.isArray(json) ? json[0] : undefined;
  const data = isRecord(listing) && isRecord(listing.data) ? listing.data : undefined;
  const child = Array.isArray(data?.children) ? data.children[0] : undefined;
  const post = isRecord(child) && isRecord(child.data) ? child.data : undefined;
  if (!post) throw new MediaError("not_found");
  return post;
}

/** The post, read through this lookup's route and session (anonymous when none). */
export async function fetchPost(
  id: string,
  context: RedditContext,
): Promise<Record<string, unknown>> {
  const rd = redditSettings.of(context.config);
  const token = context.session ? undefined : await accessToken(context);
  if (token) {
    const answer = await ask(
      `${rd.oauthOrigin}/comments/${id}.json?raw_json=1`,
      { headers: { ...jsonHeaders(rd.userAgent), authorization: `Bearer ${token}` } },
      context,
    );
    return readAnswer(answer, false);
  }
  let cookie: string;
  if (context.session) {
    cookie = `${context.session.cookie}; ${cookieHeader(OPT_INS)}`;
  } else {
    const session = await anonymousSession(context.config, id, context);
    cookie = cookieHeader({ ...session.cookies, ...OPT_INS });
  }
  const answer = await ask(
    `${rd.webOrigin}/comments/${id}/.json?raw_json=1`,
    { headers: { ...jsonHeaders(rd.userAgent), cookie } },
    context,
  );
  try {
    return readAnswer(answer, Boolean(context.session));
  } catch (error) {
    // Refused logged out: the anonymous session goes with the rest of this egress's standing.
    if (error instanceof Refusal && !context.session) dropSession(context.config, context);
    throw error;
  }
}
