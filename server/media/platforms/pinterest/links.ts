import { segments } from "../url-parts.js";

export type PinterestPinLink = {
  platform: "pinterest";
  type: "pin";
  /** The pin's numeric id. */
  id: string;
  url: string;
};
export type PinterestShortLink = {
  platform: "pinterest";
  type: "short";
  /** The `pin.it/<code>` code. */
  code: string;
  url: string;
};
export type PinterestLink = PinterestPinLink | PinterestShortLink;

/** Canonical links are written on this origin, whatever the pasted host. */
const CANONICAL = "https://www.pinterest.com";

/**
 * The domains yt-dlp's pattern lists (its `_VALID_URL_BASE`); cobalt and gallery-dl take any
 * `pinterest.<tld>`. Why: docs/decisions/050-pinterest.md
 */
const DOMAINS = [
  "com",
  "fr",
  "de",
  "ch",
  "jp",
  "cl",
  "ca",
  "it",
  "co.uk",
  "nz",
  "ru",
  "com.au",
  "at",
  "pt",
  "co.kr",
  "es",
  "com.mx",
  "dk",
  "ph",
  "th",
  "com.uy",
  "co",
  "nl",
  "info",
  "kr",
  "ie",
  "vn",
  "com.vn",
  "ec",
  "mx",
  "in",
  "pe",
  "co.at",
  "hu",
  "co.in",
  "co.nz",
  "id",
  "com.ec",
  "com.py",
  "tw",
  "be",
  "uk",
  "com.bo",
  "com.pe",
].map((tld) => `pinterest.${tld}`);
/** Pinterest's country subdomains of pinterest.com (`co.pinterest.com`, `br.pinterest.com`...). */
const COUNTRIES = [
  "ar",
  "at",
  "au",
  "br",
  "ca",
  "ch",
  "cl",
  "co",
  "cz",
  "de",
  "dk",
  "es",
  "fi",
  "fr",
  "gr",
  "hk",
  "hu",
  "id",
  "ie",
  "il",
  "in",
  "it",
  "jp",
  "kr",
  "mx",
  "my",
  "nl",
  "no",
  "nz",
  "pe",
  "ph",
  "pl",
  "pt",
  "ro",
  "ru",
  "se",
  "sg",
  "sk",
  "th",
  "tr",
  "tw",
  "uk",
  "vn",
  "za",
];

export const PINTEREST_LINK_HOSTS = [
  ...DOMAINS.flatMap((domain) => [domain, `www.${domain}`]),
  ...COUNTRIES.map((country) => `${country}.pinterest.com`),
  "pin.it",
];

const PIN_ID = /^\d{1,24}$/;
const SHORT_CODE = /^[A-Za-z0-9_-]{1,32}$/;

function pin(id: string | undefined): PinterestPinLink | undefined {
  if (!id || !PIN_ID.test(id)) return undefined;
  return { platform: "pinterest", type: "pin", id, url: `${CANONICAL}/pin/${id}/` };
}

function short(code: string | undefined): PinterestShortLink | undefined {
  if (!code || !SHORT_CODE.test(code)) return undefined;
  return { platform: "pinterest", type: "short", code, url: `https://pin.it/${code}` };
}

/**
 * A path on Pinterest's hosts: `/pin/<id>/`, `/pin/<slug>--<id>/`, and whatever follows the
 * id (`/sent/?invite_code=`); `/url_shortener/<code>` is what cobalt turns `pin.it` into.
 */
export function pinterestPath(path: string): PinterestLink | undefined {
  const [first, second] = segments(path);
  if (first === "pin" && second)
    return pin(second.includes("--") ? second.split("--").at(-1) : second);
  if (first === "url_shortener") return short(second);
  return undefined;
}

/** Pinterest's link grammar: a pin on one of its hosts, or a `pin.it/<code>` short link. */
export function readPinterestLink(url: URL, host: string): PinterestLink | undefined {
  if (host === "pin.it") {
    const parts = segments(url.pathname);
    return parts.length === 1 ? short(parts[0]) : undefined;
  }
  return pinterestPath(url.pathname);
}
