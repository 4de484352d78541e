import type { Config } from "../../config.js";
import type { MediaReason } from "../errors.js";
import type { DiagnosticStep, Kind, LookupContext, MediaCandidate } from "../lookup.js";
import type { SessionSource } from "../pushback/sessions.js";

/**
 * Everything the media engine knows of one platform, described once in its folder
 * (server/media/platforms/<name>/) and listed in ./index.ts; the link recogniser, the host
 * policy, the resolver and the naming read these descriptions instead of naming platforms.
 * Why: docs/decisions/026-platform-folders.md
 */

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

export interface Platform<L extends PlatformLink> {
  readonly name: L["platform"];
  /** Hosts whose links it reads (exact, lower case), on http(s) and the default port. */
  readonly linkHosts: readonly string[];
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
  /** Its own id of what a link names: in file names, and with the platform in lookup keys. */
  mediaId(link: L): string;
  readonly names: FileNames;
  /** Headers its own player sends to its stream servers; sent with every quality's download. */
  readonly streamHeaders?: Readonly<Record<string, string>>;
  /** The kind the doctor asks for when none is given. */
  defaultKind(link: L): Kind;
  /** Its built-in extractor (server/media/extractors/<name>/), used by the builtin provider. */
  extract(link: L, kind: Kind, context: LookupContext): Promise<MediaCandidate[]>;
  /**
   * Links that only point at another (a share link): followed once, when our own extractors
   * are in the chain, so every provider and the file name get the link it names.
   */
  readonly indirect?: {
    /** The doctor's name for the step. */
    readonly step: string;
    matches(link: L): boolean;
    follow(link: L, context: LookupContext): Promise<L>;
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
  /** The extractor's ways of reading a link, each on its own, for the doctor; else one step. */
  diagnose?(link: L, config: Config): DiagnosticStep[] | undefined;
}
