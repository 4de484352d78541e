import { describe, expect, it } from "vitest";
import { downloadedBytes } from "../../test-support/browser/downloads.js";
import { watchPageErrors } from "../../test-support/browser/page-watch.js";
import { startDailymotion } from "../../test-support/stand-ins/dailymotion.js";
import { probeDownload } from "../../test-support/stand-ins/video-site-streams.js";
import { app, platforms } from "./app.js";

/**
 * Dailymotion on Home (decision 080): a `dai.ly` link pasted, a quality chosen, and the video
 * Dailymotion only streams as HLS saved as one MP4 that ffprobe reads whole.
 */
const sites = platforms.standIn(
  (started) => ({
    DAILYMOTION_ORIGIN: started.dm.origin,
    DAILYMOTION_GRAPHQL_ORIGIN: started.dm.origin,
  }),
  async () => {
    const dm = await startDailymotion();
    dm.videos.set("x8u4owg", "hls");
    return { dm, close: () => dm.close() };
  },
);

describe("Dailymotion on Home", () => {
  it("a dai.ly link's HLS stream, 360p chosen, saved as one MP4 with its sound", async () => {
    expect(sites.dm.origin).toMatch(/^http:\/\/127\.0\.0\.1:/);
    const context = await app.browser.newContext({ acceptDownloads: true });
    try {
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await page.goto(`${app.url}/`);
      await page.waitForLoadState("networkidle");
      await page.getByRole("textbox", { name: /link/i }).fill("https://dai.ly/x8u4owg");
      await page.getByRole("button", { name: "Download", exact: true }).click();
      await page.getByRole("group", { name: "Choose a quality" }).waitFor();
      expect(await page.getByRole("radio", { name: /^720p / }).isChecked()).toBe(true);
      await page.getByRole("radio", { name: /^360p / }).check();
      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download 360p" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe("dailymotion-x8u4owg-360p.mp4");
      const streams = probeDownload(await downloadedBytes(download));
      expect(streams).toContainEqual({ type: "video", width: 640, height: 360 });
      expect(streams.map((s) => s.type)).toContain("audio");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
