import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tunnelUrl } from "../../../server/media/tunnel/link.js";
import { fetchTunnel, resolveLink } from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import { listen, type Running } from "../../../test-support/stand-ins/http-server.js";
import { rapidapiEnv } from "../../../test-support/stand-ins/rapidapi.js";

let rapid: Running;

beforeAll(async () => {
  const api = express();
  api.get("/v1/instagram", (_req, res) => {
    res.json({ data: { data: [{ media: "http://127.0.0.1:9/video.mp4" }] } });
  });
  rapid = await listen(api);
});

afterAll(async () => {
  await rapid?.close();
});

describe("without ffmpeg", () => {
  const app = useMediaApp(
    () => ({
      ...rapidapiEnv(rapid.origin),
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      FFMPEG_PATH: "/nonexistent/ffmpeg",
    }),
    { healthz: true },
  );

  it("says so on /healthz without failing the instance", async () => {
    const res = await fetch(`${app.origin}/healthz`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { checks: Record<string, { ok: boolean; detail?: string }> };
    expect(body.checks.ffmpeg).toEqual({
      ok: false,
      detail: "ffmpeg not found: audio downloads are unavailable",
    });
  });

  it("answers audio lookups with a clear error, never a video named .mp3", async () => {
    const res = await resolveLink(
      app.origin,
      "https://www.instagram.com/reel/C8xYz12AbCd/",
      "audio",
    );
    expect(res.status).toBe(424);
    expect(res.body.error).toEqual({
      code: "audio_unavailable",
      message: "Audio downloads are not available on this server right now.",
    });
    const video = await resolveLink(
      app.origin,
      "https://www.instagram.com/reel/C8xYz12AbCd/",
      "reel",
    );
    expect(video.status).toBe(200);
  });

  it("refuses an MP3 tunnel link (GET and HEAD) with 503", async () => {
    const path = tunnelUrl({
      platform: "instagram",
      url: "http://127.0.0.1:9/video.mp4",
      filename: "a.mp3",
      processing: "mp3",
    });
    for (const method of ["GET", "HEAD"]) {
      const res = await fetchTunnel(app, path, { method });
      expect(res.status).toBe(503);
      expect(res.headers.get("content-type")).not.toBe("audio/mpeg");
    }
  });
});
