import { createHash } from "node:crypto";
import { z } from "zod";
import type { CollectionItem, CollectionResponse } from "../../common/media-api.js";
import { getConfig } from "../config.js";
import { batchSettings } from "./batch/settings.js";
import { askWithTurns } from "./client/run.js";
import { MediaError } from "./errors.js";
import { upstreamPolicy } from "./host-policy.js";
import { resolveLimits } from "./lookup.js";
import { inLookupSlot } from "./lookup-slots.js";
import { type MediaLink, PLATFORMS } from "./platforms/index.js";
import type {
  CollectionLink,
  CollectionPage,
  Platform,
  PlatformLink,
} from "./platforms/platform.js";
import { pushback } from "./pushback/runtime.js";
import { tunnelUrl } from "./tunnel/link.js";
import { openValue, sealValue } from "./tunnel/token.js";

/**
 * A collection (a YouTube playlist) listed a page at a time: the first page at once, the next
 * by the sealed token of the page before, which carries the platform's cursor and how many
 * entries were listed, so no caller lists past COLLECTION_MAX_ITEMS (a playlist of 50,000
 * videos costs at most that many entries' pages). Each page is read through the platform's
 * client over the egress pool, in a lookup slot, and kept in the lookup cache like a followed
 * link (one read however many ask together). Why: docs/decisions/075-collections.md
 */

/** The first byte of a page token: never opens as a file's (1) or an archive's (2). */
const PAGE_FORMAT = 3;
const MAX_PAGE_TOKEN = 4000;
/** A page token lives as long as the lists a visitor scrolls through. */
const PAGE_TTL_SECONDS = 60 * 60;

const pageToken = z.object({
  /** The collection's canonical link. */
  l: z.string().max(2048),
  /** The platform's cursor. */
  c: z.string().max(3000),
  /** Entries listed before this page. */
  n: z.number().int().min(0),
  e: z.number(),
});

type CollectionPlatform = Platform<PlatformLink> & {
  collections: NonNullable<Platform<PlatformLink>["collections"]>;
};

/** The platform and collection a pasted link names, or why not. */
export function readCollection(raw: unknown): {
  platform: CollectionPlatform;
  link: CollectionLink;
} {
  if (typeof raw !== "string")
    throw new MediaError("invalid_request", "field_invalid", { field: "url" });
  const text = raw.trim();
  if (!URL.canParse(text)) throw new MediaError("invalid_url");
  const url = new URL(text);
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  for (const platform of PLATFORMS as readonly Platform<PlatformLink>[]) {
    if (!platform.collections || !platform.linkHosts.includes(host)) continue;
    const link = platform.collections.read(url, host);
    if (link) return { platform: platform as CollectionPlatform, link };
  }
  throw new MediaError("unsupported_link", "not_a_collection");
}

function cacheKey(link: CollectionLink, cursor: string | undefined): string {
  const page = cursor ? createHash("sha256").update(cursor).digest("base64url").slice(0, 22) : "1";
  return `collection:${link.platform}:${link.id}:${page}`;
}

/** One page from the platform (or the lookup cache). */
async function readPage(
  platform: CollectionPlatform,
  link: CollectionLink,
  cursor: string | undefined,
): Promise<CollectionPage> {
  const config = getConfig();
  const text = await pushback(config).follows.get(cacheKey(link, cursor), () =>
    inLookupSlot(async () => {
      const signal = AbortSignal.timeout(resolveLimits.providerTimeoutMs);
      const policy = upstreamPolicy(config).scoped({ platform: link.platform, services: true });
      const page = await askWithTurns(
        platform as unknown as Platform<MediaLink>,
        { config, policy, signal },
        (client) => platform.collections.page(link, cursor, client),
      );
      return { value: JSON.stringify(page) };
    }),
  );
  return JSON.parse(text) as CollectionPage;
}

/** A page of the collection `raw` names: the first, or the one `page` (a sealed token) names. */
export async function listCollection(
  raw: unknown,
  page: unknown,
  { tunnelTtlSeconds }: { tunnelTtlSeconds?: number } = {},
): Promise<CollectionResponse> {
  const config = getConfig();
  const { platform, link } = readCollection(raw);
  const max = batchSettings.of(config).collectionMaxItems;
  let cursor: string | undefined;
  let before = 0;
  if (page !== undefined && page !== null) {
    if (typeof page !== "string")
      throw new MediaError("invalid_request", "collection_page_invalid");
    let opened: z.infer<typeof pageToken>;
    try {
      opened = pageToken.parse(openValue(page, config.authSecret, PAGE_FORMAT, MAX_PAGE_TOKEN));
    } catch {
      throw new MediaError("invalid_request", "collection_page_invalid");
    }
    if (opened.l !== link.url || opened.e * 1000 <= Date.now()) {
      throw new MediaError("invalid_request", "collection_page_invalid");
    }
    cursor = opened.c;
    before = opened.n;
  }
  const found = await readPage(platform, link, cursor);
  const room = Math.max(0, max - before);
  const kept = found.entries.slice(0, room);
  const listed = before + kept.length;
  const truncated = found.entries.length > room || (listed >= max && found.next !== undefined);
  const entries = kept.map((entry): CollectionItem => {
    const item: CollectionItem = { url: entry.url, id: entry.id, title: entry.title };
    if (entry.durationSeconds) item.durationSeconds = entry.durationSeconds;
    if (entry.unavailable) item.unavailable = entry.unavailable;
    if (entry.thumbnail && URL.canParse(entry.thumbnail)) {
      item.thumbnail = tunnelUrl({
        platform: link.platform,
        url: entry.thumbnail,
        filename: `${link.platform}-${entry.id}.jpg`,
        disposition: "inline",
        ...(tunnelTtlSeconds ? { ttlSeconds: tunnelTtlSeconds } : {}),
      });
    }
    return item;
  });
  const answer: CollectionResponse = {
    platform: link.platform,
    title: found.title,
    url: link.url,
    entries,
    listed,
    max,
  };
  if (link.item) answer.item = link.item;
  if (found.next && !truncated) {
    answer.next = sealValue(
      {
        l: link.url,
        c: found.next,
        n: listed,
        e: Math.floor(Date.now() / 1000) + PAGE_TTL_SECONDS,
      },
      config.authSecret,
      PAGE_FORMAT,
    );
  }
  if (truncated) answer.truncated = true;
  if (platform.collections.sound) answer.sound = true;
  return answer;
}
