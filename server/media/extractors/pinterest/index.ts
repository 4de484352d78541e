import { randomBytes } from "node:crypto";
import type { Egress } from "../../egress/pool.js";
import { MediaError } from "../../errors.js";
import { isRecord } from "../../json-fields.js";
import type { Kind, LookupContext, MediaCandidate } from "../../lookup.js";
import { recordMethodOutcome } from "../../outcomes.js";
import {
  type PinterestLink,
  type PinterestPinLink,
  type PinterestShortLink,
  pinterestPath,
} from "../../platforms/pinterest/links.js";
import { type PinterestSettings, pinterestSettings } from "../../platforms/pinterest/settings.js";
import { Refusal, retryAfterMs } from "../../pushback/refusals.js";
import { EgressesSpent, overEgresses, spentUntil } from "../../pushback/turns.js";
import { readText } from "../../upstream/body.js";
import { upstreamRequest } from "../../upstream/client.js";
import { describeFailure, toMediaError } from "../../upstream/failures.js";
import { pinMedia, UnreadablePin } from "./pin.js";

interface PinContext extends LookupContext {
  egress?: Egress;
}

/** Where story pages' originals live when a block names only its image signature. */
const IMAGE_ORIGIN = "https://i.pinimg.com";

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

function unusable(detail: string): MediaError {
  return Object.assign(new MediaError("upstream_failed"), { detail });
}

/** `PinResource` for one pin through `context.egress`: its files, or why not. */
export async function readPin(
  link: PinterestPinLink,
  pinterest: PinterestSettings,
  context: PinContext,
): Promise<MediaCandidate[]> {
  const data = JSON.stringify({ options: { id: link.id, field_set_key: pinterest.fieldSet } });
  const query = new URLSearchParams({ source_url: `/pin/${link.id}/`, data });
  let status: number;
  let text: string;
  let finalPath: string;
  let retryAfter: number;
  try {
    const response = await upstreamRequest(
      `${pinterest.origin}/resource/PinResource/get/?${query}`,
      {
        headers: apiHeaders(pinterest, link.id),
        signal: context.signal,
        policy: context.policy,
        ...(context.egress ? { egress: context.egress } : {}),
      },
    );
    text = await readText(response.body);
    status = response.statusCode;
    finalPath = response.url.pathname;
    retryAfter = retryAfterMs(response.headers["retry-after"]);
    context.onStatus?.(status);
  } catch (error) {
    if (error instanceof MediaError) throw error;
    throw Object.assign(toMediaError(error), { detail: describeFailure(error) });
  }
  if (status === 429) throw new Refusal("egress", "429", retryAfter);
  if (/^\/login\b/.test(finalPath) || status === 401) throw new Refusal("egress", "login wall");
  if (status === 403) throw new Refusal("egress", "403");
  if (status === 404 || status === 410) throw new MediaError("not_found");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // An HTML page where JSON was asked for: the bot check, about who asked.
    throw new Refusal("egress", "challenge");
  }
  if (status !== 200) throw unusable(`status ${status}`);
  const answer = isRecord(body) && isRecord(body.resource_response) ? body.resource_response : {};
  const pin = isRecord(answer.data) ? answer.data : undefined;
  if (!pin) throw new MediaError("not_found");
  try {
    const found = pinMedia(pin, IMAGE_ORIGIN);
    if (found.length === 0) throw new MediaError("not_found", "no_media");
    return found;
  } catch (error) {
    if (error instanceof UnreadablePin) throw unusable(error.reason);
    throw error;
  }
}

function tagged(found: MediaCandidate[], egress: Egress): MediaCandidate[] {
  return found.map((c) => ({ ...c, egress: { index: egress.index, id: egress.id } }));
}

/**
 * A pin through the egress pool: an egress Pinterest refuses (429, 401/403, a login page, an
 * HTML challenge) rests and the next asks. Why: docs/decisions/050-pinterest.md, 028-egress-pool.md
 */
async function pinLookup(
  link: PinterestPinLink,
  context: LookupContext,
): Promise<MediaCandidate[]> {
  const pinterest = pinterestSettings.of(context.config);
  try {
    const found = await overEgresses(context, "pinterest", async (egress) =>
      tagged(await readPin(link, pinterest, { ...context, egress }), egress),
    );
    recordMethodOutcome("builtin", "pinterest.resource", "items");
    return found;
  } catch (error) {
    const failure = error instanceof EgressesSpent ? spentUntil(error.until) : toMediaError(error);
    recordMethodOutcome(
      "builtin",
      "pinterest.resource",
      error instanceof Refusal ? `refused_${error.scope}` : failure.code,
    );
    throw failure;
  }
}

/** `pin.it/<code>`: the short-link service's redirect, accepted only if it names a pin. */
export async function followPinterestShort(
  link: PinterestShortLink,
  context: PinContext,
): Promise<PinterestPinLink> {
  const pinterest = pinterestSettings.of(context.config);
  let location: string | undefined;
  try {
    const response = await upstreamRequest(
      `${pinterest.apiOrigin}/url_shortener/${encodeURIComponent(link.code)}/redirect/`,
      {
        headers: { "user-agent": pinterest.userAgent, accept: "*/*" },
        signal: context.signal,
        policy: context.policy,
        manualRedirect: true,
        ...(context.egress ? { egress: context.egress } : {}),
      },
    );
    await response.body.dump().catch(() => undefined);
    context.onStatus?.(response.statusCode);
    if (response.statusCode === 404) throw new MediaError("not_found");
    if (response.statusCode === 429) throw new MediaError("rate_limited");
    location = response.headers.location ? String(response.headers.location) : undefined;
  } catch (error) {
    throw toMediaError(error);
  }
  if (!location) throw new MediaError("not_found");
  const target = new URL(location, pinterest.origin);
  const onPinterest =
    target.origin === new URL(pinterest.origin).origin ||
    /(^|\.)pinterest\.[a-z.]+$/.test(target.hostname);
  const resolved = onPinterest ? pinterestPath(target.pathname) : undefined;
  // A board, a profile or a site elsewhere: not a pin we can hand out.
  if (resolved?.type !== "pin") throw new MediaError("unsupported_link");
  return resolved;
}

/**
 * The built-in Pinterest extractor: the resource API's `PinResource` (video pins as MP4,
 * image pins at their original size, story pins and carousels item by item), `pin.it` links
 * followed first. Why: docs/decisions/050-pinterest.md
 */
export async function pinterestResolve(
  link: PinterestLink,
  _kind: Kind,
  context: LookupContext,
): Promise<MediaCandidate[]> {
  const target = link.type === "short" ? await followPinterestShort(link, context) : link;
  return pinLookup(target, context);
}
