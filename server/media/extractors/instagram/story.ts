import { MediaError } from "../../errors.js";
import { isRecord, str } from "../../json-fields.js";
import type { InstagramStoryLink } from "../../links.js";
import type { MediaCandidate, ProviderContext } from "../../providers/types.js";
import { fetchJson } from "../../upstream/body.js";
import { instagramError, webHeaders } from "./headers.js";
import { fromStoryItem } from "./parse.js";

/** The web app's stories and highlights query. */
const REELS_QUERY_HASH = "de8017ee0a7c9c45ec4260733d81ea31";

/** A story item, every current story of an account, or a highlight; needs INSTAGRAM_COOKIE. */
export async function story(
  link: InstagramStoryLink,
  context: ProviderContext,
): Promise<MediaCandidate[]> {
  if (!context.config.instagram.cookie) throw new MediaError("login_required");
  const { webOrigin } = context.config.instagram;
  const variables: Record<string, unknown> = {
    reel_ids: [] as string[],
    tag_names: [],
    location_ids: [],
    highlight_reel_ids: [] as string[],
    precomposed_overlay: false,
    show_story_viewer_list: true,
    story_viewer_fetch_count: 50,
    story_viewer_cursor: "",
  };
  if (link.highlight) {
    variables.highlight_reel_ids = [link.id];
  } else {
    const profile = await fetchJson(
      `${webOrigin}/api/v1/users/web_profile_info/?username=${encodeURIComponent(link.user)}`,
      {
        headers: webHeaders(context),
        signal: context.signal,
        policy: context.policy,
        statusMap: instagramError,
      },
    );
    const data =
      isRecord(profile.json) && isRecord(profile.json.data) ? profile.json.data : undefined;
    const user = data && isRecord(data.user) ? data.user : undefined;
    const userId = user ? str(user.id) : undefined;
    if (!userId) throw new MediaError("not_found", "This account could not be found.");
    variables.reel_ids = [userId];
  }
  const url = new URL(`${webOrigin}/graphql/query/`);
  url.searchParams.set("query_hash", REELS_QUERY_HASH);
  url.searchParams.set("variables", JSON.stringify(variables));
  const { json } = await fetchJson(url, {
    headers: webHeaders(context),
    signal: context.signal,
    policy: context.policy,
    statusMap: instagramError,
  });
  const data = isRecord(json) && isRecord(json.data) ? json.data : undefined;
  const reels = data && Array.isArray(data.reels_media) ? data.reels_media.filter(isRecord) : [];
  const items = reels.flatMap((reel) =>
    Array.isArray(reel.items) ? reel.items.filter(isRecord) : [],
  );
  const wanted =
    link.id && !link.highlight
      ? items.filter((item) => String(item.id ?? item.pk ?? "").split("_")[0] === link.id)
      : items;
  const found = wanted.flatMap(fromStoryItem).filter((c) => c.type !== "audio");
  if (found.length === 0) throw new MediaError("not_found", "This story is no longer available.");
  return found;
}
