import { once } from "node:events";
import { pipeline } from "node:stream/promises";
import type { Response } from "express";
import { getConfig } from "../../config.js";
import type { UpstreamResponse } from "../upstream/client.js";
import { baseHeaders, discard, fail, MAX_MEDIA_BYTES } from "./answer.js";
import { spawnMp3Encoder } from "./ffmpeg.js";
import type { Ticket } from "./token.js";

/**
 * Relays the sound track of `upstream` as MP3, encoded by ffmpeg while it arrives.
 * Why: docs/decisions/005-real-audio.md
 */
export async function relayMp3(
  res: Response,
  ticket: Ticket,
  upstream: UpstreamResponse,
  head: boolean,
): Promise<void> {
  const ready = () => {
    baseHeaders(res, ticket);
    res.status(200).set({ "Content-Type": "audio/mpeg", "Accept-Ranges": "none" });
  };
  if (head) {
    discard(upstream);
    ready();
    res.end();
    return;
  }
  const encoder = spawnMp3Encoder(getConfig().ffmpegPath);
  const stop = () => {
    discard(upstream);
    encoder.kill("SIGKILL");
  };
  res.on("close", stop);
  let fed = 0;
  upstream.body.on("data", (chunk: Buffer) => {
    fed += chunk.length;
    if (fed > MAX_MEDIA_BYTES) stop();
  });
  // ffmpeg may stop reading early (it has all it needs, or the input is not media).
  pipeline(upstream.body, encoder.stdin).catch(() => undefined);
  encoder.on("error", () => undefined);

  // Answer only once ffmpeg produced sound, so a file without audio becomes a clean error.
  const produced = await Promise.race([
    once(encoder.stdout, "readable").then(() => encoder.stdout.readableLength > 0),
    once(encoder, "close").then(() => false),
  ]).catch(() => false);
  if (!produced) {
    stop();
    fail(res, 502, "no_audio", "This file has no sound track that could be extracted.");
    return;
  }
  ready();
  try {
    await pipeline(encoder.stdout, res);
  } catch {
    res.destroy();
  } finally {
    stop();
  }
}
