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
  /** Each provider's own endpoint origin, by the name MEDIA_PROVIDERS lists it under. */
  private readonly providerOrigins: Map<string, string>;
  private readonly extractorOrigins: Set<string>;
  readonly allowPrivate: boolean;

  constructor(config: Config) {
    this.allowPrivate = config.mediaAllowPrivateHosts;
    this.providerOrigins = new Map(
      providerChain(config).flatMap(({ name, provider }) => {
        const endpoint = provider.endpoint?.(config);
        return endpoint ? [[name, new URL(endpoint).origin] as const] : [];
      }),
    );
    this.trustedOrigins = new Set(this.providerOrigins.values());
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

  /**
   * The policy for URLs out of one provider's answer (and the downloads sealed from it): only
   * that provider's own endpoint is trusted. Another configured service's address (the cobalt
   * instance, the PO-token provider) named in the RapidAPI service's answer is then an
   * ordinary URL, refused unless it is a platform host on a public address.
   * `undefined` (the built-in extractor) trusts no endpoint.
   * Why: docs/decisions/040-trust-by-provider.md
   */
  forProvider(name: string | undefined): PolicyCheck {
    const own = name === undefined ? undefined : this.providerOrigins.get(name);
    const isTrusted = (url: URL) => own !== undefined && url.origin === own;
    return {
      allowPrivate: this.allowPrivate,
      isTrusted,
      check: (url) => this.checkWith(url, isTrusted),
    };
  }

  /** Throws unless `url` may be requested at all; returns whether private addresses are allowed. */
  check(url: URL): { allowPrivate: boolean } {
    return this.checkWith(url, (u) => this.isTrusted(u));
  }

  private checkWith(url: URL, isTrusted: (url: URL) => boolean): { allowPrivate: boolean } {
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new UpstreamRefused();
    if (url.username || url.password) throw new UpstreamRefused();
    if (isTrusted(url)) return { allowPrivate: true };
    // Another service's own address is trusted for that service's requests only; out of an
    // answer or a download it is refused whatever MEDIA_ALLOW_PRIVATE_HOSTS says.
    if (this.isTrusted(url)) throw new UpstreamRefused();
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
