import { isIP } from "node:net";
import type { Config } from "../config.js";
import { PLATFORMS } from "./platforms/index.js";
import { providerChain } from "./providers/index.js";
import type { PolicyCheck } from "./upstream/policy-check.js";

/** Domains media may come from: every platform's sites and CDNs. */
let platformDomains: string[] | undefined;
// Read on first use: the registry may still be loading when this module is (an extractor
// imports the pools, which build policies).
const PLATFORM_DOMAINS = () => {
  platformDomains ??= PLATFORMS.flatMap((p) => p.mediaDomains);
  return platformDomains;
};

function isPlatformHost(host: string): boolean {
  return PLATFORM_DOMAINS().some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** The URL is not one the media engine may fetch. */
export class UpstreamRefused extends Error {
  readonly code = "E_MEDIA_REFUSED";
  constructor() {
    super("Upstream URL refused by policy");
    this.name = "UpstreamRefused";
  }
}

/**
 * Which upstream URLs may be fetched. Operator-configured provider endpoints are trusted
 * (they may live on a private network, like a cobalt container next door); every other
 * URL comes out of a response and must be a platform host, on its scheme's default port,
 * on a public address. Why: docs/decisions/008-upstream-guard-and-timeouts.md
 */
export class UpstreamPolicy implements PolicyCheck {
  private readonly trustedOrigins: Set<string>;
  private readonly extractorOrigins: Set<string>;
  readonly allowPrivate: boolean;

  constructor(config: Config) {
    this.allowPrivate = config.mediaAllowPrivateHosts;
    this.trustedOrigins = new Set(
      providerChain(config).flatMap(({ provider }) => {
        const endpoint = provider.endpoint?.(config);
        return endpoint ? [new URL(endpoint).origin] : [];
      }),
    );
    // Services a platform's extractor uses that the operator runs (a PO-token provider).
    for (const platform of PLATFORMS) {
      for (const service of platform.services?.(config) ?? []) {
        this.trustedOrigins.add(new URL(service).origin);
      }
    }
    // The extractors' own origins are operator settings too (tests point them at local
    // servers); they join the host allow-list but still must resolve to public addresses.
    this.extractorOrigins = new Set(
      PLATFORMS.flatMap((p) => p.origins(config)).map((o) => new URL(o).origin),
    );
  }

  isTrusted(url: URL): boolean {
    return this.trustedOrigins.has(url.origin);
  }

  /** Throws unless `url` may be requested at all; returns whether private addresses are allowed. */
  check(url: URL): { allowPrivate: boolean } {
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new UpstreamRefused();
    if (url.username || url.password) throw new UpstreamRefused();
    if (this.isTrusted(url)) return { allowPrivate: true };
    const host = url.hostname
      .toLowerCase()
      .replace(/\.$/, "")
      .replace(/^\[|\]$/g, "");
    if (isIP(host)) {
      if (this.allowPrivate) return { allowPrivate: true };
      // A literal address skips DNS, so it is checked here rather than in the lookup.
      throw new UpstreamRefused();
    }
    if (this.extractorOrigins.has(url.origin)) return { allowPrivate: this.allowPrivate };
    // The platforms serve on 80/443 only (URL leaves `port` empty for the scheme's default);
    // another port on their names would be a probe of whatever the name resolves to.
    // MEDIA_ALLOW_PRIVATE_HOSTS (tests) lifts this, as local stand-ins listen on free ports.
    const known = isPlatformHost(host) && (url.port === "" || this.allowPrivate);
    if (!known && !(this.allowPrivate && host === "localhost")) throw new UpstreamRefused();
    return { allowPrivate: this.allowPrivate };
  }
}
