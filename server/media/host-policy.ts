import { isIP } from "node:net";
import type { Config } from "../config.js";
import { PLATFORMS } from "./platforms/index.js";
import { providerChain } from "./providers/index.js";
import type { PolicyCheck } from "./upstream/policy-check.js";

/** The URL is not one the media engine may fetch. */
export class UpstreamRefused extends Error {
  readonly code = "E_MEDIA_REFUSED";
  constructor() {
    super("Upstream URL refused by policy");
    this.name = "UpstreamRefused";
  }
}

/** What one platform may be fetched from. */
interface PlatformHosts {
  /** Its sites and CDNs, with their subdomains. */
  domains: readonly string[];
  /** Hosts its links are written on (exact): where a share link of it may lead. */
  linkHosts: ReadonlySet<string>;
  /** The origins the operator set for its extractor (tests: local stand-ins). */
  origins: ReadonlySet<string>;
  /** Services the operator runs for its extractor (a PO-token provider). */
  services: ReadonlySet<string>;
}

function normalHost(url: URL): string {
  return url.hostname
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^\[|\]$/g, "");
}

function under(host: string, domains: readonly string[]): boolean {
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/**
 * Which upstream URLs may be fetched, per platform: each platform's own sites, CDNs and the
 * origins set for it, over HTTPS on the default port, at public addresses (the address guard
 * checks what a name resolves to at connect time). One platform's lookup, its redirects and the
 * downloads sealed from its answer may reach that platform's hosts and nothing else: a DID
 * document, a link post, a redirect or a media URL naming another platform's host, a host any
 * cloud customer can name (user content), or a plain-HTTP copy of a platform's own URL is
 * refused before a byte is fetched. Operator-configured endpoints are trusted for their own
 * requests only: a provider's (cobalt, RapidAPI) for that provider's lookups and downloads, a
 * platform's service (the PO-token provider) for that platform's extractor; named anywhere
 * else they are refused, whatever MEDIA_ALLOW_PRIVATE_HOSTS says.
 * Why: docs/decisions/008-upstream-guard-and-timeouts.md, 040-trust-by-provider.md,
 * 059-platform-client.md
 */
export class UpstreamPolicy {
  readonly allowPrivate: boolean;
  /** Each provider's own endpoint origin, by the name MEDIA_PROVIDERS lists it under. */
  private readonly providerOrigins: Map<string, string>;
  /** Every operator-configured origin: refused wherever it is not the one trusted. */
  private readonly configured = new Set<string>();
  private readonly platforms = new Map<string, PlatformHosts>();

  constructor(config: Config) {
    this.allowPrivate = config.mediaAllowPrivateHosts;
    this.providerOrigins = new Map(
      providerChain(config).flatMap(({ name, provider }) => {
        const endpoint = provider.endpoint?.(config);
        return endpoint ? [[name, new URL(endpoint).origin] as const] : [];
      }),
    );
    for (const origin of this.providerOrigins.values()) this.configured.add(origin);
    for (const platform of PLATFORMS) {
      const services = new Set(
        (platform.services?.(config) ?? []).map((service) => new URL(service).origin),
      );
      for (const origin of services) this.configured.add(origin);
      this.platforms.set(platform.name, {
        domains: platform.mediaDomains,
        linkHosts: new Set(platform.linkHosts),
        origins: new Set(platform.origins(config).map((o) => new URL(o).origin)),
        services,
      });
    }
  }

  /**
   * The policy for one platform's lookup and the downloads sealed from it: that platform's hosts,
   * the one trusted endpoint of the provider that answered (none for our own extractors), and,
   * for our own extractor's requests only (`services`), the services the operator runs for that
   * platform. Why: docs/decisions/040-trust-by-provider.md, 059-platform-client.md
   */
  scoped({
    platform,
    provider,
    services = false,
  }: {
    platform: string;
    provider?: string | undefined;
    services?: boolean;
  }): PolicyCheck {
    const hosts = this.platforms.get(platform);
    const own = provider === undefined ? undefined : this.providerOrigins.get(provider);
    const trusted = (url: URL) =>
      (own !== undefined && url.origin === own) ||
      (services && hosts?.services.has(url.origin) === true);
    return {
      allowPrivate: this.allowPrivate,
      isTrusted: trusted,
      check: (url) => this.checkFor(url, hosts, trusted),
      owns: (url) => hosts !== undefined && this.owned(url, hosts),
    };
  }

  private owned(url: URL, hosts: PlatformHosts): boolean {
    if (hosts.origins.has(url.origin)) return true;
    const host = normalHost(url);
    return hosts.linkHosts.has(host) || under(host, hosts.domains);
  }

  private checkFor(
    url: URL,
    hosts: PlatformHosts | undefined,
    trusted: (url: URL) => boolean,
  ): { allowPrivate: boolean } {
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new UpstreamRefused();
    if (url.username || url.password) throw new UpstreamRefused();
    if (trusted(url)) return { allowPrivate: true };
    // Another service's own address is trusted for that service's requests only.
    if (this.configured.has(url.origin)) throw new UpstreamRefused();
    if (!hosts) throw new UpstreamRefused();
    const host = normalHost(url);
    if (isIP(host)) {
      // A literal address skips DNS, so it is checked here rather than in the lookup.
      if (this.allowPrivate) return { allowPrivate: true };
      throw new UpstreamRefused();
    }
    // The origins the operator set are taken as written (tests run stand-ins on plain HTTP).
    if (hosts.origins.has(url.origin)) return { allowPrivate: this.allowPrivate };
    const known = under(host, hosts.domains) || (this.allowPrivate && host === "localhost");
    if (!known) throw new UpstreamRefused();
    // The platforms serve on 443 only: plain HTTP would hand the file, and the cookies sent
    // for it, to anyone on the path; another port on their names would be a probe of whatever
    // the name resolves to. Local stand-ins (MEDIA_ALLOW_PRIVATE_HOSTS) listen on free ports.
    const standIn = this.allowPrivate && url.port !== "";
    if (!standIn && (url.protocol !== "https:" || url.port !== "")) throw new UpstreamRefused();
    return { allowPrivate: this.allowPrivate };
  }
}

const built = new WeakMap<Config, UpstreamPolicy>();

/**
 * The policy of `config`, built once: every lookup and download asks for it, and building it
 * reads every platform's hosts and settings. A configuration is never changed once read.
 */
export function upstreamPolicy(config: Config): UpstreamPolicy {
  let policy = built.get(config);
  if (!policy) {
    policy = new UpstreamPolicy(config);
    built.set(config, policy);
  }
  return policy;
}

/**
 * An answer's `http:` URL on a platform's own host, as `https:` (the platforms serve both; a
 * visitor's file never travels in clear text). Anything else is returned as it is, for the
 * policy to judge.
 */
export function upgradedToHttps(policy: PolicyCheck, url: string): string {
  if (!url.startsWith("http:")) return url;
  try {
    const secure = new URL(url);
    if (secure.port !== "") return url;
    secure.protocol = "https:";
    policy.check(secure);
    return secure.href;
  } catch {
    return url;
  }
}
