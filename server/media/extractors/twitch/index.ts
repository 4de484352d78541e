import type { Egress } from "../../egress/pool.js";
import { MediaError, type MediaErrorCode, rateLimitedUntil } from "../../errors.js";
import { isRecord, str } from "../../json-fields.js";
import type { CandidateQuality, Kind, LookupContext, MediaCandidate } from "../../lookup.js";
import { recordMethodOutcome } from "../../outcomes.js";
import type { DiagnosticStep } from "../../platforms/platform.js";
import type { TwitchLink } from "../../platforms/twitch/links.js";
import { Refusal } from "../../pushback/refusals.js";
import { pushback } from "../../pushback/runtime.js";
import { EgressesSpent, overEgresses, spentUntil } from "../../pushback/turns.js";
import { isProxyFailure, toMediaError } from "../../upstream/failures.js";
import { CLIP_METHODS, type ClipAnswer, type ClipFile, type ClipMethod } from "./methods.js";

/** Answers about the clip itself: the other method would say the same. */
const ABOUT_THE_CLIP = new Set<MediaErrorCode>([
  "not_found",
  "removed",
  "private",
  "login_required",
  "geo_blocked",
]);
const PRECEDENCE: MediaErrorCode[] = ["rate_limited", "timeout", "upstream_failed"];

/** The token's own verdict (`authorization.forbidden`), before any file is fetched. */
function checkToken(value: string): void {
  let token: unknown;
  try {
    token = JSON.parse(value);
  } catch {
    return;
  }
  const authorization = isRecord(token) ? token.authorization : undefined;
  if (!isRecord(authorization) || authorization.forbidden !== true) return;
  const reason = str(authorization.reason) ?? "";
  if (/geo|region|country/i.test(reason)) throw new MediaError("geo_blocked");
  throw new MediaError("login_required", "clip_signed_in");
}

/** `sourceURL` with the token in its query, as both references build it. */
function signed(file: ClipFile, token: ClipAnswer["token"]): string {
  const url = new URL(file.sourceUrl);
  url.searchParams.set("sig", token.signature);
  url.searchParams.set("token", token.value);
  return url.href;
}

const labelOf = (file: ClipFile) => `${file.height}p${file.fps && file.fps > 30 ? file.fps : ""}`;

function candidateOf(answer: ClipAnswer, kind: Kind, egress: Egress | undefined): MediaCandidate {
  checkToken(answer.token.value);
  const files = [...answer.files].sort(
    (a, b) => b.height - a.height || (b.fps ?? 0) - (a.fps ?? 0),
  );
  const unique = files.filter((f, i) => files.findIndex((g) => labelOf(g) === labelOf(f)) === i);
  // The best up to 1080p is chosen, as on YouTube.
  const chosen = unique.find((f) => f.height <= 1080) ?? (unique[0] as ClipFile);
  const candidate: MediaCandidate = {
    type: "video",
    url: signed(chosen, answer.token),
    ext: "mp4",
  };
  if (answer.thumbnail) candidate.thumbnail = answer.thumbnail;
  if (egress) candidate.egress = { index: egress.index, id: egress.id };
  if (kind === "audio" || unique.length < 2) return candidate;
  candidate.qualities = unique.map((file): CandidateQuality => {
    const quality: CandidateQuality = {
      label: labelOf(file),
      height: file.height,
      codec: "h264",
      ext: "mp4",
      url: signed(file, answer.token),
      processing: "none",
    };
    if (file.fps) quality.fps = file.fps;
    if (file === chosen) quality.default = true;
    return quality;
  });
  return candidate;
}

/**
 * A failure that says the method is broken (an answer it could not read: words in `detail`),
 * not a transport failure (a code in `detail`). Why: docs/decisions/031-one-lookup-per-link.md
 */
function saysMethodBroken(failure: MediaError): boolean {
  const detail = (failure as { detail?: unknown }).detail;
  return (
    failure.code === "upstream_failed" &&
    !(typeof detail === "string" && /^[A-Z][A-Z0-9_]+$/.test(detail))
  );
}

/**
 * The methods in turn through one egress, each skipped while it rests. An answer about the
 * clip ends the round (and says the method works); a refusal goes up to the egress round.
 */
async function runMethods(
  link: TwitchLink,
  kind: Kind,
  context: LookupContext,
  egress: Egress,
): Promise<MediaCandidate> {
  const breaker = pushback(context.config).methods;
  const failures: MediaError[] = [];
  const skipped: string[] = [];
  for (const method of CLIP_METHODS) {
    if (context.signal.aborted) throw new MediaError("timeout");
    const key = `twitch.${method.name}`;
    if (!breaker.allow(key)) {
      recordMethodOutcome("builtin", key, "skipped");
      skipped.push(key);
      continue;
    }
    try {
      const found = candidateOf(await method.run(link, context, egress), kind, egress);
      recordMethodOutcome("builtin", key, "items");
      breaker.succeeded(key);
      return found;
    } catch (error) {
      if (error instanceof Refusal || isProxyFailure(error)) {
        recordMethodOutcome(
          "builtin",
          key,
          error instanceof Refusal ? "refused_egress" : "proxy_failed",
        );
        breaker.neutral(key);
        throw error;
      }
      const failure = context.signal.aborted ? new MediaError("timeout") : toMediaError(error);
      recordMethodOutcome("builtin", key, failure.code);
      if (ABOUT_THE_CLIP.has(failure.code)) {
        breaker.succeeded(key);
        throw failure;
      }
      if (saysMethodBroken(failure)) breaker.failed(key);
      else breaker.neutral(key);
      failures.push(failure);
    }
  }
  if (skipped.length > 0 && failures.length === 0) throw rateLimitedUntil(breaker.retryAt(skipped));
  for (const code of PRECEDENCE) {
    const failure = failures.find((f) => f.code === code);
    if (failure) throw failure;
  }
  throw new MediaError("upstream_failed");
}

/**
 * The built-in Twitch clips extractor: GraphQL for the clip's files and the token that opens
 * them, yt-dlp's way first and cobalt's after, over the egress pool.
 * Why: docs/decisions/055-twitch-clips.md
 */
export async function twitchResolve(
  link: TwitchLink,
  kind: Kind,
  context: LookupContext,
): Promise<MediaCandidate[]> {
  try {
    return [
      await overEgresses(context, "twitch", (egress) => runMethods(link, kind, context, egress)),
    ];
  } catch (error) {
    if (error instanceof EgressesSpent) throw spentUntil(error.until);
    throw error;
  }
}

/** Each method on its own, for the doctor. */
export function twitchSteps(link: TwitchLink): DiagnosticStep[] {
  return CLIP_METHODS.map((method: ClipMethod) => ({
    name: `twitch.${method.name}`,
    run: async ({ lookupContext: context }) => [
      candidateOf(await method.run(link, context, undefined), "reel", undefined),
    ],
  }));
}
