import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prepare } from "../server/app.js";

/**
 * The platforms declare their own settings (docs/decisions/026-platform-folders.md): the
 * server's entry must have loaded every one of them before start-up reads the environment.
 * This file imports nothing but the entry, so nothing else could have loaded them.
 */
describe("start-up", () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each([
    ["INSTAGRAM_WEB_ORIGIN", "instagram.com"],
    ["YOUTUBE_CLIENT_VERSIONS", "WEB=latest"],
    ["FFMPEG_SLOTS", "0"],
    ["FFMPEG_MUX_SLOTS", "many"],
    ["PAGE_RENDERS_PER_MINUTE", "-1"],
  ])("stops on a bad %s, a group's own setting, naming it", async (name, value) => {
    vi.stubEnv("DATA_DIR", mkdtempSync(join(tmpdir(), "rd-start-")));
    vi.stubEnv(name, value);
    await expect(prepare({ migrations: false })).rejects.toThrow(`Invalid configuration: ${name}`);
  });
});
