import { execFileSync } from "node:child_process";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "../../test-support/browser/axe.js";
import { downloadedFile } from "../../test-support/browser/downloads.js";
import { watchPageErrors } from "../../test-support/browser/page-watch.js";
import {
  addPlayablePlaylist,
  makeYoutubeMedia,
  SIXTY,
  startYoutube,
  type YoutubeStandIn,
} from "../../test-support/stand-ins/youtube.js";
import { app, platforms } from "./app.js";

const youtubeEnv = (standIn: YoutubeStandIn) => ({ YOUTUBE_ORIGIN: standIn.origin });
platforms.standIn(youtubeEnv, async () => {
  const standIn = await startYoutube(makeYoutubeMedia());
  standIn.answers.set("M4gD1WSo5mA", { VISIONOS: "player-visionos-M4gD1WSo5mA.json" });
  standIn.answers.set("PrIvAtEvId0", { "*": "reel_item_watch-android-private.json" });
  // The playlist of the batch journeys (e2e/platforms/batch.ts).
  addPlayablePlaylist(standIn, SIXTY, "Sixty", 60);
  return standIn;
});

async function lookUp(page: Page, link: string): Promise<void> {
  await page.goto(`${app.url}/`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Social media or video link").fill(link);
  await page.getByRole("button", { name: "Download", exact: true }).click();
}

describe("YouTube on Home", () => {
  it("offers the qualities, 1080p H.264 chosen, and saves the chosen one as one MP4", async () => {
    const context = await app.browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await lookUp(page, "https://youtu.be/M4gD1WSo5mA");
    const choices = page.getByRole("radio");
    await page.getByRole("group", { name: "Choose a quality" }).waitFor();
    expect(await choices.count()).toBe(5);
    const first = page.getByRole("radio", { name: "1080p · MP4 (H.264) · about 59 MB" });
    expect(await first.isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: "360p · WebM (VP9) · about 13 MB" }).count()).toBe(
      1,
    );
    // The form's button stays dimmed while the lookup's progress finishes; judge contrast after.
    await expect
      .poll(() => page.getByRole("button", { name: "Download", exact: true }).isEnabled())
      .toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download 1080p" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("youtube-M4gD1WSo5mA-1080p.mp4");
    const streams = execFileSync(
      "ffprobe",
      ["-v", "error", "-show_entries", "stream=codec_name,width,height", "-of", "csv=p=0"].concat(
        await downloadedFile(download),
      ),
      { encoding: "utf8" },
    )
      .trim()
      .split("\n");
    expect(streams).toEqual(["h264,1920,1080", "aac"]);

    // Another pick: the button follows it and saves that quality's file.
    await page.getByRole("radio", { name: "720p · MP4 (H.264) · about 30 MB" }).check();
    const next = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download 720p" }).click();
    expect((await next).suggestedFilename()).toBe("youtube-M4gD1WSo5mA-720p.mp4");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a headline naming YouTube with YouTube's own reason beneath", async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await lookUp(page, "https://www.youtube.com/watch?v=PrIvAtEvId0");
    const alert = page.locator('[role="alert"]').last();
    await expect
      .poll(() => alert.textContent())
      .toContain("Failed to download from YouTube. Please try again.");
    expect(await alert.textContent()).toContain("This video is private.");
    expect(await page.getByRole("radio").count()).toBe(0);
    await context.close();
  });
});
