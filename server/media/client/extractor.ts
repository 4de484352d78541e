import type { Config } from "../../config.js";
import type { Kind, MediaCandidate } from "../lookup.js";
import type { DiagnosticStep, PlatformLink } from "../platforms/platform.js";
import type { AnswerRules } from "./answers.js";
import type { PlatformClient } from "./client.js";

/**
 * A platform's built-in extractor (or one way of it): one attempt through `client`, which asks,
 * parses and returns the items for `kind`. Stated once, so an extractor writes only its body.
 * Why: docs/decisions/059-platform-client.md
 */
export type Extractor<L> = (
  link: L,
  kind: Kind,
  client: PlatformClient,
) => Promise<MediaCandidate[]>;

/**
 * How a link that only points at another (a share or short link) is followed to the link it
 * names: inside the lookup, through the attempt's client. It is only ever given such links.
 */
export type LinkFollower<From, To> = (link: From, client: PlatformClient) => Promise<To>;

/**
 * What an extractor's folder (server/media/extractors/<name>/) gives its platform: how it reads
 * a link and whatever of the reading is its own, stated once beside the code it names, so the
 * platform's description binds one object (`describePlatform`, platforms/describe-platform.ts).
 * `I` is the type of the links it follows to another, when it has any.
 * Why: docs/decisions/026-platform-folders.md (amendments)
 */
export interface PlatformExtractor<L extends PlatformLink, I extends L = L> {
  readonly extract: Extractor<L>;
  /** The name its one way of reading is counted under (`page`: `threads.page`); `web` when unsaid. */
  readonly method?: string;
  /** Its own reading of answers, over the shared table (server/media/client/answers.ts). */
  readonly answers?: AnswerRules;
  /** How long it asks us to wait, from an answer's headers, when it says so beyond Retry-After. */
  waitMs?(headers: Readonly<Record<string, string>>): number;
  /** Links of one type that only point at another (a share link), followed by `follow`. */
  readonly indirect?: {
    readonly type: I["type"];
    /** The doctor's name for the step. */
    readonly step: string;
    /** Only ever given links of `type`. */
    readonly follow: LinkFollower<I, L>;
  };
  /** Its ways of reading a link, each on its own, for the doctor; else one step. */
  diagnose?(link: L, config: Config): DiagnosticStep[] | undefined;
}
