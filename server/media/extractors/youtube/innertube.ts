import { ProtoUtils, Utils } from "youtubei.js";
import type { Egress } from "../../egress/pool.js";
import { MediaError } from "../../errors.js";
import { fetchJson } from "../../upstream/body.js";
import type { PolicyCheck } from "../../upstream/policy-check.js";
import { type PlayerAnswer, playerAnswer, reelAnswer } from "./answer.js";
import type { ClientSpec } from "./clients.js";

export interface AskOptions {
  origin: string;
  policy: PolicyCheck;
  signal: AbortSignal;
  /** From the player script; sent by the clients whose URLs it deciphers. */
  signatureTimestamp?: number;
  /** The route this request leaves through. */
  egress?: Egress;
  /** The visitor data to announce (the one a stream token is bound to); made afresh otherwise. */
  visitorData?: string;
  /**
   * A proof-of-origin token bound to the video id, sent as WEB sends it
   * (`serviceIntegrityDimensions.poToken`). Why: docs/decisions/030-youtube-po-tokens.md
   */
  poToken?: string;
}

/**
 * Visitor data made here, as youtubei.js does with `generate_session_locally`: one request
 * fewer per lookup than asking InnerTube for it first (NewPipe's way).
 */
export function visitorData(): string {
  return ProtoUtils.encodeVisitorData(
    Utils.generateRandomString(11),
    Math.floor(Date.now() / 1000),
  );
}

/** One player request of one client; the answer is checked against its schema. */
export async function askPlayer(
  client: ClientSpec,
  videoId: string,
  { origin, policy, signal, signatureTimestamp, egress, poToken, ...given }: AskOptions,
): Promise<PlayerAnswer> {
  const visitor = given.visitorData ?? visitorData();
  const context = {
    client: {
      ...client.context,
      hl: "en",
      gl: "US",
      visitorData: visitor,
      userAgent: client.userAgent,
    },
  };
  const player: Record<string, unknown> = { videoId, contentCheckOk: true, racyCheckOk: true };
  if (signatureTimestamp) {
    player.playbackContext = { contentPlaybackContext: { signatureTimestamp } };
  }
  if (poToken) player.serviceIntegrityDimensions = { poToken };
  // ANDROID asks the shorts endpoint, which wraps the player answer (NewPipe 0.26).
  const body = client.reel
    ? { context, playerRequest: player, disablePlayerResponse: false }
    : { context, ...player };
  const path = client.reel ? "reel/reel_item_watch" : "player";
  const { json } = await fetchJson(`${origin}/youtubei/v1/${path}?prettyPrint=false`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": client.userAgent,
      "x-youtube-client-name": String(client.id),
      "x-youtube-client-version": String(client.context.clientVersion),
      "x-goog-visitor-id": visitor,
      origin,
    },
    body: JSON.stringify(body),
    signal,
    policy,
    ...(egress ? { egress } : {}),
    // A refusal of this client (a retired version answers 400) lets the next one try.
    statusMap: (status) =>
      status === 429
        ? new MediaError("rate_limited")
        : status >= 300
          ? new MediaError("upstream_failed")
          : undefined,
  });
  if (client.reel) {
    const parsed = reelAnswer.safeParse(json);
    if (parsed.success && parsed.data.playerResponse) return parsed.data.playerResponse;
  } else {
    const parsed = playerAnswer.safeParse(json);
    if (parsed.success) return parsed.data;
  }
  throw new MediaError("upstream_failed");
}
