import { MediaError } from "../../errors.js";
import type { FacebookVideoLink } from "../../platforms/facebook/links.js";
import { facebookSettings } from "../../platforms/facebook/settings.js";
import { Refusal } from "../../pushback/refusals.js";
import { pageHeaders } from "./headers.js";
import { type FoundVideo, sjsBlocks, videoCandidate, videoObjects } from "./relay.js";
import { type Answer, ask, type FacebookContext, unusable } from "./request.js";

/**
 * One video page of Facebook read for the video it names, and what Facebook said instead.
 * Why: docs/decisions/048-facebook.md
 */

/** The paths of a video's pages: the link's own form first, then the other. */
export function pagePaths(link: FacebookVideoLink): { name: string; path: string }[] {
  const reel = { name: "reel_page", path: `/reel/${link.id}/` };
  const watch = { name: "watch_page", path: `/watch/?v=${link.id}` };
  return link.form === "reel" ? [reel, watch] : [watch, reel];
}

/** Facebook's login wall and checkpoint pages (where a refused visitor is sent). */
function isLoginPath(url: URL): boolean {
  return /^\/(?:login(?:\.php)?|checkpoint)(?:\/|$)/.test(url.pathname);
}

/** The login form shown in place of the video (yt-dlp's markers). */
const LOGIN_FORM = /You must log in to continue|id="login_form"|id="loginbutton"/;
/** Facebook's own "not there" sentences (the apostrophe is often a typographic one). */
const GONE =
  /(?:content|video|page|link) (?:isn.t|is not) available|This video (?:has been removed|was deleted)|Page Not Found/i;

/**
 * Pushback rather than an answer about the video: a 429, a redirect to the login or checkpoint
 * page, or gallery-dl's "temporarily blocked" page. Logged out, the address is refused; with a
 * session, a 429 asks it to slow down and the login page means it is logged out.
 */
export function refusalOf(answer: Answer, signedIn: boolean): Refusal | undefined {
  const blocked = answer.text.includes('{"__dr":"CometErrorRoot.react"}');
  if (answer.status === 429 || (blocked && !signedIn)) {
    return new Refusal(signedIn ? "session" : "egress", "rate limited", answer.retryAfterMs);
  }
  if (isLoginPath(answer.url)) {
    if (!signedIn) return new Refusal("egress", "login wall", answer.retryAfterMs);
    return answer.url.pathname.startsWith("/checkpoint")
      ? new Refusal("lost", "challenged", 0, "challenged")
      : new Refusal("lost", "logged out", 0, "logged_out");
  }
  if (blocked) return new Refusal("session", "temporarily blocked", answer.retryAfterMs);
  return undefined;
}

/** The video `id` from an answered page, or why not. */
export function readPage(answer: Answer, id: string, signedIn: boolean): FoundVideo {
  const refusal = refusalOf(answer, signedIn);
  if (refusal) throw refusal;
  if (answer.status === 404 || answer.status === 410) throw new MediaError("not_found");
  if (answer.status >= 500) throw unusable(`status ${answer.status}`);
  const videos = videoObjects(sjsBlocks(answer.text));
  const own = videos.get(id);
  const found = own ? videoCandidate(own) : undefined;
  if (found) return found;
  if (LOGIN_FORM.test(answer.text)) throw new MediaError("login_required");
  if (GONE.test(answer.text)) throw new MediaError("not_found");
  // Other videos but not this one: the page led with another ("up next"), never ours to give.
  throw unusable(videos.size > 0 ? "only other videos on the page" : "no video data");
}

/** Asks Facebook for one page of the video. */
export async function fetchVideoPage(
  link: FacebookVideoLink,
  path: string,
  context: FacebookContext,
): Promise<FoundVideo> {
  const fb = facebookSettings.of(context.config);
  const answer = await ask(`${fb.webOrigin}${path}`, pageHeaders(fb, context.session), context);
  return readPage(answer, link.id, Boolean(context.session));
}
