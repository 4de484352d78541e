import { navigationHeaders, type PlatformClient } from "../../client/index.js";
import type { RedditSettings } from "../../platforms/reddit/settings.js";
import { redditSettings } from "../../platforms/reddit/settings.js";

/**
 * The anonymous session Reddit has wanted before its JSON since 2026-05-29: the `loid` cookie
 * (and whatever else it sets) that old.reddit.com hands a visitor, as yt-dlp gets it; when that
 * page sets none, the shreddit partial of the post (yt-dlp's fallback). Remembered per address
 * by the client for a while; refused, it is forgotten and the next lookup builds a new one.
 * Why: docs/decisions/049-reddit.md, 061-x-reddit-pinterest-on-the-client.md
 */
export const SESSION_TTL_MS = 10 * 60_000;

/** What a browser sends for a page. */
export function pageHeaders(rd: RedditSettings): Record<string, string> {
  return navigationHeaders(rd.userAgent);
}

async function build(client: PlatformClient, postId: string): Promise<string> {
  const rd = redditSettings.of(client.config);
  const home = `${rd.webOrigin}/`;
  await client.get(`${rd.oldOrigin}/`, { headers: pageHeaders(rd) });
  if (!client.jar.value(new URL(home), "loid")) {
    const partial = new URL(`${rd.webOrigin}/svc/shreddit/comments/${postId}`);
    partial.searchParams.set("seeker-session", "false");
    partial.searchParams.set("render-mode", "partial");
    partial.searchParams.set("referer", `${rd.webOrigin}/comments/${postId}/`);
    await client.get(partial, { headers: pageHeaders(rd) });
  }
  return client.jar.header(new URL(home));
}

/** This address's anonymous session (its `Cookie`), and how to drop it once Reddit refused it. */
export async function anonymousSession(
  client: PlatformClient,
  postId: string,
): Promise<{ cookie: string; forget(): void }> {
  const name = `loid ${redditSettings.of(client.config).oldOrigin}`;
  const cookie = await client.remember(name, SESSION_TTL_MS, (own) => build(own, postId));
  return { cookie, forget: () => client.forget(name, cookie) };
}
