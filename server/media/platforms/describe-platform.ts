import type { PlatformClient } from "../client/index.js";
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
 * A platform's description as its folder writes it: what is its own, with what most platforms
 * share left unsaid (no app schemes, `siteNames(name)`, its origins and probe post read from
 * its settings). `describePlatform` makes the `Platform` the registry reads.
 * Why: docs/decisions/026-platform-folders.md (amendment)
 */
export interface PlatformSpec<L extends PlatformLink, I extends L>
  extends Omit<
    Platform<L>,
    "appSchemes" | "names" | "origins" | "probe" | "defaultKind" | "indirect"
  > {
  readonly appSchemes?: readonly string[];
  /** Its file names, when not `siteNames(name)`. */
  readonly names?: FileNames;
  /** Its settings: its origins (`setting.origin`) and its probe post (`probeUrl`). */
  readonly settings: Pick<PlatformSettings<Fields, { probeUrl: string }>, "of" | "origins">;
  /** The kind the doctor asks for when none is given: one for every link, or the link's own. */
  readonly defaultKind: Kind | ((link: L) => Kind);
  /** Links of one type that only point at another (a share link), followed by `follow`. */
  readonly indirect?: {
    readonly type: I["type"];
    /** The doctor's name for the step. */
    readonly step: string;
    /** Only ever given links of `type`. */
    follow(link: I, client: PlatformClient): Promise<L>;
  };
}

export function describePlatform<L extends PlatformLink, I extends L = L>(
  spec: PlatformSpec<L, I>,
): Platform<L> {
  const { appSchemes, names, settings, defaultKind, indirect, ...own } = spec;
  return {
    ...own,
    appSchemes: appSchemes ?? [],
    names: names ?? siteNames(spec.name),
    origins: settings.origins,
    probe: (config) => probeLink(settings.of(config).probeUrl, spec.readLink),
    defaultKind: typeof defaultKind === "function" ? defaultKind : () => defaultKind,
    ...(indirect && { indirect: indirectOf(indirect) }),
  };
}

function indirectOf<L extends PlatformLink, I extends L>(
  spec: NonNullable<PlatformSpec<L, I>["indirect"]>,
): NonNullable<Platform<L>["indirect"]> {
  const matches = (link: L): link is I => link.type === spec.type;
  return {
    step: spec.step,
    matches,
    follow: (link, client) => (matches(link) ? spec.follow(link, client) : Promise.resolve(link)),
  };
}
