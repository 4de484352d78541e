import { segments } from "./url-parts.js";

/**
 * A link of a platform's own shortener (`b23.tv/<code>`, `t.co/<code>`): it only points at a
 * post, and is followed inside the lookup (the platform's `indirect`).
 */
export type ShortLink<P extends string> = {
  platform: P;
  type: "short";
  code: string;
  url: string;
};

/** The short link of `code` on the shortener's `host`, as its canonical URL writes it. */
export function shortLink<P extends string>(platform: P, host: string, code: string): ShortLink<P> {
  return { platform, type: "short", code, url: `https://${host}/${code}` };
}

/** The short link `url` names on the shortener's `host`: one path segment that is a `code`. */
export function readShortLink<P extends string>(
  platform: P,
  host: string,
  code: RegExp,
  url: URL,
): ShortLink<P> | undefined {
  const [first, ...more] = segments(url.pathname);
  return first && more.length === 0 && code.test(first)
    ? shortLink(platform, host, first)
    : undefined;
}
