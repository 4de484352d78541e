import {
  type AnswerRules,
  type PlatformClient,
  type PlatformExtractor,
  unreadable,
} from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { isRecord, str } from "../../json-fields.js";
import type { Kind, MediaCandidate } from "../../lookup.js";
import type { BskyLink } from "../../platforms/bsky/links.js";
import { type BskySettings, bskySettings } from "../../platforms/bsky/settings.js";
import { playlistCandidate } from "../../segments/candidate.js";
import { type BlobVideo, type EmbedItem, postMedia } from "./embed.js";
import { isOutsidePds, outsidePds, pdsOf, trustedVideoHost } from "./pds.js";

/**
 * Bluesky's own reading of the AppView's answers, over the shared table (decision 059): a 400
 * or 404 whose error says the post or the handle is not there is `not_found`; another 400 is
 * an answer the method cannot read.
 */
export const BSKY_ANSWERS: AnswerRules = {
  read(answer) {
    if (answer.status !== 400 && answer.status !== 404) return undefined;
    const said = answer.json();
    // Not an XRPC error (a playlist's or a blob's 404): the shared table reads it.
    if (!isRecord(said)) return undefined;
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

/**
 * A video: the original blob from the author's PDS when it is on Bluesky's own network; else
 * (a self-hosted server) Bluesky's video service's HLS stream of it, through the segment relay.
 */
async function videoOf(
  item: BlobVideo,
  server: URL | undefined,
  kind: Kind,
  bsky: BskySettings,
  client: PlatformClient,
): Promise<MediaCandidate> {
  const size = item.width && item.height ? { width: item.width, height: item.height } : {};
  if (server) {
    return {
      type: "video",
      url: blobUrl(server, item),
      ext: extOf(item.mimeType),
      ...(item.thumbnail ? { thumbnail: item.thumbnail } : {}),
      ...size,
    };
  }
  const playlist =
    item.playlist && URL.canParse(item.playlist) ? new URL(item.playlist) : undefined;
  if (!playlist || !trustedVideoHost(playlist, bsky)) throw outsidePds();
  try {
    return await playlistCandidate(client, playlist.href, kind, {
      ...(item.thumbnail ? { thumbnail: item.thumbnail } : {}),
      ...size,
    });
  } catch (error) {
    // The video service has no stream of it: the visitor hears why we cannot fetch it.
    if (error instanceof MediaError && error.code === "not_found") throw outsidePds();
    throw error;
  }
}

async function candidates(
  items: EmbedItem[],
  kind: Kind,
  bsky: BskySettings,
  client: PlatformClient,
): Promise<MediaCandidate[]> {
  const servers = new Map<string, URL | undefined>();
  const found: MediaCandidate[] = [];
  for (const item of items) {
    if (item.type !== "blob") {
      found.push(item);
      continue;
    }
    if (!servers.has(item.did)) {
      try {
        servers.set(item.did, await pdsOf(item.did, bsky, client));
      } catch (error) {
        if (!isOutsidePds(error)) throw error;
        servers.set(item.did, undefined);
      }
    }
    found.push(await videoOf(item, servers.get(item.did), kind, bsky, client));
  }
  return found;
}

export const bskyExtractor: PlatformExtractor<BskyLink> = {
  /**
   * The built-in Bluesky extractor: the public AppView's getPostThread (handles resolved by the
   * AppView itself), images at full size, Tenor GIFs, and videos as the original blob from the
   * author's server on Bluesky's own network (./pds.ts).
   * Why: docs/decisions/051-bsky.md, 062-tiktok-bluesky-and-the-rest-on-the-client.md
   */
  extract: async (link, kind, client) => {
    const bsky = bskySettings.of(client.config);
    const post = await readPost(link, bsky, client);
    const items = postMedia(post);
    if (items.length === 0) throw new MediaError("not_found", "no_media");
    return candidates(items, kind, bsky, client);
  },
  method: "appview",
  answers: BSKY_ANSWERS,
};
