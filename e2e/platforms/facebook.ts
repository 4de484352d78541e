import { execFileSync } from "node:child_process";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { downloadedBytes, downloadedFile } from "../../test-support/browser/downloads.js";
import { watchPageErrors } from "../../test-support/browser/page-watch.js";
import { facebookEnv, startFacebookStandIn } from "../../test-support/stand-ins/facebook.js";
import { app, platforms } from "./app.js";

const fb = platforms.standIn(facebookEnv, async () => {
  const standIn = await startFacebookStandIn();
  standIn.videos.set("1195289147628387", "reel");
  standIn.videos.set("111000000000001", "reel");
  standIn.videos.set("222000000000001", "login-form");
  standIn.shares.set("JFZfPVgLkiJQmWrr", { id: "111000000000001", form: "reel" });
  return standIn;
});

async function lookUp(page: Page, link: string): Promise<void> {
  await page.goto(`${app.url}/`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("textbox", { name: /link/i }).fill(link);
  await page.getByRole("button", { name: "Download", exact: true }).click();
}

describe("Facebook on Home", () => {
  it("offers the reel's qualities, 720p chosen, and saves it and a muxed 1080p", async () => {
    const context = await app.browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await lookUp(page, "https://www.facebook.com/reel/1195289147628387/?mibextid=rS40aB7S9Ucbxw6v");
    await page.getByRole("group", { name: "Choose a quality" }).waitFor();
    expect(await page.getByRole("radio").count()).toBe(3);
    expect(await page.getByRole("radio", { name: /^720p · MP4/ }).isChecked()).toBe(true);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download 720p" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("facebook-1195289147628387-720p.mp4");
    expect((await downloadedBytes(download)).equals(fb.media.hd)).toBe(true);

    await page.getByRole("radio", { name: /^1080p · MP4/ }).check();
    const next = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download 1080p" }).click();
    const muxed = await next;
    expect(muxed.suggestedFilename()).toBe("facebook-1195289147628387-1080p.mp4");
    const streams = execFileSync(
      "ffprobe",
      ["-v", "error", "-show_entries", "stream=codec_name", "-of", "csv=p=0"].concat(
        await downloadedFile(muxed),
      ),
      { encoding: "utf8" },
    );
    expect(streams.trim().split("\n")).toEqual(["h264", "aac"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("follows a share link to the reel it names and saves that reel", async () => {
    const context = await app.browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await lookUp(page, "https://www.facebook.com/share/r/JFZfPVgLkiJQmWrr/");
    await page.getByRole("group", { name: "Choose a quality" }).waitFor();
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download 720p" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("facebook-111000000000001-720p.mp4");
    expect((await downloadedBytes(download)).equals(fb.media.hd)).toBe(true);
    await context.close();
  });

  it("says a video behind Facebook's login form needs a signed-in account", async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await lookUp(page, "https://www.facebook.com/reel/222000000000001");
    const alert = page.locator('[role="alert"]').last();
    await expect
      .poll(() => alert.textContent(), { timeout: 15_000 })
      .toContain("needs a signed-in account");
    expect(await page.getByRole("radio").count()).toBe(0);
    await context.close();
  });
});
