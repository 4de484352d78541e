import { MediaError } from "../../errors.js";
import {
  type TiktokPostLink,
  type TiktokShortLink,
  tiktokPath,
} from "../../platforms/tiktok/links.js";
import { tiktokSettings } from "../../platforms/tiktok/settings.js";
import { Refusal } from "../../pushback/refusals.js";
import { ask, type RequestContext } from "./request.js";

/**
 * A short link's post: one request that does not follow the redirect, as Facebook's link
 * previewer (gallery-dl, yt-dlp); the target is the `Location`, or the body's `<a href>` when
 * TikTok writes it there (cobalt). A redirect to the home page means the post is gone.
 * Why: docs/decisions/043-tiktok.md
 */
export async function followShort(
  link: TiktokShortLink,
  context: RequestContext,
): Promise<TiktokPostLink> {
  const tt = tiktokSettings.of(context.config);
  const url =
    link.via === "t" ? `${tt.webOrigin}/t/${link.code}/` : `${tt.shortOrigin}/${link.code}`;
  const answer = await ask(url, { "user-agent": tt.shortLinkUserAgent, accept: "*/*" }, context, {
    manualRedirect: true,
  });
  if (answer.status === 429) throw new Refusal("egress", "rate limited", answer.retryAfterMs);
  if (answer.status === 404 || answer.status === 410) throw new MediaError("not_found");
  const written = answer.location ?? /^<a href="(https?:\/\/[^"]+)"/.exec(answer.text)?.[1];
  if (!written) throw new MediaError("upstream_failed");
  const target = new URL(written.replace(/&amp;/g, "&"), url);
  const own = [tt.webOrigin, tt.shortOrigin].some((o) => new URL(o).origin === target.origin);
  if (!own && !/(^|\.)tiktok\.com$/.test(target.hostname)) throw new MediaError("unsupported_link");
  if (target.pathname === "/" || target.pathname === "") throw new MediaError("not_found");
  const post = tiktokPath(target.pathname);
  if (!post) throw new MediaError("unsupported_link");
  return post;
}
