import { isIP } from "node:net";
import { Cookie, CookieJar, type SetCookieOptions } from "tough-cookie";

/**
 * The cookies of one lookup (or of one address's remembered session), kept by tough-cookie:
 * domains, paths, expiry and deletions as a browser keeps them, public suffixes refused, so a
 * cookie the platform deleted is gone and one meant for its CDN goes there.
 *
 * Local stand-ins (MEDIA_ALLOW_PRIVATE_HOSTS, tests only) answer on plain HTTP at a loopback
 * address while writing the platform's own `Domain=` and `Secure`: for such a URL the two
 * attributes are dropped, so the cookie is kept for the address and sent back over HTTP, as the
 * real host would get it over HTTPS. Why: docs/decisions/059-platform-client.md
 */
export class Jar {
  private jar = new CookieJar();
  /**
   * Nothing was ever put in: most lookups get no cookie, and asking tough-cookie for an empty
   * jar's header still looks the host's public suffix up on every request.
   */
  private empty = true;
  /**
   * What tough-cookie answered for an origin and path, kept until the jar changes or one of its
   * cookies expires: a lookup asks for the same URL's cookies more than once (a CSRF value,
   * then the request that carries it), and each answer is a URL parse, a public-suffix lookup
   * and a sort inside tough-cookie.
   */
  private readonly matches = new Map<string, Matching>();
  /**
   * Every cookie kept is for the path `/`: what a request carries then depends on its origin
   * only, so one answer serves every file of a CDN (a lookup asks for each quality's and each
   * thumbnail's URL, a different path each).
   */
  private rootPathsOnly = true;

  constructor(private readonly loopbackStandIns: boolean) {}

  private standIn(url: URL): boolean {
    if (!this.loopbackStandIns) return false;
    const host = url.hostname.replace(/^\[|\]$/g, "");
    return isIP(host) !== 0 || host === "localhost";
  }

  /** Keeps what `url`'s answer set (its Set-Cookie lines). */
  store(url: URL, lines: readonly string[]): void {
    if (lines.length === 0) return;
    this.changed();
    const standIn = this.standIn(url);
    for (const line of lines) {
      if (!standIn) {
        this.kept(this.jar.setCookieSync(line, url, KEEP));
        continue;
      }
      // Parsed once here and handed over as a cookie, not rewritten as text and parsed again.
      const cookie = Cookie.parse(line);
      if (!cookie) continue;
      cookie.domain = null;
      cookie.secure = false;
      this.kept(this.jar.setCookieSync(cookie, url, KEEP));
    }
  }

  private kept(cookie: Cookie | undefined): void {
    if (cookie && cookie.path !== "/") this.rootPathsOnly = false;
  }

  /** Sets one cookie by hand (a challenge's answer, a token the page computes), for `url`'s host. */
  set(url: URL, name: string, value: string): void {
    this.changed();
    const secure = url.protocol === "https:" ? "; Secure" : "";
    this.kept(this.jar.setCookieSync(`${name}=${value}; Path=/${secure}`, url, KEEP));
  }

  /**
   * The value of the cookie `name` a request to `url` would carry (a CSRF token the platform
   * wants echoed in a header), or undefined.
   */
  value(url: URL, name: string): string | undefined {
    if (this.empty) return undefined;
    return this.matching(url).cookies.find((cookie) => cookie.key === name)?.value;
  }

  /** The `Cookie` header for a request to `url` ("" when none applies). */
  header(url: URL): string {
    if (this.empty) return "";
    return this.matching(url).header;
  }

  /** A copy of every cookie, to keep with a remembered session. */
  serialize(): string {
    return JSON.stringify(this.jar.serializeSync() ?? {});
  }

  /** Starts over from the cookies of `serialize()` (a remembered session's). */
  restore(serialized: string): void {
    this.jar = CookieJar.deserializeSync(serialized);
    this.rootPathsOnly = false;
    this.changed();
  }

  private changed(): void {
    this.empty = false;
    this.matches.clear();
  }

  /**
   * The cookies tough-cookie sends to `url`, in its order. The URL is handed over as an object:
   * given its text, tough-cookie parses it again for each cookie set or asked for.
   */
  private matching(url: URL): Matching {
    const key = this.rootPathsOnly ? url.origin : url.origin + url.pathname;
    const now = Date.now();
    const known = this.matches.get(key);
    if (known && now < known.until) return known;
    const cookies = this.jar.getCookiesSync(url);
    let until = Number.POSITIVE_INFINITY;
    for (const cookie of cookies) {
      const expires = cookie.expiryTime();
      if (expires !== undefined && expires < until) until = expires;
    }
    const found: Matching = {
      cookies,
      header: cookies.map((cookie) => cookie.cookieString()).join("; "),
      until,
    };
    if (this.matches.size >= MAX_MATCHES) this.matches.clear();
    this.matches.set(key, found);
    return found;
  }
}

interface Matching {
  /** Sorted as tough-cookie sorts a Cookie header (longest path first, then oldest). */
  readonly cookies: readonly Cookie[];
  readonly header: string;
  /** When the first of them expires (ms since the epoch): the answer is asked anew from then. */
  readonly until: number;
}

/** A cookie the jar refuses (a public suffix, another host's domain) is dropped, not thrown. */
const KEEP: SetCookieOptions = { ignoreError: true };

/** Origins and paths remembered at most: a lookup asks a handful; a bound all the same. */
const MAX_MATCHES = 64;
