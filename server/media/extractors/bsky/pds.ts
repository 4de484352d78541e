import { type PlatformClient, unreadable } from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { isRecord, str } from "../../json-fields.js";
import type { BskySettings } from "../../platforms/bsky/settings.js";

/**
 * The server (PDS) that keeps an author's blobs, from the DID document the PLC directory holds.
 * The document is written by the account's owner, so what it names is not trusted as such: only
 * Bluesky's own PDS hosts (`*.bsky.network`, `bsky.social`) over HTTPS on the default port, or
 * an origin the operator set for Bluesky (tests' stand-ins), are fetched from. Anything else
 * (a self-hosted server, another platform's or a user-content host, a private address) is
 * refused here, before any byte is asked of it. Why: docs/decisions/062-tiktok-bluesky-and-the-rest-on-the-client.md
 */
const PDS_DOMAINS = ["bsky.network", "bsky.social"];

/** A video whose blob is kept outside Bluesky's own network: its blob is not fetched. */
export const OUTSIDE_PDS = "video on a self-hosted PDS";

/**
 * Said to the visitor for a video kept outside Bluesky's own network; `upstream_failed`, so a
 * provider that streams the HLS playlist (cobalt) may still serve it.
 */
export function outsidePds(): MediaError {
  return Object.assign(new MediaError("upstream_failed", "outside_network"), {
    detail: OUTSIDE_PDS,
  });
}

type Origins = Pick<BskySettings, "appViewOrigin" | "plcOrigin">;

/**
 * Whether `url` is on an origin set for Bluesky (tests' stand-ins), or plain HTTPS on the
 * default port to a host `trusted` accepts (lower case, no trailing dot).
 */
function trustedUrl(url: URL, bsky: Origins, trusted: (host: string) => boolean): boolean {
  const set = [bsky.appViewOrigin, bsky.plcOrigin].map((o) => new URL(o).origin);
  if (set.includes(url.origin)) return true;
  if (url.protocol !== "https:" || url.port !== "" || url.username || url.password) return false;
  return trusted(url.hostname.toLowerCase().replace(/\.$/, ""));
}

/** Whether `url` is a PDS of Bluesky's own network (or an origin set for Bluesky). */
export function trustedPds(url: URL, bsky: Origins): boolean {
  return trustedUrl(url, bsky, (host) =>
    PDS_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`)),
  );
}

/** Bluesky's video service, whose HLS playlists stream any author's video, self-hosted too. */
const VIDEO_HOSTS = ["video.bsky.app", "video.cdn.bsky.app"];

/** Whether `url` is on Bluesky's video service (or an origin set for Bluesky). */
export function trustedVideoHost(url: URL, bsky: Origins): boolean {
  return trustedUrl(url, bsky, (host) => VIDEO_HOSTS.includes(host));
}

/** Whether `error` says a video's blob is kept outside Bluesky's own network. */
export function isOutsidePds(error: unknown): boolean {
  return (error as { detail?: unknown } | null)?.detail === OUTSIDE_PDS;
}

/** Only what a did:plc is goes into the directory's path. */
const PLC = /^did:plc:[a-z2-7]{24}$/;

export async function pdsOf(did: string, bsky: BskySettings, client: PlatformClient): Promise<URL> {
  // did:web names its own host: a self-hosted server by definition.
  if (did.startsWith("did:web:")) throw outsidePds();
  if (!PLC.test(did)) throw unreadable("not a did:plc");
  const json = await client.json(`${bsky.plcOrigin}/${did}`, { cookies: false });
  const services = isRecord(json) && Array.isArray(json.service) ? json.service : [];
  const pds = services
    .filter(isRecord)
    .find((s) => s.type === "AtprotoPersonalDataServer" || s.id === "#atproto_pds");
  const endpoint = pds ? str(pds.serviceEndpoint) : undefined;
  if (!endpoint || !URL.canParse(endpoint)) throw unreadable("no PDS in the DID document");
  const server = new URL(endpoint);
  if (!trustedPds(server, bsky)) throw outsidePds();
  return server;
}
