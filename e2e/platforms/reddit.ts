import { execFileSync } from "node:child_process";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { downloadedBytes, downloadedFile } from "../../test-support/browser/downloads.js";
import { watchPageErrors } from "../../test-support/browser/page-watch.js";
import { redditEnv, startRedditStandIn } from "../../test-support/stand-ins/reddit.js";
import { app, platforms } from "./app.js";

const rd = platforms.standIn(redditEnv, async () => {
  const standIn = await startRedditStandIn();
  standIn.posts.set("6rrwyj", "video");
  standIn.posts.set("hrrh23", "gallery");
  standIn.posts.set("qu0001", "quarantined");
  standIn.shares.set("abc456GHIJ", "6rrwyj");
  return standIn;
});

async function lookUp(page: Page, link: string, screen = "/"): Promise<void> {
  await page.goto(`${app.url}${screen}`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("textbox", { name: /link/i }).fill(link);
  await page.getByRole("button", { name: "Download", exact: true }).click();
}

describe("Reddit on Home", () => {
  it("follows a share link, offers the video's qualities and saves 720p muxed with its sound", async () => {
    const context = await app.browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await lookUp(page, "https://www.reddit.com/r/videos/s/abc456GHIJ");
    await page.getByRole("group", { name: "Choose a quality" }).waitFor();
    expect(await page.getByRole("radio").count()).toBe(2);
    expect(await page.getByRole("radio", { name: /^720p · MP4/ }).isChecked()).toBe(true);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download 720p" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("reddit-6rrwyj-720p.mp4");
    const streams = execFileSync(
      "ffprobe",
      ["-v", "error", "-show_entries", "stream=codec_name", "-of", "csv=p=0"].concat(
        await downloadedFile(download),
      ),
      { encoding: "utf8" },
    );
    expect(streams.trim().split("\n")).toEqual(["h264", "aac"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a gallery's four items on Photos and saves the first byte for byte", async () => {
    const context = await app.browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await lookUp(page, "https://www.reddit.com/gallery/hrrh23", "/photos");
    const first = page.getByRole("button", { name: "Download Media 1" });
    await first.waitFor();
    await page.getByRole("progressbar").waitFor({ state: "detached" });
    expect(await page.getByRole("button", { name: /^Download Media \d$/ }).count()).toBe(4);
    const downloading = page.waitForEvent("download");
    await first.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("reddit-hrrh23-1.jpg");
    expect((await downloadedBytes(download)).equals(rd.media.jpegs[1] as Buffer)).toBe(true);
    await context.close();
  });

  it("says a quarantined post needs a signed-in account", async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await lookUp(page, "https://old.reddit.com/r/some/comments/qu0001/title/");
    const alert = page.locator('[role="alert"]').last();
    await expect
      .poll(() => alert.textContent(), { timeout: 15_000 })
      .toContain("needs a signed-in account");
    await context.close();
  });
});
