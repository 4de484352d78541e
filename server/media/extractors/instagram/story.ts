import { MediaError } from "../../errors.js";
import { isRecord, str } from "../../json-fields.js";
import type { MediaCandidate } from "../../lookup.js";
import type { InstagramStoryLink } from "../../platforms/instagram/links.js";
import { instagramSettings } from "../../platforms/instagram/settings.js";
import { Refusal } from "../../pushback/refusals.js";
import { apiHeaders, instagramError, refusalOf, sessionHeaders } from "./headers.js";
import { fromStoryItem, records, UnusableMedia } from "./items.js";
import { ask, jsonOf, type RequestContext, unusable } from "./request.js";

/**
 * Stories and highlights: only an Instagram session can read them, through the web app's
 * `feed/reels_media` (the account's id first, from `web_profile_info`). Without a session, or
 * when Instagram refuses it, the built-in provider steps aside so the chain can ask the next.
 * Why: docs/decisions/023-instagram-methods.md
 */

/** This provider cannot read stories (no session, or a refused one): the chain moves on. */
export function cannotReadStories(detail: string): MediaError {
  return Object.assign(new MediaError("login_required", "stories_unavailable"), { detail });
}

async function call(url: string, context: RequestContext): Promise<unknown> {
  const ig = instagramSettings.of(context.config);
  const answer = await ask(
    url,
    { headers: { ...apiHeaders(ig, `${ig.webOrigin}/`), ...sessionHeaders(context.session) } },
    context,
  );
  // A session asked to slow down, logged out or challenged: the caller takes another.
  const refusal = refusalOf(answer, url, true);
  if (refusal) throw refusal;
  const text = answer.text.toLowerCase();
  // A 403 that names no login wall or challenge (those are read above) is Instagram pushing
  // back on the session for now: it rests, it is not set aside. Only a login wall or a
  // challenge sets a session aside, so no visitor can take a good one out of the pool.
  // Why: docs/decisions/036-one-state-across-processes.md
  if (answer.status === 403 && !text.includes("not authorized to view user")) {
    throw new Refusal("session", "forbidden", answer.retryAfterMs);
  }
  const error = instagramError(answer.status, answer.text);
  if (error) throw error;
  return jsonOf(answer);
}

/** The account's numeric id (`data.user.id` of `web_profile_info`). */
export async function userId(user: string, context: RequestContext): Promise<string> {
  const ig = instagramSettings.of(context.config);
  const url = new URL(`${ig.webOrigin}/api/v1/users/web_profile_info/`);
  url.searchParams.set("username", user);
  let json: unknown;
  try {
    json = await call(url.href, context);
  } catch (error) {
    if (error instanceof MediaError && error.code === "not_found") {
      throw new MediaError("not_found", "account_not_found");
    }
    throw error;
  }
  const data = isRecord(json) && isRecord(json.data) ? json.data : undefined;
  const id = data && isRecord(data.user) ? (str(data.user.id) ?? str(data.user.pk)) : undefined;
  if (!id) throw new MediaError("not_found", "account_not_found");
  return id;
}

/** The items of one reel (an account's current stories, or `highlight:<id>`), in order. */
export async function reelItems(reelId: string, context: RequestContext): Promise<unknown[]> {
  const ig = instagramSettings.of(context.config);
  const url = new URL(`${ig.webOrigin}/api/v1/feed/reels_media/`);
  url.searchParams.set("reel_ids", reelId);
  const json = await call(url.href, context);
  if (!isRecord(json)) throw unusable("not JSON");
  // yt-dlp reads `reels[<id>]`, gallery-dl `reels_media[]`: Instagram sends both.
  const byId =
    isRecord(json.reels) && isRecord(json.reels[reelId]) ? json.reels[reelId] : undefined;
  const reel =
    byId ??
    records(json.reels_media).find((r) => String(r.id) === reelId) ??
    records(json.reels_media)[0];
  return reel && Array.isArray(reel.items) ? reel.items : [];
}

export async function story(
  link: InstagramStoryLink,
  context: RequestContext,
): Promise<MediaCandidate[]> {
  if (!context.session) throw cannotReadStories("no Instagram session");
  const reelId = link.highlight ? `highlight:${link.id}` : await userId(link.user, context);
  const items = await reelItems(reelId, context);
  const wanted =
    link.id && !link.highlight
      ? items.filter(
          // `id` ("<pk>_<owner>") is a string; a numeric `pk` loses digits in JSON.parse.
          (item) =>
            isRecord(item) && String(str(item.id) ?? str(item.pk) ?? "").split("_")[0] === link.id,
        )
      : items;
  if (wanted.length === 0) throw new MediaError("not_found", "story_gone");
  try {
    return wanted.flatMap(fromStoryItem).filter((c) => c.type !== "audio");
  } catch (error) {
    if (error instanceof UnusableMedia) throw unusable(error.reason);
    throw error;
  }
}
