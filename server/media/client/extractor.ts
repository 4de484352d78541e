import type { Kind, MediaCandidate } from "../lookup.js";
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
