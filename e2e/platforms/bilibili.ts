import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { downloadedBytes } from "../../test-support/browser/downloads.js";
import { watchPageErrors } from "../../test-support/browser/page-watch.js";
import { probeStreams } from "../../test-support/probe-streams.js";
import { startBilibili } from "../../test-support/stand-ins/bilibili.js";
import { app, platforms } from "./app.js";

/**
 * bilibili on Home as a visitor meets it (decision 083): a `b23.tv` short link pasted, 1080p
 * offered and chosen by default, the video and its sound muxed into the saved MP4.
 */
const sites = platforms.standIn(
  (bili) => ({
    BILIBILI_ORIGIN: bili.origin,
    BILIBILI_API_ORIGIN: bili.origin,
    BILIBILI_SHORT_ORIGIN: bili.origin,
  }),
  async () => {
    const bili = await startBilibili();
    bili.videos.set("BV1uu411z7VV", "ready");
    bili.shorts.set("av32430100", "/video/BV1uu411z7VV");
    return bili;
  },
);

describe("bilibili on Home", () => {
  it("a b23.tv link: 1080p chosen by default, picture and sound in one MP4", async () => {
    const context = await app.browser.newContext({ acceptDownloads: true });
    try {
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await page.goto(`${app.url}/`);
      await page.waitForLoadState("networkidle");
      await page.getByRole("textbox", { name: /link/i }).fill("https://b23.tv/av32430100");
      await page.getByRole("button", { name: "Download", exact: true }).click();
      await page.getByRole("group", { name: "Choose a quality" }).waitFor();
      expect(await page.getByRole("radio", { name: /^1080p / }).isChecked()).toBe(true);
      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download 1080p" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe("bilibili-BV1uu411z7VV-1080p.mp4");
      const file = join(mkdtempSync(join(tmpdir(), "rd-e2e-bili-")), "saved.mp4");
      writeFileSync(file, await downloadedBytes(download));
      expect(probeStreams(file)).toEqual(["h264,1920,1080", "aac"]);
      expect(sites.tally.get("cdn:v1080.m4s")).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
