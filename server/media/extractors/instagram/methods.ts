import { MediaError } from "../../errors.js";
import { isRecord } from "../../json-fields.js";
import { shortcodeToId } from "../../links.js";
import type { MediaCandidate, ProviderContext } from "../../providers/types.js";
import { fetchJson, fetchText } from "../../upstream/body.js";
import { instagramError, isLoginWall, mobileHeaders, webHeaders } from "./headers.js";
import { embedImage, embedMedia, fromMobileItem, fromOgTags, fromWebMedia } from "./parse.js";

/** The web app's post query (PolarisPostActionLoadPostQueryQuery). */
const POST_DOC_ID = "8845758582119845";

export type Method = (code: string, context: ProviderContext) => Promise<MediaCandidate[]>;

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

/** The ways to read a post, tried in this order. */
export const METHODS: Method[] = [embedPage, graphqlPost, mobileInfo, postPage];
