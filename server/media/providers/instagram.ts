import { MediaError, type MediaErrorCode } from "../errors.js";
import {
  type InstagramPostLink,
  type InstagramShareLink,
  type InstagramStoryLink,
  type Kind,
  parseLink,
  shortcodeToId,
} from "../links.js";
import { fetchJson, fetchText, toMediaError, upstreamRequest } from "../net.js";
import {
  embedImage,
  embedMedia,
  fromMobileItem,
  fromOgTags,
  fromStoryItem,
  fromWebMedia,
} from "./instagram-parse.js";
import { isRecord, type MediaCandidate, type ProviderContext, str } from "./types.js";

const WEB_APP_ID = "936619743392459";
const MOBILE_APP_ID = "567067343352427";
const BROWSER_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const MOBILE_UA =
  "Instagram 275.0.0.27.98 Android (33/13; 420dpi; 1080x2400; samsung; SM-G991B; o1s; exynos2100; en_US; 458229237)";
/** The web app's post query (PolarisPostActionLoadPostQueryQuery). */
const POST_DOC_ID = "8845758582119845";
/** The web app's stories and highlights query. */
const REELS_QUERY_HASH = "de8017ee0a7c9c45ec4260733d81ea31";

function webHeaders(
  { config }: ProviderContext,
  extra: Record<string, string> = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    "user-agent": BROWSER_UA,
    "accept-language": "en-US,en;q=0.9",
    "x-ig-app-id": WEB_APP_ID,
    ...extra,
  };
  const cookie = config.instagram.cookie;
  if (cookie) {
    headers.cookie = cookie;
    const csrf = /(?:^|;\s*)csrftoken=([^;]+)/.exec(cookie)?.[1];
    if (csrf) headers["x-csrftoken"] = csrf;
  }
  return headers;
}

function mobileHeaders({ config }: ProviderContext): Record<string, string> {
  const headers: Record<string, string> = { "user-agent": MOBILE_UA, "x-ig-app-id": MOBILE_APP_ID };
  if (config.instagram.cookie) headers.cookie = config.instagram.cookie;
  return headers;
}

/** Instagram's JSON error answers, read by their message. */
function instagramError(status: number, body: string): MediaError | undefined {
  if (status >= 200 && status < 300) return undefined;
  const text = body.toLowerCase();
  if (text.includes("not authorized to view user") || text.includes("private"))
    return new MediaError("private");
  if (
    status === 404 ||
    text.includes("media not found") ||
    text.includes("not found or unavailable")
  ) {
    return new MediaError("not_found");
  }
  if (status === 429 || text.includes("please wait a few minutes"))
    return new MediaError("rate_limited");
  if (text.includes("login_required")) return new MediaError("upstream_failed");
  return new MediaError(status === 401 ? "rate_limited" : "upstream_failed");
}

function isLoginWall(url: URL): boolean {
  return url.pathname.startsWith("/accounts/login") || url.pathname.startsWith("/challenge");
}

type Method = (code: string, context: ProviderContext) => Promise<MediaCandidate[]>;

/**
 * The HTML of a logged-out web page of Instagram. A redirect to the login wall and an
 * error status are thrown as the matching MediaError.
 */
async function webPage(path: string, context: ProviderContext): Promise<string> {
  const page = await fetchText(`${context.config.instagram.webOrigin}${path}`, {
    headers: webHeaders(context, { accept: "text/html" }),
    signal: context.signal,
    policy: context.policy,
  });
  if (isLoginWall(page.url)) throw new MediaError("upstream_failed");
  const error = instagramError(page.status, "");
  if (error) throw error;
  return page.text;
}

/** 1. The public embed page (`/p/<code>/embed/captioned/`). */
const embedPage: Method = async (code, context) => {
  const html = await webPage(`/p/${code}/embed/captioned/`, context);
  const media = fromWebMedia(embedMedia(html));
  if (media.length > 0) return media;
  const image = embedImage(html);
  if (image.length > 0) return image;
  throw new MediaError("upstream_failed");
};

/** 2. The web GraphQL post query. */
const graphqlPost: Method = async (code, context) => {
  const body = new URLSearchParams({
    variables: JSON.stringify({
      shortcode: code,
      fetch_tagged_user_count: null,
      hoisted_comment_id: null,
      hoisted_reply_id: null,
    }),
    doc_id: POST_DOC_ID,
  }).toString();
  const { json } = await fetchJson(`${context.config.instagram.webOrigin}/graphql/query`, {
    method: "POST",
    headers: webHeaders(context, {
      "content-type": "application/x-www-form-urlencoded",
      "x-fb-friendly-name": "PolarisPostActionLoadPostQueryQuery",
      "x-asbd-id": "129477",
    }),
    body,
    signal: context.signal,
    policy: context.policy,
    statusMap: instagramError,
  });
  if (!isRecord(json)) throw new MediaError("upstream_failed");
  if (json.status === "fail")
    throw instagramError(429, String(json.message ?? "")) ?? new MediaError("upstream_failed");
  const data = isRecord(json.data) ? json.data : undefined;
  if (!data) throw new MediaError("upstream_failed");
  const media = data.xdt_shortcode_media ?? data.shortcode_media;
  // A logged-out query answers null for a deleted post and for a private one alike.
  if (media === null) throw new MediaError("not_found");
  if (
    isRecord(media) &&
    isRecord(media.owner) &&
    media.owner.is_private === true &&
    !media.display_url
  ) {
    throw new MediaError("private");
  }
  const found = fromWebMedia(media);
  if (found.length === 0) throw new MediaError("upstream_failed");
  return found;
};

/** 3. The mobile API's media info (`/api/v1/media/<id>/info/`). */
const mobileInfo: Method = async (code, context) => {
  const { json } = await fetchJson(
    `${context.config.instagram.apiOrigin}/api/v1/media/${shortcodeToId(code)}/info/`,
    {
      headers: mobileHeaders(context),
      signal: context.signal,
      policy: context.policy,
      statusMap: instagramError,
    },
  );
  const item = isRecord(json) ? (Array.isArray(json.items) ? json.items[0] : undefined) : undefined;
  if (!isRecord(item)) throw new MediaError("not_found");
  const found = fromMobileItem(item);
  if (found.length === 0) throw new MediaError("upstream_failed");
  return found;
};

/** 4. Last resort: the og:video / og:image tags of the logged-out post page. */
const postPage: Method = async (code, context) => {
  const found = fromOgTags(await webPage(`/p/${code}/`, context));
  if (found.length === 0) throw new MediaError("upstream_failed");
  return found;
};

const METHODS: Method[] = [embedPage, graphqlPost, mobileInfo, postPage];

/** When every method failed, the most telling reason wins. */
const PRECEDENCE: MediaErrorCode[] = [
  "private",
  "not_found",
  "rate_limited",
  "timeout",
  "upstream_failed",
];

async function post(
  link: InstagramPostLink,
  kind: Kind,
  context: ProviderContext,
): Promise<MediaCandidate[]> {
  const failures: MediaError[] = [];
  for (const method of METHODS) {
    if (context.signal.aborted) break;
    try {
      const found = await method(link.code, context);
      // A reel's own sound is offered only to the audio screen.
      const usable = kind === "audio" ? found : found.filter((c) => c.type !== "audio");
      if (usable.length > 0) {
        return kind === "audio"
          ? [
              ...usable.filter((c) => c.type === "audio"),
              ...usable.filter((c) => c.type !== "audio"),
            ]
          : usable;
      }
    } catch (error) {
      failures.push(toMediaError(error));
    }
  }
  if (context.signal.aborted) throw new MediaError("timeout");
  for (const code of PRECEDENCE) {
    const failure = failures.find((f) => f.code === code);
    if (failure) throw failure;
  }
  throw new MediaError("upstream_failed");
}

async function story(
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

/** /share/… links: read the redirect, and accept it only if it stays on Instagram. */
export async function followShare(
  link: InstagramShareLink,
  context: ProviderContext,
): Promise<InstagramPostLink | InstagramStoryLink> {
  const { webOrigin } = context.config.instagram;
  let location: string | undefined;
  try {
    const response = await upstreamRequest(`${webOrigin}${new URL(link.url).pathname}`, {
      headers: webHeaders(context, { accept: "text/html" }),
      signal: context.signal,
      policy: context.policy,
      manualRedirect: true,
    });
    await response.body.dump().catch(() => undefined);
    if (response.statusCode === 404) throw new MediaError("not_found");
    location = response.headers.location ? String(response.headers.location) : undefined;
  } catch (error) {
    throw toMediaError(error);
  }
  if (!location) throw new MediaError("upstream_failed");
  const target = new URL(location, webOrigin);
  const onInstagram =
    target.origin === new URL(webOrigin).origin || /(^|\.)instagram\.com$/.test(target.hostname);
  if (!onInstagram) throw new MediaError("unsupported_link");
  const resolved = parseLink(`https://www.instagram.com${target.pathname}`);
  if (resolved.platform !== "instagram" || resolved.type === "share")
    throw new MediaError("not_found");
  return resolved;
}

/** The built-in Instagram extractor. */
export async function instagramResolve(
  link: InstagramPostLink | InstagramStoryLink | InstagramShareLink,
  kind: Kind,
  context: ProviderContext,
): Promise<MediaCandidate[]> {
  const target = link.type === "share" ? await followShare(link, context) : link;
  if (target.type === "story") return story(target, context);
  return post(target, kind, context);
}
