import { type AnswerRules, type PlatformClient, unreadable } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { isRecord, str } from "../../json-fields.js";
import type { Kind, MediaCandidate } from "../../lookup.js";
import type { BskyLink } from "../../platforms/bsky/links.js";
import { type BskySettings, bskySettings } from "../../platforms/bsky/settings.js";
import { type BlobVideo, type EmbedItem, postMedia } from "./embed.js";
import { pdsOf } from "./pds.js";

/**
 * Bluesky's own reading of the AppView's answers, over the shared table (decision 059): a 400
 * or 404 whose error says the post or the handle is not there is `not_found`; another 400 is
 * an answer the method cannot read.
 */
export const BSKY_ANSWERS: AnswerRules = {
  read(answer) {
    if (answer.status !== 400 && answer.status !== 404) return undefined;
    const body = answer.json();
    const said = isRecord(body) ? body : {};
    if (said.error === "NotFound" || /resolve/i.test(str(said.message) ?? "")) {
      return { is: "not_found" };
    }
    return { is: "unreadable", detail: `status ${answer.status}, ${str(said.error) ?? "error"}` };
  },
};

/** The thread's post, or what the AppView said about it. */
async function readPost(link: BskyLink, bsky: BskySettings, client: PlatformClient) {
  const query = new URLSearchParams({
    uri: `at://${link.actor}/app.bsky.feed.post/${link.rkey}`,
    depth: "0",
    parentHeight: "0",
  });
  const json = await client.json(
    `${bsky.appViewOrigin}/xrpc/app.bsky.feed.getPostThread?${query}`,
    {
      cookies: false,
    },
  );
  const thread = isRecord(json) && isRecord(json.thread) ? json.thread : {};
  const type = str(thread.$type) ?? "";
  if (type.endsWith("#notFoundPost")) throw new MediaError("not_found");
  if (type.endsWith("#blockedPost")) throw new MediaError("private");
  const post = isRecord(thread.post) ? thread.post : undefined;
  if (!post) throw unreadable("thread without a post");
  const author = isRecord(post.author) ? post.author : {};
  const labels = Array.isArray(author.labels) ? author.labels.filter(isRecord) : [];
  // The author asked that logged-out visitors not see their posts (bsky.app hides them too):
  // a plain answer about this post, which rests nothing.
  if (labels.some((l) => l.val === "!no-unauthenticated")) throw new MediaError("login_required");
  return post;
}

function blobUrl(server: URL, video: BlobVideo): string {
  const url = new URL("/xrpc/com.atproto.sync.getBlob", server);
  url.search = new URLSearchParams({ did: video.did, cid: video.cid }).toString();
  return url.href;
}

function extOf(mimeType: string | undefined): string {
  if (mimeType === "video/webm") return "webm";
  if (mimeType === "video/quicktime") return "mov";
  return "mp4";
}

async function candidates(
  items: EmbedItem[],
  bsky: BskySettings,
  client: PlatformClient,
): Promise<MediaCandidate[]> {
  const servers = new Map<string, URL>();
  const found: MediaCandidate[] = [];
  for (const item of items) {
    if (item.type !== "blob") {
      found.push(item);
      continue;
    }
    const server = servers.get(item.did) ?? (await pdsOf(item.did, bsky, client));
    servers.set(item.did, server);
    found.push({
      type: "video",
      url: blobUrl(server, item),
      ext: extOf(item.mimeType),
      ...(item.thumbnail ? { thumbnail: item.thumbnail } : {}),
      ...(item.width && item.height ? { width: item.width, height: item.height } : {}),
    });
  }
  return found;
}

/**
 * The built-in Bluesky extractor: the public AppView's getPostThread (handles resolved by the
 * AppView itself), images at full size, Tenor GIFs, and videos as the original blob from the
 * author's server on Bluesky's own network (./pds.ts).
 * Why: docs/decisions/051-bsky.md, 062-tiktok-bluesky-and-the-rest-on-the-client.md
 */
export async function bskyExtract(
  link: BskyLink,
  _kind: Kind,
  client: PlatformClient,
): Promise<MediaCandidate[]> {
  const bsky = bskySettings.of(client.config);
  const post = await readPost(link, bsky, client);
  const items = postMedia(post);
  if (items.length === 0) throw new MediaError("not_found", "no_media");
  return candidates(items, bsky, client);
}
