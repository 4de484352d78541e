import { chmodSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffmpegAvailable, ffmpegCheckLimits } from "../../../server/media/tunnel/ffmpeg.js";
import { tunnelUrl } from "../../../server/media/tunnel/link.js";
import { fetchTunnel } from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import { makeMp4 } from "../../../test-support/media-files.js";
import { listen, type Running } from "../../../test-support/stand-ins/http-server.js";

const dir = mkdtempSync(join(tmpdir(), "rd-ffmpeg-env-"));
/** Secrets as an operator's environment holds them; none may reach ffmpeg. */
const SECRETS: Record<string, string> = {
  AUTH_SECRET: "auth-secret-that-must-stay-in-0123456789",
  METRICS_TOKEN: "metrics-token-that-must-stay-in",
  DATABASE_URL: "postgres://owner:db-password-stays-in@db.internal/reels",
  SMTP_URL: "smtp://mailer:smtp-password-stays-in@mail.internal:587",
  INSTAGRAM_SESSIONS: "sessionid=cookie-that-must-stay-in",
  EGRESS_PROXIES: "http://user:proxy-password-stays-in@proxy.internal:3128",
  RAPIDAPI_KEY: "rapidapi-key-that-must-stay-in",
};
const saved: Record<string, string | undefined> = {};

let upstream: Running;
const held: ServerResponse[] = [];

beforeAll(async () => {
  for (const [name, value] of Object.entries(SECRETS)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
  const clip = readFileSync(makeMp4(1, dir));
  const files = express();
  // The first kilobyte of a real MP4, then nothing: ffmpeg runs, waiting, while we look at it.
  files.get("/stalls.mp4", (_req, res) => {
    res.writeHead(200, { "content-type": "video/mp4", "content-length": String(clip.length) });
    res.write(clip.subarray(0, 1024));
    held.push(res);
  });
  upstream = await listen(files);
});

afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  for (const res of held) res.destroy();
  await upstream?.close();
});

/** Our ffmpeg children as the kernel sees them: pid, command line and environment. */
function ffmpegChildren(): { pid: string; args: string[]; env: string[] }[] {
  const found: { pid: string; args: string[]; env: string[] }[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const ppid = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1];
      if (ppid !== String(process.pid) || !stat.includes("(ffmpeg)")) continue;
      const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      const env = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0").filter(Boolean);
      found.push({ pid, args, env });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found;
}

describe("ffmpeg's environment", () => {
  const app = useMediaApp(() => ({
    MEDIA_PROVIDERS: "builtin",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    FFMPEG_PATH: "ffmpeg",
  }));

  it("holds PATH and none of the server's secrets during a conversion", async () => {
    const path = tunnelUrl({
      platform: "instagram",
      url: `${upstream.origin}/stalls.mp4`,
      filename: "a.mp3",
      processing: "mp3",
    });
    const controller = new AbortController();
    const answer = fetchTunnel(app, path, { signal: controller.signal }).catch(() => undefined);
    let converting: ReturnType<typeof ffmpegChildren>[number] | undefined;
    await expect
      .poll(
        () => {
          converting = ffmpegChildren().find((child) => child.args.includes("pipe:3"));
          return converting !== undefined;
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(true);
    const env = converting?.env ?? [];
    expect(env.some((line) => line.startsWith("PATH="))).toBe(true);
    const names = env.map((line) => line.slice(0, line.indexOf("=")));
    expect(names.filter((name) => !["PATH", "LD_LIBRARY_PATH"].includes(name))).toEqual([]);
    const whole = env.join("\n");
    for (const value of Object.values(SECRETS)) expect(whole).not.toContain(value);
    controller.abort();
    await answer;
  });
});

describe("ffmpeg -version", () => {
  it("is run once for callers who ask together, and killed at its deadline when it hangs", async () => {
    const starts = join(dir, "starts");
    const envSeen = join(dir, "env");
    const hangs = join(dir, "hanging-ffmpeg");
    writeFileSync(
      hangs,
      `#!/bin/sh\necho start >> "${starts}"\nenv > "${envSeen}"\nexec sleep 30\n`,
    );
    chmodSync(hangs, 0o755);
    const before = ffmpegCheckLimits.deadlineMs;
    ffmpegCheckLimits.deadlineMs = 300;
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => ffmpegAvailable(hangs)));
      for (const answer of answers) {
        expect(answer).toEqual({
          ok: false,
          detail: "ffmpeg does not run: audio downloads are unavailable",
        });
      }
      expect(readFileSync(starts, "utf8").trim().split("\n")).toHaveLength(1);
      // The probe, too, runs without the server's secrets.
      const seen = readFileSync(envSeen, "utf8");
      for (const value of Object.values(SECRETS)) expect(seen).not.toContain(value);
      // Remembered: asking again within the recheck window starts nothing.
      await ffmpegAvailable(hangs);
      expect(readFileSync(starts, "utf8").trim().split("\n")).toHaveLength(1);
    } finally {
      ffmpegCheckLimits.deadlineMs = before;
    }
  }, 10_000);

  it("reports a working ffmpeg with its version", async () => {
    const answer = await ffmpegAvailable("ffmpeg");
    expect(answer.ok).toBe(true);
    expect(answer.detail).toMatch(/^ffmpeg /);
  });
});
