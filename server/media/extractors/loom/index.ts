import { randomUUID } from "node:crypto";
import type { Egress } from "../../egress/pool.js";
import { MediaError } from "../../errors.js";
import { isRecord, str } from "../../json-fields.js";
import type { Kind, LookupContext, MediaCandidate } from "../../lookup.js";
import { recordMethodOutcome } from "../../outcomes.js";
import type { LoomLink } from "../../platforms/loom/links.js";
import { loomSettings } from "../../platforms/loom/settings.js";
import { Refusal, retryAfterMs } from "../../pushback/refusals.js";
import { EgressesSpent, overEgresses, spentUntil } from "../../pushback/turns.js";
import { readText } from "../../upstream/body.js";
import { upstreamRequest } from "../../upstream/client.js";
import { toMediaError } from "../../upstream/failures.js";

const METHOD = "loom.session_url";

type Endpoint = "transcoded-url" | "raw-url";

/** What an answer that is not 200 says: about the video, or about who asked. */
function refusalOf(status: number, headers: Record<string, unknown>, body: string): MediaError {
  if (status === 429) return new Refusal("egress", "429", retryAfterMs(headers["retry-after"]));
  if (status === 403 && body.trimStart().startsWith("<")) return new Refusal("egress", "challenge");
  if (status === 404 || status === 410) return new MediaError("not_found");
  if (status === 401) {
    return new MediaError("login_required", "workspace_only");
  }
  if (status === 403) return new MediaError("private");
  if (status === 408 || status === 504) return new MediaError("timeout");
  return Object.assign(new MediaError("upstream_failed"), { detail: "HTTP_STATUS" });
}

/** cobalt's bodies: the transcoded file as is; the raw one asked for as MP4. */
function bodyOf(endpoint: Endpoint, clientVersion: string): Record<string, unknown> {
  const common = { force_original: false, password: null, deviceID: null };
  if (endpoint === "transcoded-url") return { ...common, anonID: null };
  return {
    ...common,
    anonID: randomUUID(),
    client_name: "web",
    client_version: clientVersion,
    supported_mime_types: ["video/mp4"],
  };
}

function isMp4(url: string): boolean {
  try {
    return new URL(url).pathname.toLowerCase().endsWith(".mp4");
  } catch {
    return false;
  }
}

/** One session-URL request: the MP4 it names, or undefined when it named none. */
async function sessionUrl(
  endpoint: Endpoint,
  link: LoomLink,
  context: LookupContext,
  egress: Egress,
): Promise<string | undefined> {
  const { origin, clientVersion, userAgent } = loomSettings.of(context.config);
  let status: number;
  let text: string;
  let headers: Record<string, unknown>;
  try {
    const response = await upstreamRequest(
      `${origin}/api/campaigns/sessions/${link.id}/${endpoint}`,
      {
        method: "POST",
        // The web app's own headers, as cobalt sends them.
        headers: {
          accept: "application/json",
          "content-type": "application/json",
          "user-agent": userAgent,
          origin,
          referer: `${origin}/share/${link.id}`,
          cookie: `loom_referral_video=${link.id};`,
          "x-loom-request-source": `loom_web_${clientVersion}`,
        },
        body: JSON.stringify(bodyOf(endpoint, clientVersion)),
        signal: context.signal,
        policy: context.policy,
        egress,
      },
    );
    text = await readText(response.body);
    status = response.statusCode;
    headers = response.headers;
  } catch (error) {
    throw context.signal.aborted ? new MediaError("timeout") : toMediaError(error);
  }
  context.onStatus?.(status);
  // 204 and empty JSON: yt-dlp saw transcoded-url answer nothing for some videos.
  if (status === 204) return undefined;
  if (status !== 200) throw refusalOf(status, headers, text);
  let answer: unknown;
  try {
    answer = JSON.parse(text === "" ? "{}" : text);
  } catch {
    return undefined;
  }
  const url = isRecord(answer) ? str(answer.url) : undefined;
  // Only a progressive MP4 (cobalt's test); playlists, manifests and WebM are left.
  return url && isMp4(url) ? url : undefined;
}

async function ask(
  link: LoomLink,
  context: LookupContext,
  egress: Egress,
): Promise<MediaCandidate> {
  const url =
    (await sessionUrl("transcoded-url", link, context, egress)) ??
    (await sessionUrl("raw-url", link, context, egress));
  if (!url)
    throw Object.assign(new MediaError("upstream_failed", "stream_only"), {
      detail: "STREAM_ONLY",
    });
  return { type: "video", url, ext: "mp4", egress: { index: egress.index, id: egress.id } };
}

/**
 * The built-in Loom extractor: cobalt's session URLs through the egress pool, the first MP4.
 * Why: docs/decisions/057-loom.md
 */
export async function loomResolve(
  link: LoomLink,
  _kind: Kind,
  context: LookupContext,
): Promise<MediaCandidate[]> {
  try {
    const found = await overEgresses(context, "loom", (egress) => ask(link, context, egress));
    recordMethodOutcome("builtin", METHOD, "items");
    return [found];
  } catch (error) {
    const failure = error instanceof EgressesSpent ? spentUntil(error.until) : toMediaError(error);
    recordMethodOutcome("builtin", METHOD, failure.code);
    throw failure;
  }
}
