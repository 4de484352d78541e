import type { PlayerAnswer } from "./answer.js";
import { textOf } from "./answer.js";

/**
 * What a client's answer says about the video, before formats: playable, a reason that is
 * the same for every client (the chain stops), or a refusal of this client only (the
 * chain moves on). Why: docs/decisions/007-specific-error-reasons.md,
 * docs/decisions/019-youtube-clients-and-muxing.md
 */
export type Playability =
  | { kind: "ok" }
  | {
      kind: "final";
      code:
        | "private"
        | "members_only"
        | "age_restricted"
        | "geo_blocked"
        | "live_stream"
        | "upcoming"
        | "removed";
    }
  | { kind: "client" }
  /** "Sign in to confirm you're not a bot": the address is flagged, not the video. */
  | { kind: "bot_check" };

// Phrases as the references match them (yt-dlp `_is_agegated`, NewPipe `checkPlayabilityStatus`,
// cobalt's playability switch); YouTube words these in English whatever `hl` says.
const AGE = [
  "confirm your age",
  "age-restricted",
  "inappropriate",
  "age_verification_required",
  "age_check_required",
];

export function playability(
  answer: Pick<PlayerAnswer, "playabilityStatus" | "videoDetails">,
): Playability {
  const status = (answer.playabilityStatus?.status ?? "").toUpperCase();
  const screen = answer.playabilityStatus?.errorScreen?.playerErrorMessageRenderer;
  const said = [answer.playabilityStatus?.reason, textOf(screen?.reason), textOf(screen?.subreason)]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
  const details = answer.videoDetails;
  if (status === "OK" || status === "") {
    if (details?.isLive) return { kind: "final", code: "live_stream" };
    if (details?.isUpcoming) return { kind: "final", code: "upcoming" };
    return { kind: "ok" };
  }
  if (status === "LIVE_STREAM_OFFLINE" || details?.isUpcoming)
    return { kind: "final", code: "upcoming" };
  if (said.includes("private")) return { kind: "final", code: "private" };
  if (AGE.some((phrase) => said.includes(phrase) || status.toLowerCase() === phrase)) {
    return { kind: "final", code: "age_restricted" };
  }
  if (said.includes("a bot")) return { kind: "bot_check" };
  if (said.includes("members") || said.includes("payment") || said.includes("purchase")) {
    return { kind: "final", code: "members_only" };
  }
  if (said.includes("country")) return { kind: "final", code: "geo_blocked" };
  if (status === "ERROR" || said.includes("removed") || said.includes("terminated")) {
    return { kind: "final", code: "removed" };
  }
  // A generic UNPLAYABLE ('This video is not available') is how VISIONOS refuses videos made
  // for kids: another client may still play it.
  return { kind: "client" };
}
