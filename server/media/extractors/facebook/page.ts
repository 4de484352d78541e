import {
  type AnswerRules,
  type Page,
  type PlatformClient,
  unreadable,
  Wall,
} from "../../client/index.js";
import { MediaError } from "../../errors.js";
import type { FacebookVideoLink } from "../../platforms/facebook/links.js";
import { facebookSettings } from "../../platforms/facebook/settings.js";
import { pageHeaders } from "./headers.js";
import { type FoundVideo, videoCandidate, videoObjects } from "./relay.js";

/**
 * One video page of Facebook read for the video it names, and what Facebook said instead.
 * Why: docs/decisions/048-facebook.md, 059-platform-client.md
 */

/** The paths of a video's pages: the link's own form first, then the other. */
export function pagePaths(link: FacebookVideoLink): { name: string; path: string }[] {
  const reel = { name: "reel_page", path: `/reel/${link.id}/` };
  const watch = { name: "watch_page", path: `/watch/?v=${link.id}` };
  return link.form === "reel" ? [reel, watch] : [watch, reel];
}

/** gallery-dl's "temporarily blocked" page: Facebook asking whoever asked to slow down. */
const BLOCKED = '{"__dr":"CometErrorRoot.react"}';

/**
 * Facebook's reading of its answers over the shared table: its login page is a wall (the
 * video's, or the address's: the probe tells), its checkpoint a challenge, the block page a
 * request to slow down.
 */
export const FACEBOOK_ANSWERS: AnswerRules = {
  loginPath: /^\/login(?:\.php)?(?:\/|$)/,
  challengePath: /^\/checkpoint(?:\/|$)/,
  read: (answer) =>
    answer.status === 200 && answer.text.includes(BLOCKED)
      ? { is: "busy", detail: "temporarily blocked" }
      : undefined,
};

/** What the page says in place of the video, by the words yt-dlp reads. */
export function inPlaceOf(page: Page): "login" | "gone" | undefined {
  const { text } = page;
  if (
    page.byId("login_form") ||
    page.byId("loginbutton") ||
    /You must log in to continue/.test(text)
  ) {
    return "login";
  }
  if (
    /(?:content|video|page|link) (?:isn.t|is not) available|This video (?:has been removed|was deleted)|Page Not Found/i.test(
      text,
    )
  ) {
    return "gone";
  }
  return undefined;
}

/** The video `id` from an answered page, or why not. */
export function readPage(page: Page, id: string): FoundVideo {
  const videos = videoObjects(page.sjs());
  const own = videos.get(id);
  const found = own ? videoCandidate(own) : undefined;
  if (found) return found;
  const instead = inPlaceOf(page);
  // The login form in place of the video: friends only, or an address Facebook stopped serving.
  if (instead === "login") throw new Wall("login_required", "login form");
  if (instead === "gone") throw new MediaError("not_found");
  // Other videos but not this one: the page led with another ("up next"), never ours to give.
  throw unreadable(videos.size > 0 ? "only other videos on the page" : "no video data");
}

/** Asks Facebook for one page of the video. */
export async function fetchVideoPage(
  link: FacebookVideoLink,
  path: string,
  client: PlatformClient,
): Promise<FoundVideo> {
  const fb = facebookSettings.of(client.config);
  const page = await client.page(`${fb.webOrigin}${path}`, { headers: pageHeaders(fb) });
  return readPage(page, link.id);
}
