import type { PlatformExtractor } from "../client/index.js";
import type { Kind } from "../lookup.js";
import {
  type FileNames,
  type Platform,
  type PlatformLink,
  probeLink,
  siteNames,
} from "./platform.js";
import type { Fields, PlatformSettings } from "./platform-settings.js";

/**
 * A platform's link grammar, as its `links.ts` states it: the hosts and schemes whose links it
 * reads, how it reads one, and what a link names (its media id, the kind the doctor asks for).
 * Why: docs/decisions/026-platform-folders.md (amendments)
 */
export interface LinkGrammar<L extends PlatformLink> {
  /** Hosts whose links it reads (exact, lower case), on http(s) and the default port. */
  readonly hosts: readonly string[];
  /** Endings of hosts whose links it reads too (`.tumblr.com`), when its users have their own. */
  readonly hostSuffixes?: readonly string[];
  /** Its apps' URL schemes (`instagram:`), whose links it reads too; none when unsaid. */
  readonly appSchemes?: readonly string[];
  /** The link a URL on its hosts or schemes names, or undefined. */
  read(url: URL, host: string): L | undefined;
  /** Its own id of what a link names: in file names, and with the platform in lookup keys. */
  mediaId(link: L): string;
  /** The kind the doctor asks for when none is given: one for every link, or the link's own. */
  readonly defaultKind: Kind | ((link: L) => Kind);
}

/**
 * A platform's description as its folder writes it: its link grammar (`links.ts`), its settings
 * (`settings.ts`), the domains its media comes from and its extractor
 * (server/media/extractors/<name>/), with what is rarer beside them. What most platforms share
 * is left unsaid (no app schemes, `siteNames(name)`, its origins and probe post read from its
 * settings). `describePlatform` flattens it into the `Platform` the registry reads.
 * Why: docs/decisions/026-platform-folders.md (amendments)
 */
export interface PlatformSpec<L extends PlatformLink, I extends L>
  extends Omit<
    Platform<L>,
    | "name"
    | "linkHosts"
    | "linkHostSuffixes"
    | "appSchemes"
    | "readLink"
    | "mediaId"
    | "defaultKind"
    | "names"
    | "origins"
    | "probe"
    | keyof PlatformExtractor<L, I>
  > {
  readonly links: LinkGrammar<L>;
  /** Its settings: its origins (`setting.origin`) and its probe post (`probeUrl`). */
  readonly settings: Pick<PlatformSettings<Fields, { probeUrl: string }>, "of" | "origins">;
  readonly extractor: PlatformExtractor<L, I>;
  /** Its file names, when not `siteNames(name)`. */
  readonly names?: FileNames;
}

/**
 * The `Platform` named `name` (its links' `platform`), as the registry reads it: the same
 * first argument as its settings' `platformSettings(name, ...)`, then what it is made of.
 */
export function describePlatform<L extends PlatformLink, I extends L = L>(
  name: L["platform"],
  spec: PlatformSpec<L, I>,
): Platform<L> {
  const { links, settings, extractor, names, ...own } = spec;
  const { indirect, ...reading } = extractor;
  const { defaultKind } = links;
  return {
    ...own,
    ...reading,
    name,
    linkHosts: links.hosts,
    ...(links.hostSuffixes && { linkHostSuffixes: links.hostSuffixes }),
    appSchemes: links.appSchemes ?? [],
    readLink: links.read,
    mediaId: links.mediaId,
    defaultKind: typeof defaultKind === "function" ? defaultKind : () => defaultKind,
    names: names ?? siteNames(name),
    origins: settings.origins,
    probe: (config) => probeLink(settings.of(config).probeUrl, links.read),
    ...(indirect && { indirect: indirectOf(indirect) }),
  };
}

function indirectOf<L extends PlatformLink, I extends L>(
  spec: NonNullable<PlatformExtractor<L, I>["indirect"]>,
): NonNullable<Platform<L>["indirect"]> {
  const matches = (link: L): link is I => link.type === spec.type;
  return {
    step: spec.step,
    matches,
    follow: (link, client) => (matches(link) ? spec.follow(link, client) : Promise.resolve(link)),
  };
}
