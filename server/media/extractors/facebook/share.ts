import { MediaError } from "../../errors.js";
import {
  type FacebookShareLink,
  type FacebookVideoLink,
  facebookPath,
} from "../../platforms/facebook/links.js";
import { facebookSettings } from "../../platforms/facebook/settings.js";
import { Refusal } from "../../pushback/refusals.js";
import { pageHeaders } from "./headers.js";
import { type Answer, ask, type FacebookContext } from "./request.js";

/**
 * `/share/r/<code>`, `/share/v/<code>` and `fb.watch/<code>`: asked once without following, the
 * video link they name. Facebook answers with a redirect (`Location`, or fb.watch's `Link`
 * header as cobalt reads it), a redirect to the login page with the video in `next`, or the
 * page itself, whose canonical link names it. Why: docs/decisions/048-facebook.md
 */
function onFacebook(url: URL, webOrigin: string): boolean {
  return url.origin === new URL(webOrigin).origin || /(^|\.)facebook\.com$/.test(url.hostname);
}

function named(target: URL, webOrigin: string): FacebookVideoLink | undefined {
  if (!onFacebook(target, webOrigin)) return undefined;
  if (/^\/login(?:\.php)?\/?$/.test(target.pathname)) {
    const next = target.searchParams.get("next");
    if (!next) return undefined;
    try {
      return named(new URL(next, webOrigin), webOrigin);
    } catch {
      return undefined;
    }
  }
  const link = facebookPath(target);
  return link?.type === "video" ? link : undefined;
}

function targetOf(answer: Answer, base: string): string | undefined {
  if (answer.headers.location) return answer.headers.location;
  // cobalt reads fb.watch's `Link` header, whose URL comes percent-encoded.
  const link = /<([^>]+)>/.exec(answer.headers.link ?? "")?.[1];
  if (link) {
    try {
      return decodeURIComponent(link);
    } catch {
      return link;
    }
  }
  if (answer.status !== 200) return undefined;
  const canonical =
    /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/.exec(answer.text)?.[1] ??
    /<meta[^>]+property="og:url"[^>]+content="([^"]+)"/.exec(answer.text)?.[1];
  return (
    canonical?.replace(/&amp;/g, "&") ?? (base === answer.url.href ? undefined : answer.url.href)
  );
}

export async function followShare(
  link: FacebookShareLink,
  context: FacebookContext,
): Promise<FacebookVideoLink> {
  const fb = facebookSettings.of(context.config);
  const url =
    link.via === "fb.watch"
      ? `${fb.shortOrigin}/${link.code}/`
      : `${fb.webOrigin}/share/${link.via}/${link.code}/`;
  const answer = await ask(url, pageHeaders(fb), context, true);
  if (answer.status === 429) throw new Refusal("egress", "rate limited", answer.retryAfterMs);
  if (answer.status === 404 || answer.status === 410) throw new MediaError("not_found");
  const target = targetOf(answer, url);
  if (!target) throw new MediaError("not_found");
  let resolved: FacebookVideoLink | undefined;
  try {
    resolved = named(new URL(target, url), fb.webOrigin);
  } catch {
    resolved = undefined;
  }
  if (!resolved) throw new MediaError("unsupported_link");
  return resolved;
}
