import { isIP } from "node:net";
import { CookieJar } from "tough-cookie";

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

  constructor(private readonly loopbackStandIns: boolean) {}

  private standIn(url: URL): boolean {
    if (!this.loopbackStandIns) return false;
    const host = url.hostname.replace(/^\[|\]$/g, "");
    return isIP(host) !== 0 || host === "localhost";
  }

  /** Keeps what `url`'s answer set (its Set-Cookie lines). */
  store(url: URL, lines: readonly string[]): void {
    if (lines.length > 0) this.empty = false;
    for (const line of lines) {
      const kept = this.standIn(url)
        ? line.replace(/;\s*(?:domain=[^;]*|secure)(?=;|$)/gi, "")
        : line;
      this.jar.setCookieSync(kept, url.href, { ignoreError: true });
    }
  }

  /** Sets one cookie by hand (a challenge's answer, a token the page computes), for `url`'s host. */
  set(url: URL, name: string, value: string): void {
    this.empty = false;
    const secure = url.protocol === "https:" ? "; Secure" : "";
    this.jar.setCookieSync(`${name}=${value}; Path=/${secure}`, url.href, { ignoreError: true });
  }

  /**
   * The value of the cookie `name` a request to `url` would carry (a CSRF token the platform
   * wants echoed in a header), or undefined.
   */
  value(url: URL, name: string): string | undefined {
    if (this.empty) return undefined;
    return this.jar.getCookiesSync(url.href).find((cookie) => cookie.key === name)?.value;
  }

  /** The `Cookie` header for a request to `url` ("" when none applies). */
  header(url: URL): string {
    if (this.empty) return "";
    return this.jar.getCookieStringSync(url.href);
  }

  /** A copy of every cookie, to keep with a remembered session. */
  serialize(): string {
    return JSON.stringify(this.jar.serializeSync() ?? {});
  }

  /** Starts over from the cookies of `serialize()` (a remembered session's). */
  restore(serialized: string): void {
    this.jar = CookieJar.deserializeSync(serialized);
    this.empty = false;
  }
}
