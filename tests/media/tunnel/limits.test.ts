import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { archiveUrl } from "../../../server/media/tunnel/archive-token.js";
import { ffmpegLimits, slotsInUse } from "../../../server/media/tunnel/encoders.js";
import { tunnelLimits } from "../../../server/media/tunnel/guard.js";
import { tunnelUrl } from "../../../server/media/tunnel/link.js";
import { fetchTunnel } from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import { makeMp4 } from "../../../test-support/media-files.js";
import { listen, type Running } from "../../../test-support/stand-ins/http-server.js";

const dir = mkdtempSync(join(tmpdir(), "rd-limits-"));
const starts = join(dir, "starts");
/** The real ffmpeg behind a wrapper that notes every process started (not the -version probe). */
const wrapper = join(dir, "ffmpeg");
writeFileSync(
  wrapper,
  `#!/bin/sh\ncase "$*" in *-version*) ;; *) echo start >> "${starts}" ;; esac\nexec ffmpeg "$@"\n`,
);
chmodSync(wrapper, 0o755);
const started = () =>
  existsSync(starts) ? readFileSync(starts, "utf8").trim().split("\n").length : 0;

let upstream: Running;
let clip: Buffer;
const held: ServerResponse[] = [];
const closed: string[] = [];

beforeAll(async () => {
  clip = readFileSync(makeMp4(1, dir));
  const files = express();
  // Sends the first kilobyte of a real MP4, then holds: ffmpeg waits for more, silent.
  files.get("/stalls.mp4", (_req, res) => {
    res.writeHead(200, { "content-type": "video/mp4", "content-length": String(clip.length) });
    res.write(clip.subarray(0, 1024));
    held.push(res);
  });
  // One byte every 5 s: never idle long enough for the idle timeout to see it.
  files.get("/trickle.mp4", (req, res) => {
    res.writeHead(200, { "content-type": "video/mp4", "content-length": "100000" });
    res.write(clip.subarray(0, 1));
    let sent = 1;
    const timer = setInterval(() => res.write(clip.subarray(sent, ++sent)), 5_000);
    res.on("close", () => {
      clearInterval(timer);
      closed.push(String(req.url));
    });
  });
  files.get("/clip.mp4", (_req, res) => {
    res.type("video/mp4").send(clip);
  });
  // Each one quick on its own, but answered only after 600 ms.
  files.get("/late.mp4", (req, res) => {
    const timer = setTimeout(() => res.type("video/mp4").send(clip), 600);
    res.on("close", () => {
      clearTimeout(timer);
      closed.push(String(req.url));
    });
  });
  upstream = await listen(files);
});

afterAll(async () => {
  for (const res of held) res.destroy();
  await upstream?.close();
});

const saved = { ...tunnelLimits, encoders: ffmpegLimits.encoders };
beforeEach(() => {
  Object.assign(tunnelLimits, saved);
  ffmpegLimits.encoders = saved.encoders;
});

describe("tunnel limits", () => {
  const app = useMediaApp(() => ({
    MEDIA_PROVIDERS: "builtin",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    FFMPEG_PATH: wrapper,
  }));

  it("starts at most the cap of encoders for 10 parallel requests of one link; the rest are told busy", async () => {
    ffmpegLimits.encoders = 4;
    tunnelLimits.firstOutputMs = 2_000;
    const before = started();
    const path = tunnelUrl({
      platform: "instagram",
      url: `${upstream.origin}/stalls.mp4`,
      filename: "a.mp3",
      processing: "mp3",
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const res = await fetchTunnel(app, path);
        const body = (await res.json()) as { error: { code: string } };
        return `${res.status} ${body.error.code}`;
      }),
    );
    expect(started() - before).toBe(4);
    expect(answers.filter((a) => a === "503 busy")).toHaveLength(6);
    // The four that ran hit the first-output deadline: the upstream never sent enough.
    expect(answers.filter((a) => a === "504 timeout")).toHaveLength(4);
    await expect.poll(() => slotsInUse("encoders")).toBe(0);
  });

  it("gives the slot back and answers again once encoders are free", async () => {
    ffmpegLimits.encoders = 1;
    const path = tunnelUrl({
      platform: "instagram",
      url: `${upstream.origin}/clip.mp4`,
      filename: "a.mp3",
      processing: "mp3",
    });
    for (let round = 0; round < 3; round++) {
      const res = await fetchTunnel(app, path);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).length).toBeGreaterThan(0);
      await expect.poll(() => slotsInUse("encoders")).toBe(0);
    }
  });

  it("starts no ffmpeg for a HEAD of a muxed link", async () => {
    const before = started();
    const path = tunnelUrl({
      platform: "instagram",
      url: `${upstream.origin}/clip.mp4`,
      audioUrl: `${upstream.origin}/clip.mp4`,
      filename: "v.mp4",
      processing: "mux",
      output: "mp4",
    });
    const res = await fetchTunnel(app, path, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(started()).toBe(before);
  });

  it("cuts a plain download whose upstream trickles one byte every 5 s", async () => {
    tunnelLimits.graceMs = 300;
    tunnelLimits.rateWindowMs = 700;
    tunnelLimits.minBytesPerSecond = 1024;
    const res = await fetchTunnel(
      app,
      tunnelUrl({
        platform: "instagram",
        url: `${upstream.origin}/trickle.mp4`,
        filename: "t.mp4",
      }),
    );
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
    await expect.poll(() => closed.includes("/trickle.mp4")).toBe(true);
  });

  it("cuts a 'Download all' ZIP whose item trickles one byte every 5 s, upstream closed", async () => {
    tunnelLimits.graceMs = 300;
    tunnelLimits.rateWindowMs = 700;
    tunnelLimits.minBytesPerSecond = 1024;
    const before = closed.filter((url) => url === "/trickle.mp4").length;
    const path = archiveUrl(
      [
        { url: `${upstream.origin}/clip.mp4`, filename: "1.mp4" },
        { url: `${upstream.origin}/trickle.mp4`, filename: "2.mp4" },
      ],
      "all.zip",
      { platform: "instagram" },
    );
    const res = await fetchTunnel(app, path ?? "");
    expect(res.status).toBe(200);
    // The archive fails visibly rather than staying open (or ending without the item).
    await expect(res.arrayBuffer()).rejects.toThrow();
    await expect.poll(() => closed.filter((url) => url === "/trickle.mp4").length).toBe(before + 1);
  });

  it("cuts a ZIP at the overall deadline even when each item on its own is within it", async () => {
    tunnelLimits.overallMs = 1_000;
    const path = archiveUrl(
      [1, 2, 3, 4].map((n) => ({ url: `${upstream.origin}/late.mp4?${n}`, filename: `${n}.mp4` })),
      "all.zip",
      { platform: "instagram" },
    );
    const res = await fetchTunnel(app, path ?? "");
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
  });

  it("ends a mux whose source trickles at the first-output deadline, upstream closed", async () => {
    tunnelLimits.firstOutputMs = 1_000;
    const before = closed.length;
    const res = await fetchTunnel(
      app,
      tunnelUrl({
        platform: "instagram",
        url: `${upstream.origin}/trickle.mp4`,
        audioUrl: `${upstream.origin}/clip.mp4`,
        filename: "v.mp4",
        processing: "mux",
        output: "mp4",
      }),
    );
    expect(res.status).toBe(504);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("timeout");
    await expect.poll(() => closed.length).toBe(before + 1);
    await expect.poll(() => slotsInUse("muxers")).toBe(0);
  });
});
