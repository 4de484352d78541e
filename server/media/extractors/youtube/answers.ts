import type { AnswerRules } from "../../client/index.js";
import { isRecord } from "../../json-fields.js";
import { playabilityAnswer } from "./answer.js";
import { playability } from "./playability.js";

/**
 * YouTube's reading of InnerTube's answers, over the shared table (decision 059): "Sign in to
 * confirm you're not a bot" is the address's refusal (it rests; a 429 does too, by the shared
 * table); a reason every client would give alike (private, members only, age, country, live,
 * removed) is the video's answer; a 4xx that is neither is a refusal of the client that asked (a
 * retired version answers 400), and the next client asks. Nothing YouTube says is a wall for
 * the probe to judge. Why: docs/decisions/019-youtube-clients-and-muxing.md,
 * 060-instagram-and-youtube-on-the-client.md
 */
export const YOUTUBE_ANSWERS: AnswerRules = {
  read(answer) {
    const { status } = answer;
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
      return { is: "unreadable", detail: `status ${status}` };
    }
    if (status !== 200) return undefined;
    const json = answer.json();
    // `reel/reel_item_watch` wraps the player answer.
    const inner = isRecord(json) && isRecord(json.playerResponse) ? json.playerResponse : json;
    const parsed = playabilityAnswer.safeParse(inner);
    if (!parsed.success) return undefined;
    const state = playability(parsed.data);
    if (state.kind === "bot_check") return { is: "busy", detail: "bot check" };
    if (state.kind !== "final") return undefined;
    if (state.code === "private") return { is: "post", code: "private", reason: "video_private" };
    return { is: "post", code: state.code };
  },
};
