import { randomBytes } from "node:crypto";
import {
  type AnswerRules,
  type LinkFollower,
  type PlatformClient,
  type PlatformExtractor,
  unreadable,
} from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { isRecord } from "../../json-fields.js";
import type { Kind, MediaCandidate } from "../../lookup.js";
import {
  type PinterestLink,
  type PinterestPinLink,
  type PinterestShortLink,
  pinterestPath,
} from "../../platforms/pinterest/links.js";
import { type PinterestSettings, pinterestSettings } from "../../platforms/pinterest/settings.js";
import type { DiagnosticStep } from "../../platforms/platform.js";
import { playlistCandidate } from "../../segments/candidate.js";
import { HLS_ONLY, pinMedia, UnreadablePin } from "./pin.js";

/** Where story pages' originals live when a block names only its image signature. */
const IMAGE_ORIGIN = "https://i.pinimg.com";

/** Words of a bot check served in place of the resource API's JSON. */
const BOT_CHECK = /verify you are (?:a )?human|captcha|unusual (?:traffic|activity)/i;

/**
 * Pinterest's reading of its answers over the shared table (decision 059): its login page is a
 * wall (the pin's or the address's: the probe tells), an HTML bot check where JSON was asked
 * rests the address; any other HTML page is the method's failure (the web app changed), and an
 * HTML 502 the platform's (the shared 5xx rule). Why: docs/decisions/061-x-reddit-pinterest-on-the-client.md
 */
export const PINTEREST_ANSWERS: AnswerRules = {
  loginPath: /^\/login\b/,
  read: (answer) =>
    answer.status === 200 && answer.isHtml && BOT_CHECK.test(answer.text.slice(0, 64 * 1024))
      ? { is: "busy", detail: "challenge" }
      : undefined,
};

/** The web app's XHR headers, as gallery-dl sends them (a fresh `csrftoken` per request). */
function apiHeaders(pinterest: PinterestSettings, id: string): Record<string, string> {
  return {
    "user-agent": pinterest.userAgent,
    accept: "application/json, text/javascript, */*, q=0.01",
    "accept-language": "en-US,en;q=0.9",
    "x-requested-with": "XMLHttpRequest",
    "x-app-version": pinterest.appVersion,
    "x-pinterest-appstate": "active",
    "x-pinterest-source-url": `/pin/${id}/`,
    "x-pinterest-pws-handler": "www/[username].js",
    cookie: `csrftoken=${randomBytes(16).toString("hex")}`,
    "sec-fetch-dest": "empty",
    "sec-fetch-mode": "cors",
    "sec-fetch-site": "same-origin",
  };
}

/** `PinResource` for one pin: its files on Pinterest's own hosts, or why not. */
export async function readPin(
  link: PinterestPinLink,
  client: PlatformClient,
  kind: Kind = "post",
): Promise<MediaCandidate[]> {
  const pinterest = pinterestSettings.of(client.config);
  const data = JSON.stringify({ options: { id: link.id, field_set_key: pinterest.fieldSet } });
  const query = new URLSearchParams({ source_url: `/pin/${link.id}/`, data });
  const body = await client.json(`${pinterest.origin}/resource/PinResource/get/?${query}`, {
    headers: apiHeaders(pinterest, link.id),
  });
  if (!isRecord(body) || !isRecord(body.resource_response)) {
    throw unreadable("no resource_response");
  }
  const pin = body.resource_response.data;
  if (!isRecord(pin)) throw new MediaError("not_found");
  let found: MediaCandidate[];
  try {
    found = pinMedia(pin, IMAGE_ORIGIN);
  } catch (error) {
    if (error instanceof UnreadablePin) throw unreadable(error.reason);
    throw error;
  }
  if (found.length === 0) throw new MediaError("not_found", "no_media");
  const own = client.ownMedia(found);
  if (own.length === 0) throw unreadable("media off Pinterest's hosts");
  // A video only streamed as HLS: its playlist read now, its segments relayed by the tunnel.
  return Promise.all(
    own.map(({ ext, url, thumbnail, width, height }, i) =>
      ext === HLS_ONLY
        ? playlistCandidate(client, url, kind, {
            ...(thumbnail ? { thumbnail } : {}),
            ...(width && height ? { width, height } : {}),
          })
        : (own[i] as MediaCandidate),
    ),
  );
}

/** `pin.it/<code>`: the short-link service's redirect, accepted only if it names a pin. */
export const followPinterestShort: LinkFollower<PinterestShortLink, PinterestLink> = (
  link,
  client,
) => {
  const pinterest = pinterestSettings.of(client.config);
  return client.follow(
    `${pinterest.apiOrigin}/url_shortener/${encodeURIComponent(link.code)}/redirect/`,
    // A board, a profile or a site elsewhere: not a pin we can hand out.
    (target) => {
      const named = pinterestPath(target.pathname);
      return named?.type === "pin" ? named : undefined;
    },
    { headers: { "user-agent": pinterest.userAgent, accept: "*/*" } },
  );
};

/** The doctor's step: the pin's resource, through the server's own route. */
export function pinterestSteps(link: PinterestLink): DiagnosticStep[] | undefined {
  if (link.type !== "pin") return undefined;
  return [{ name: "pinterest.resource", run: (client) => readPin(link, client) }];
}

export const pinterestExtractor: PlatformExtractor<PinterestLink, PinterestShortLink> = {
  /**
   * The built-in Pinterest extractor: the resource API's `PinResource` (video pins as MP4,
   * image pins at their original size, story pins and carousels item by item). `pin.it` links
   * were followed by the core before this runs. Why: docs/decisions/050-pinterest.md,
   * 061-x-reddit-pinterest-on-the-client.md
   */
  extract: (link, kind, client) => {
    if (link.type !== "pin") throw new MediaError("unsupported_link");
    return readPin(link, client, kind);
  },
  method: "resource",
  answers: PINTEREST_ANSWERS,
  indirect: { type: "short", step: "pinterest.short", follow: followPinterestShort },
  diagnose: pinterestSteps,
};
