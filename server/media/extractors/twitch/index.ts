import {
  ladderLabel,
  ladderStep,
  type PlatformExtractor,
  withDefault,
} from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { isRecord, str } from "../../json-fields.js";
import type { CandidateQuality, Kind, MediaCandidate } from "../../lookup.js";
import type { DiagnosticStep } from "../../platforms/platform.js";
import type { TwitchLink } from "../../platforms/twitch/links.js";
import { TWITCH_ANSWERS } from "./gql.js";
import { CLIP_METHODS, type ClipAnswer, type ClipFile } from "./methods.js";

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

/** Twitch names a clip's file by its height: the ladder's label of that side. */
const labelOf = (file: ClipFile) => ladderLabel(undefined, file.height, file.fps) ?? "clip";

function candidateOf(answer: ClipAnswer, kind: Kind): MediaCandidate {
  checkToken(answer.token.value);
  const files = [...answer.files].sort(
    (a, b) => b.height - a.height || (b.fps ?? 0) - (a.fps ?? 0),
  );
  const unique = files.filter((f, i) => files.findIndex((g) => labelOf(g) === labelOf(f)) === i);
  const qualities = withDefault(
    unique.map((file): CandidateQuality => {
      const quality: CandidateQuality = {
        label: labelOf(file),
        height: ladderStep(undefined, file.height),
        codec: "h264",
        ext: "mp4",
        url: signed(file, answer.token),
        processing: "none",
      };
      if (file.fps) quality.fps = file.fps;
      return quality;
    }),
  );
  const chosen = qualities.find((q) => q.default) ?? (qualities[0] as CandidateQuality);
  const candidate: MediaCandidate = { type: "video", url: chosen.url, ext: "mp4" };
  if (answer.thumbnail) candidate.thumbnail = answer.thumbnail;
  if (kind === "audio" || qualities.length < 2) return candidate;
  return { ...candidate, qualities };
}

/** Each method on its own, for the doctor. */
export function twitchSteps(link: TwitchLink): DiagnosticStep[] {
  return CLIP_METHODS.map((method) => ({
    name: `twitch.${method.name}`,
    run: async (client) => [candidateOf(await method.run(link, client), "reel")],
  }));
}

export const twitchExtractor: PlatformExtractor<TwitchLink> = {
  /**
   * The built-in Twitch clips extractor: GraphQL for the clip's files and the token that opens
   * them, yt-dlp's way first and cobalt's after, in the client's method round.
   * Why: docs/decisions/055-twitch-clips.md, 062-tiktok-bluesky-and-the-rest-on-the-client.md
   */
  extract: async (link, kind, client) => {
    return client.methods(
      CLIP_METHODS.map((method) => ({
        name: method.name,
        run: async () => [candidateOf(await method.run(link, client), kind)],
      })),
    );
  },
  answers: TWITCH_ANSWERS,
  diagnose: twitchSteps,
};
