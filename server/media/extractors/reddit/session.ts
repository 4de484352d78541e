import type { Config } from "../../../config.js";
import type { RedditSettings } from "../../platforms/reddit/settings.js";
import { redditSettings } from "../../platforms/reddit/settings.js";
import { Refusal } from "../../pushback/refusals.js";
import { type Answer, ask, type RedditContext } from "./request.js";

/**
 * The anonymous session Reddit has wanted before its JSON since 2026-05-29: the `loid` cookie
 * (and whatever else it sets) that old.reddit.com hands a visitor, as yt-dlp gets it; when that
 * page sets none, the shreddit partial of the post (yt-dlp's fallback). One session serves
 * every lookup through one egress for a while; a refusal drops it.
 * Why: docs/decisions/049-reddit.md
 */
export interface AnonymousSession {
  cookies: Record<string, string>;
  expires: number;
}

export const SESSION_TTL_MS = 10 * 60_000;
const BUILD_TIMEOUT_MS = 15_000;
const sessions = new Map<string, Promise<AnonymousSession>>();
const built = new Map<string, AnonymousSession>();

/** What a browser sends for a page. */
export function pageHeaders(rd: RedditSettings): Record<string, string> {
  return {
    "user-agent": rd.userAgent,
    accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
    "accept-language": "en-US,en;q=0.9",
    "sec-fetch-dest": "document",
    "sec-fetch-mode": "navigate",
    "sec-fetch-site": "none",
  };
}

/** A page Reddit answered with a refusal of the address (429, its block page). */
export function pageRefusal(answer: Answer): Refusal | undefined {
  if (answer.status === 429) return new Refusal("egress", "rate limited", answer.retryAfterMs);
  if (answer.status === 403) return new Refusal("egress", "blocked", answer.retryAfterMs);
  return undefined;
}

async function build(config: Config, postId: string, context: RedditContext) {
  const rd = redditSettings.of(config);
  const own: RedditContext = { ...context, signal: AbortSignal.timeout(BUILD_TIMEOUT_MS) };
  const home = await ask(`${rd.oldOrigin}/`, { headers: pageHeaders(rd) }, own);
  const refused = pageRefusal(home);
  if (refused) throw refused;
  const cookies = { ...home.cookies };
  if (!cookies.loid) {
    const partial = new URL(`${rd.webOrigin}/svc/shreddit/comments/${postId}`);
    partial.searchParams.set("seeker-session", "false");
    partial.searchParams.set("render-mode", "partial");
    partial.searchParams.set("referer", `${rd.webOrigin}/comments/${postId}/`);
    const answer = await ask(partial.href, { headers: pageHeaders(rd) }, own);
    const partialRefused = pageRefusal(answer);
    if (partialRefused) throw partialRefused;
    Object.assign(cookies, answer.cookies);
  }
  const session = { cookies, expires: Date.now() + SESSION_TTL_MS };
  return session;
}

function keyOf(config: Config, context: RedditContext): string {
  return `${redditSettings.of(config).oldOrigin} ${context.egress?.id ?? "direct"}`;
}

/** The anonymous session of this egress, built once (shared by the lookups waiting on it). */
export async function anonymousSession(
  config: Config,
  postId: string,
  context: RedditContext,
): Promise<AnonymousSession> {
  const key = keyOf(config, context);
  const known = built.get(key);
  if (known && known.expires > Date.now()) return known;
  let pending = sessions.get(key);
  if (!pending) {
    pending = build(config, postId, context);
    sessions.set(key, pending);
    pending.then(
      (value) => {
        built.set(key, value);
        if (sessions.get(key) === pending) sessions.delete(key);
      },
      () => {
        if (sessions.get(key) === pending) sessions.delete(key);
      },
    );
  }
  return pending;
}

/** Reddit refused this session's requests: the next lookup through this egress builds anew. */
export function dropSession(config: Config, context: RedditContext): void {
  built.delete(keyOf(config, context));
}
