import type { Egress } from "../../egress/pool.js";
import { MediaError } from "../../errors.js";
import { isRecord, str } from "../../json-fields.js";
import type { Kind, LookupContext, MediaCandidate } from "../../lookup.js";
import { recordMethodOutcome } from "../../outcomes.js";
import type { BskyLink } from "../../platforms/bsky/links.js";
import { type BskySettings, bskySettings } from "../../platforms/bsky/settings.js";
import { Refusal, retryAfterMs } from "../../pushback/refusals.js";
import { EgressesSpent, overEgresses, spentUntil } from "../../pushback/turns.js";
import { readText } from "../../upstream/body.js";
import { upstreamRequest } from "../../upstream/client.js";
import { describeFailure, toMediaError } from "../../upstream/failures.js";
import { type BlobVideo, type EmbedItem, postMedia } from "./embed.js";

interface BskyContext extends LookupContext {
  egress?: Egress;
}

/** A video on a server outside Bluesky's own: its blob is not fetched. Why: docs/decisions/051-bsky.md */
export const OUTSIDE_PDS = "video on a self-hosted PDS";

function unusable(detail: string): MediaError {
  return Object.assign(new MediaError("upstream_failed"), { detail });
}

/**
 * Said to the visitor for a video kept outside Bluesky's own network; `upstream_failed`, so a
 * provider that streams the HLS playlist (cobalt) may still serve it.
 */
function outsidePds(): MediaError {
  return Object.assign(new MediaError("upstream_failed", "outside_network"), {
    detail: OUTSIDE_PDS,
  });
}

/** One JSON request of a lookup; Bluesky's 429 (per address) is a refusal of the egress. */
async function askJson(
  url: string,
  context: BskyContext,
): Promise<{ status: number; json: unknown }> {
  let status: number;
  let text: string;
  let retryAfter: number;
  try {
    const response = await upstreamRequest(url, {
      headers: { accept: "application/json" },
      signal: context.signal,
      policy: context.policy,
      ...(context.egress ? { egress: context.egress } : {}),
    });
    text = await readText(response.body);
    status = response.statusCode;
    retryAfter = retryAfterMs(response.headers["retry-after"]);
    context.onStatus?.(status);
  } catch (error) {
    if (error instanceof MediaError) throw error;
    throw Object.assign(toMediaError(error), { detail: describeFailure(error) });
  }
  if (status === 429) throw new Refusal("egress", "429", retryAfter);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw unusable(`status ${status}, not JSON`);
  }
  return { status, json };
}

/** The thread's post, or what the AppView said about it. */
async function readPost(link: BskyLink, bsky: BskySettings, context: BskyContext) {
  const query = new URLSearchParams({
    uri: `at://${link.actor}/app.bsky.feed.post/${link.rkey}`,
    depth: "0",
    parentHeight: "0",
  });
  const { status, json } = await askJson(
    `${bsky.appViewOrigin}/xrpc/app.bsky.feed.getPostThread?${query}`,
    context,
  );
  const body = isRecord(json) ? json : {};
  if (status === 400 || status === 404) {
    // NotFound, or a handle that resolves to nobody (InvalidRequest "Unable to resolve handle").
    if (body.error === "NotFound" || /resolve/i.test(str(body.message) ?? "")) {
      throw new MediaError("not_found");
    }
    throw unusable(`status ${status}, ${str(body.error) ?? "error"}`);
  }
  if (status !== 200) throw unusable(`status ${status}`);
  const thread = isRecord(body.thread) ? body.thread : {};
  const type = str(thread.$type) ?? "";
  if (type.endsWith("#notFoundPost")) throw new MediaError("not_found");
  if (type.endsWith("#blockedPost")) throw new MediaError("private");
  const post = isRecord(thread.post) ? thread.post : undefined;
  if (!post) throw unusable("thread without a post");
  const author = isRecord(post.author) ? post.author : {};
  const labels = Array.isArray(author.labels) ? author.labels.filter(isRecord) : [];
  // The author asked that logged-out visitors not see their posts (bsky.app hides them too).
  if (labels.some((l) => l.val === "!no-unauthenticated")) throw new MediaError("login_required");
  return post;
}

/** The server (PDS) that keeps `did`'s blobs, from the PLC directory. */
async function serverOf(did: string, bsky: BskySettings, context: BskyContext): Promise<URL> {
  // did:web names its own host: a self-hosted server by definition.
  if (did.startsWith("did:web:")) throw outsidePds();
  // Only what a did:plc is goes into the directory's path.
  if (!/^did:plc:[a-z2-7]{24}$/.test(did)) throw unusable("not a did:plc");
  const { status, json } = await askJson(`${bsky.plcOrigin}/${did}`, context);
  if (status === 404 || status === 410) throw new MediaError("not_found");
  if (status !== 200) throw unusable(`PLC status ${status}`);
  const services = isRecord(json) && Array.isArray(json.service) ? json.service : [];
  const pds = services
    .filter(isRecord)
    .find((s) => s.type === "AtprotoPersonalDataServer" || s.id === "#atproto_pds");
  const endpoint = pds ? str(pds.serviceEndpoint) : undefined;
  if (!endpoint || !URL.canParse(endpoint)) throw unusable("no PDS in the DID document");
  const server = new URL(endpoint);
  try {
    // Bluesky's own servers only (the host policy's media domains): a server anyone runs
    // is not a host we fetch from.
    context.policy.check(server);
  } catch {
    throw outsidePds();
  }
  return server;
}

function blobUrl(server: URL, video: BlobVideo): string {
  const url = new URL("/xrpc/com.atproto.sync.getBlob", server);
  url.search = new URLSearchParams({ did: video.did, cid: video.cid }).toString();
  return url.href;
}

async function candidates(
  items: EmbedItem[],
  bsky: BskySettings,
  context: BskyContext,
): Promise<MediaCandidate[]> {
  const servers = new Map<string, URL>();
  const found: MediaCandidate[] = [];
  for (const item of items) {
    if (item.type !== "blob") {
      found.push(item);
      continue;
    }
    const server = servers.get(item.did) ?? (await serverOf(item.did, bsky, context));
    servers.set(item.did, server);
    found.push({
      type: "video",
      url: blobUrl(server, item),
      ext:
        item.mimeType === "video/webm"
          ? "webm"
          : item.mimeType === "video/quicktime"
            ? "mov"
            : "mp4",
      ...(item.thumbnail ? { thumbnail: item.thumbnail } : {}),
      ...(item.width && item.height ? { width: item.width, height: item.height } : {}),
    });
  }
  return found;
}

/** One lookup through `context.egress`: the post's files, or why not. */
export async function readBskyPost(
  link: BskyLink,
  bsky: BskySettings,
  context: BskyContext,
): Promise<MediaCandidate[]> {
  const post = await readPost(link, bsky, context);
  const items = postMedia(post);
  if (items.length === 0) throw new MediaError("not_found", "no_media");
  return candidates(items, bsky, context);
}

function tagged(found: MediaCandidate[], egress: Egress): MediaCandidate[] {
  return found.map((c) => ({ ...c, egress: { index: egress.index, id: egress.id } }));
}

/**
 * The built-in Bluesky extractor: the public AppView's getPostThread (handles resolved by
 * the AppView itself), images at full size, Tenor GIFs, and videos as the original blob
 * from the author's server on Bluesky's own network, through the egress pool.
 * Why: docs/decisions/051-bsky.md, 028-egress-pool.md
 */
export async function bskyResolve(
  link: BskyLink,
  _kind: Kind,
  context: LookupContext,
): Promise<MediaCandidate[]> {
  const bsky = bskySettings.of(context.config);
  try {
    const found = await overEgresses(context, "bsky", async (egress) =>
      tagged(await readBskyPost(link, bsky, { ...context, egress }), egress),
    );
    recordMethodOutcome("builtin", "bsky.appview", "items");
    return found;
  } catch (error) {
    const failure = error instanceof EgressesSpent ? spentUntil(error.until) : toMediaError(error);
    recordMethodOutcome(
      "builtin",
      "bsky.appview",
      error instanceof Refusal ? `refused_${error.scope}` : failure.code,
    );
    throw failure;
  }
}
