import type { Config } from "../../config.js";
import type { AnswerRules } from "../client/answers.js";
import type { PlatformClient } from "../client/client.js";
import type { PoolRow } from "../client/pool-row.js";
import type { SignInTurn } from "../client/sign-in.js";
import type { MediaReason } from "../errors.js";
import type { Kind, MediaCandidate } from "../lookup.js";
import type { SessionSource } from "../pushback/sessions.js";
import type { PolicyCheck } from "../upstream/policy-check.js";

/**
 * Everything the media engine knows of one platform, described once in its folder
 * (server/media/platforms/<name>/) and listed in ./index.ts; the link recogniser, the host
 * policy, the resolver and the naming read these descriptions instead of naming platforms.
 * Why: docs/decisions/026-platform-folders.md
 */

/**
 * One way an extractor reads a link, run on its own by the doctor (scripts/doctor.ts), through
 * a client of its own (the server's own address), so no step leans on another's answer.
 */
export interface DiagnosticStep {
  name: string;
  /** A way only a signed-in session reads: its client carries the pool's next session. */
  signedIn?: boolean;
  run(client: PlatformClient): Promise<MediaCandidate[]>;
}

/** What every platform's links have in common; each platform adds its own fields. */
export interface PlatformLink {
  /** The platform's name (its registry entry). */
  platform: string;
  type: string;
  /** The canonical form: what providers receive. */
  url: string;
}

/** How a platform names the files it gives, without extension. Why: docs/decisions/006-file-names.md */
export interface FileNames {
  /** Item `n` (from 1) of the `count` found for `id` when the screen asked for `kind`. */
  item(kind: Kind, id: string, n: number, count: number): string;
  /** The sound of `id`: the audio screen's file, and a video's sound in any quality. */
  audio(id: string): string;
  /** One quality of a video. */
  quality(id: string, quality: { label: string; codec: string }): string;
  /** Every item of a post of several, as one ZIP. */
  archive(id: string): string;
}

/** The names most platforms use: `<site>-<id>[-n]`, `<site>-audio-<id>`, `<site>-<id>-1080p[-vp9]`. */
export function siteNames(site: string): FileNames {
  return {
    item: (_kind, id, n, count) => `${site}-${id}${count > 1 ? `-${n}` : ""}`,
    audio: (id) => `${site}-audio-${id}`,
    quality: (id, q) => `${site}-${id}-${q.label}${q.codec === "h264" ? "" : `-${q.codec}`}`,
    archive: (id) => `${site}-${id}`,
  };
}

/**
 * A link that names a collection of a platform's items (a YouTube playlist; later a SoundCloud
 * set, a thread's posts). Why: docs/decisions/075-collections.md
 */
export interface CollectionLink {
  platform: string;
  /** The platform's id of the collection. */
  id: string;
  /** The canonical link of the collection. */
  url: string;
  /** The canonical link of the one item the link also names (a video watched in a playlist). */
  item?: string | undefined;
}

/** One entry of a collection: a link of its own, looked up as any link is. */
export interface CollectionEntry {
  /** The item's own canonical link. */
  url: string;
  id: string;
  title: string;
  durationSeconds?: number | undefined;
  /** The platform's picture of it (an upstream URL: the server wraps it in a tunnel link). */
  thumbnail?: string | undefined;
  /** Why it cannot be downloaded (a private or removed video), when it cannot. */
  unavailable?: MediaReason | undefined;
}

/** One page of a collection, as the platform gives it. */
export interface CollectionPage {
  title: string;
  entries: CollectionEntry[];
  /** The platform's own cursor of the next page, when there is one. */
  next?: string | undefined;
}

/**
 * What a platform lists of its collections: which links name one, and one page of it (the
 * first, or the one `cursor` names) read through the platform's client, so it is paced and
 * pooled like any lookup. Why: docs/decisions/075-collections.md
 */
export interface Collections {
  /** Its entries are sound only (a SoundCloud set): the screen offers no video. */
  readonly sound?: boolean;
  read(url: URL, host: string): CollectionLink | undefined;
  page(
    link: CollectionLink,
    cursor: string | undefined,
    client: PlatformClient,
  ): Promise<CollectionPage>;
}

export interface Platform<L extends PlatformLink> {
  readonly name: L["platform"];
  /** Hosts whose links it reads (exact, lower case), on http(s) and the default port. */
  readonly linkHosts: readonly string[];
  /**
   * Endings of hosts whose links it reads too (`.tumblr.com`: every blog's own host), for a
   * platform whose users have hosts of their own. Why: docs/decisions/079-tumblr.md
   */
  readonly linkHostSuffixes?: readonly string[];
  /** Its apps' URL schemes (`instagram:`), whose links it reads too. */
  readonly appSchemes: readonly string[];
  /** Its link grammar: the link a URL on its hosts or schemes names, or undefined. */
  readLink(url: URL, host: string): L | undefined;
  /**
   * Domains, with their subdomains, that lookups and downloads may fetch from: its sites and
   * CDNs. The upstream host policy allows nothing else from an answer.
   */
  readonly mediaDomains: readonly string[];
  /** Origins the operator set for its extractor (tests point them at local stand-ins). */
  origins(config: Config): string[];
  /**
   * Services the operator runs for its extractor (a PO-token provider): trusted by the host
   * policy and reached directly. Why: docs/decisions/030-youtube-po-tokens.md
   */
  services?(config: Config): string[];
  /** Its services, each asked whether it answers, for the doctor's second table. */
  checkServices?(config: Config, policy: PolicyCheck): Promise<PoolRow[]>;
  /** Its own id of what a link names: in file names, and with the platform in lookup keys. */
  mediaId(link: L): string;
  readonly names: FileNames;
  /** Headers its own player sends to its stream servers; sent with every quality's download. */
  readonly streamHeaders?: Readonly<Record<string, string>>;
  /** The kind the doctor asks for when none is given. */
  defaultKind(link: L): Kind;
  /**
   * Its built-in extractor (server/media/extractors/<name>/), used by the builtin provider: one
   * attempt through `client` (one address, and a session where it has them): asks, parses,
   * returns items. The core runs the turns, judges walls and counts the attempt
   * (server/media/client/run.ts). Why: docs/decisions/059-platform-client.md
   */
  extract(link: L, kind: Kind, client: PlatformClient): Promise<MediaCandidate[]>;
  /** The name its one way of reading is counted under (`page`: `threads.page`); `web` when unsaid. */
  readonly method?: string;
  /** Its own reading of answers, over the shared table (server/media/client/answers.ts). */
  readonly answers?: AnswerRules;
  /** How long it asks us to wait, from an answer's headers, when it says so beyond Retry-After. */
  waitMs?(headers: Readonly<Record<string, string>>): number;
  /**
   * Whether an address that rests for it may still be asked by a way its rest does not stop
   * (YouTube's WEB client with proof-of-origin tokens; server/media/client/run.ts).
   */
  askWhileResting?(config: Config): boolean;
  /** When its signed-in sessions take part in a lookup of `link` (`fallback` when unsaid). */
  signIn?(link: L): SignInTurn;
  /**
   * A public post that the probe of a wall reads through the address (or session) that met it:
   * whether the wall was the post's or the address's (server/media/client/walls.ts). A setting
   * with a default, so an operator can follow a post that goes away.
   */
  probe?(config: Config): L | undefined;
  /**
   * Links that only point at another (a share link): followed once, inside the lookup (cached,
   * coalesced, through the egress pool), when our own extractors are in the chain, so every
   * provider and the file name get the link it names.
   */
  readonly indirect?: {
    /** The doctor's name for the step. */
    readonly step: string;
    matches(link: L): boolean;
    follow(link: L, client: PlatformClient): Promise<L>;
  };
  /**
   * Links only a signed-in session can read (Instagram's stories): a provider that cannot
   * steps aside, and when none can the visitor reads `reason`.
   */
  readonly signedInOnly?: {
    matches(link: L): boolean;
    readonly reason: MediaReason;
  };
  /**
   * Its optional signed-in sessions (cookies from its `<PLATFORM>_COOKIES_FILE`, declared in
   * its settings.ts), pooled and rested by `withSessions` (server/media/pushback/).
   * Why: docs/decisions/036-one-state-across-processes.md
   */
  sessions?(config: Config): SessionSource | undefined;
  /** Its collections (playlists, sets), when it has any a visitor may list and pick from. */
  readonly collections?: Collections;
  /** The extractor's ways of reading a link, each on its own, for the doctor; else one step. */
  diagnose?(link: L, config: Config): DiagnosticStep[] | undefined;
}

/** Whether `host` (lower case, no trailing dot) is one whose links `platform` reads. */
export function readsHost(
  platform: Pick<Platform<PlatformLink>, "linkHosts" | "linkHostSuffixes">,
  host: string,
): boolean {
  if (platform.linkHosts.includes(host)) return true;
  return (platform.linkHostSuffixes ?? []).some(
    (suffix) => host.endsWith(suffix) && host.length > suffix.length,
  );
}

/**
 * The link a platform's probe setting names (read by its own grammar), or undefined when the
 * setting is not one of its links. Why: docs/decisions/059-platform-client.md
 */
export function probeLink<L>(
  url: string,
  readLink: (url: URL, host: string) => L | undefined,
): L | undefined {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  return readLink(parsed, parsed.hostname.toLowerCase().replace(/\.$/, ""));
}
