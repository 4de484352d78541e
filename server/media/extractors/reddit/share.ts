import { MediaError } from "../../errors.js";
import {
  type RedditPostLink,
  type RedditShareLink,
  redditPath,
} from "../../platforms/reddit/links.js";
import { redditSettings } from "../../platforms/reddit/settings.js";
import { ask, cookieHeader, type RedditContext } from "./request.js";
import { anonymousSession, pageHeaders, pageRefusal } from "./session.js";

/**
 * `/r/<sub>/s/<code>` share links and `v.redd.it/<id>` (asked as `/video/<id>`, as cobalt does):
 * asked once without following, with the anonymous session; the `Location` must name a post on
 * Reddit. Why: docs/decisions/049-reddit.md
 */
export async function followShare(
  link: RedditShareLink,
  context: RedditContext,
): Promise<RedditPostLink> {
  const rd = redditSettings.of(context.config);
  const path =
    link.via === "video" ? `/video/${link.code}` : `/${link.via}/${link.name}/s/${link.code}`;
  const session = await anonymousSession(context.config, link.code.toLowerCase(), context);
  const cookie = cookieHeader(session.cookies);
  const answer = await ask(
    `${rd.webOrigin}${path}`,
    { headers: { ...pageHeaders(rd), ...(cookie ? { cookie } : {}) } },
    context,
    true,
  );
  const refused = pageRefusal(answer);
  if (refused) throw refused;
  const location = answer.headers.location;
  if (answer.status === 404 || !location) throw new MediaError("not_found");
  let target: URL;
  try {
    target = new URL(location, rd.webOrigin);
  } catch {
    throw new MediaError("not_found");
  }
  const onReddit =
    target.origin === new URL(rd.webOrigin).origin || /(^|\.)reddit\.com$/.test(target.hostname);
  if (!onReddit) throw new MediaError("unsupported_link");
  const resolved = redditPath(target.pathname);
  if (resolved?.type !== "post") throw new MediaError("not_found");
  return resolved;
}
