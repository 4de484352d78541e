/**
 * What a request needs of the upstream policy: whether a URL may be fetched at all. The policy
 * itself (./host-policy.ts) is built from the platforms' and providers' own hosts; the client,
 * the extractors and the tunnel only ask it, so they need not import what it is built from.
 * Why: docs/decisions/008-upstream-guard-and-timeouts.md
 */
export interface PolicyCheck {
  /** Private (test) addresses are let through. */
  readonly allowPrivate: boolean;
  /** The URL is on an operator-configured provider endpoint. */
  isTrusted(url: URL): boolean;
  /** Throws unless `url` may be requested at all; says whether private addresses are allowed. */
  check(url: URL): { allowPrivate: boolean };
  /**
   * The URL is on the platform's own hosts (its sites, CDNs and the origins set for it): where a
   * share link may lead. Only a policy scoped to one platform knows; others own nothing.
   */
  owns?(url: URL): boolean;
}
