import { availableParallelism } from "node:os";
import { z } from "zod";
import { declareSettings, variable } from "../../config.js";

const processes = z.coerce
  .number({ error: "must be a number of processes" })
  .int("must be a whole number")
  .min(1, "must be at least 1");

/**
 * The machine's ffmpeg budget, read and checked with the rest of the configuration: MP3
 * encoders keep a core busy each (two per core by default), muxers only copy streams (eight
 * per core). Why: docs/decisions/025-request-hardening.md
 */
export const ffmpegSettings = declareSettings(
  "ffmpeg",
  {
    FFMPEG_SLOTS: variable(processes, String(Math.max(2, availableParallelism() * 2))),
    FFMPEG_MUX_SLOTS: variable(processes, String(Math.max(8, availableParallelism() * 8))),
  },
  (env) => ({ encoders: env.FFMPEG_SLOTS, muxers: env.FFMPEG_MUX_SLOTS }),
);
