import { type PlatformClient, unreadable } from "../../client/index.js";
import { type PlayerAnswer, playerAnswer, reelAnswer } from "./answer.js";
import type { ClientSpec } from "./clients.js";
import { youtubeiLoaded } from "./library.js";

export interface AskOptions {
  origin: string;
  /** From the player script; sent by the clients whose URLs it deciphers. */
  signatureTimestamp?: number | undefined;
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
  const { ProtoUtils, Utils } = youtubeiLoaded();
  return ProtoUtils.encodeVisitorData(
    Utils.generateRandomString(11),
    Math.floor(Date.now() / 1000),
  );
}

/**
 * One player request of one InnerTube client, through the platform's client (read by YouTube's
 * table: a bot check rests the address, a reason every client would give is the video's
 * answer); the answer is checked against its schema.
 */
export async function askPlayer(
  platform: PlatformClient,
  client: ClientSpec,
  videoId: string,
  { origin, signatureTimestamp, poToken, ...given }: AskOptions,
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
  const json = await platform.json(`${origin}/youtubei/v1/${path}?prettyPrint=false`, {
    method: "POST",
    headers: {
      "user-agent": client.userAgent,
      "x-youtube-client-name": String(client.id),
      "x-youtube-client-version": String(client.context.clientVersion),
      "x-goog-visitor-id": visitor,
      origin,
    },
    json: body,
    cookies: false,
  });
  if (client.reel) {
    const parsed = reelAnswer.safeParse(json);
    if (parsed.success && parsed.data.playerResponse) return parsed.data.playerResponse;
  } else {
    const parsed = playerAnswer.safeParse(json);
    if (parsed.success) return parsed.data;
  }
  throw unreadable("not a player answer");
}
