import { type PlatformClient, unreadable } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { isRecord, str } from "../../json-fields.js";
import type { MediaCandidate } from "../../lookup.js";
import type { InstagramStoryLink } from "../../platforms/instagram/links.js";
import { instagramSettings } from "../../platforms/instagram/settings.js";
import { apiHeaders, csrfHeader } from "./headers.js";
import { fromStoryItem, records, UnusableMedia } from "./items.js";

/**
 * Stories and highlights: only an Instagram session can read them, through the web app's
 * `feed/reels_media` (the account's id first, from `web_profile_info`). The core runs them
 * with sessions only (`signIn: "only"`): without one, or when Instagram refuses every one,
 * the built-in provider steps aside so the chain can ask the next. A bare 403 is a wall the
 * probe judges: the account's, or the session's (decision 059).
 * Why: docs/decisions/023-instagram-methods.md, 060-instagram-and-youtube-on-the-client.md
 */

/** A call of the web app's API as the signed-in web app makes it, read by Instagram's table. */
function call(client: PlatformClient, url: URL): Promise<unknown> {
  const ig = instagramSettings.of(client.config);
  return client.json(url, {
    headers: { ...apiHeaders(ig, `${ig.webOrigin}/`), ...csrfHeader(client.session?.csrf) },
  });
}

/** The account's numeric id (`data.user.id` of `web_profile_info`). */
export async function userId(client: PlatformClient, user: string): Promise<string> {
  const ig = instagramSettings.of(client.config);
  const url = new URL(`${ig.webOrigin}/api/v1/users/web_profile_info/`);
  url.searchParams.set("username", user);
  let json: unknown;
  try {
    json = await call(client, url);
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
export async function reelItems(client: PlatformClient, reelId: string): Promise<unknown[]> {
  const ig = instagramSettings.of(client.config);
  const url = new URL(`${ig.webOrigin}/api/v1/feed/reels_media/`);
  url.searchParams.set("reel_ids", reelId);
  const json = await call(client, url);
  if (!isRecord(json)) throw unreadable("not JSON");
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
  client: PlatformClient,
): Promise<MediaCandidate[]> {
  if (!client.signedIn) throw new MediaError("login_required", "stories_unavailable");
  const reelId = link.highlight ? `highlight:${link.id}` : await userId(client, link.user);
  const items = await reelItems(client, reelId);
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
    if (error instanceof UnusableMedia) throw unreadable(error.reason);
    throw error;
  }
}
