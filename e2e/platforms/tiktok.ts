import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { downloadedBytes } from "../../test-support/browser/downloads.js";
import { watchPageErrors } from "../../test-support/browser/page-watch.js";
import { readZip } from "../../test-support/read-zip.js";
import { startTiktok, tiktokEnv } from "../../test-support/stand-ins/tiktok.js";
import { app, platforms } from "./app.js";

const VIDEO = "7195741644585454894";
const PHOTO = "7328848106722725126";

const tiktok = platforms.standIn(tiktokEnv, async () => {
  const standIn = await startTiktok();
  standIn.posts.set(VIDEO, "challenge");
  standIn.posts.set(PHOTO, "photo");
  standIn.shortLinks.set("ZTR45GpSF", VIDEO);
  return standIn;
});

async function lookUp(page: Page, path: string, link: string): Promise<void> {
  await page.goto(`${app.url}${path}`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("textbox", { name: /link/i }).fill(link);
  await page.getByRole("button", { name: "Download", exact: true }).click();
}

describe("TikTok on the downloader screens", () => {
  it("a short link on Home: the qualities offered, 1080p chosen, saved byte for byte", async () => {
    const context = await app.browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    // The post's page is the proof-of-work shell first: the server solves it.
    await lookUp(page, "/", "https://vm.tiktok.com/ZTR45GpSF/");
    await page.getByRole("group", { name: "Choose a quality" }).waitFor();
    expect(await page.getByRole("radio").count()).toBe(3);
    expect(await page.getByRole("radio", { name: /^1080p · MP4 \(H\.264\)/ }).isChecked()).toBe(
      true,
    );

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download 1080p" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`tiktok-${VIDEO}-1080p.mp4`);
    expect((await downloadedBytes(download)).equals(tiktok.media.videos[1080])).toBe(true);
    expect(tiktok.solved()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a slideshow on Photos: each image, its sound, and 'Download all' as one ZIP of the same bytes", async () => {
    const context = await app.browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await lookUp(page, "/photos", `https://www.tiktok.com/@mr_anabo/photo/${PHOTO}`);
    await page.getByRole("button", { name: "Download Media 3" }).waitFor();
    await page.getByRole("progressbar").waitFor({ state: "detached" });
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Media 2" }).click();
    const single = await downloading;
    expect(single.suggestedFilename()).toBe(`tiktok-${PHOTO}-2.jpg`);
    expect((await downloadedBytes(single)).equals(tiktok.media.images[1] as Buffer)).toBe(true);

    const zipping = page.waitForEvent("download");
    await page.getByRole("button", { name: /^Download all/ }).click();
    const zip = await zipping;
    expect(zip.suggestedFilename()).toBe(`tiktok-${PHOTO}.zip`);
    const entries = await readZip(await downloadedBytes(zip));
    // The three photos, then the slideshow's sound (issue 34).
    expect(entries.map((e) => e.name)).toEqual([
      ...[1, 2, 3].map((n) => `tiktok-${PHOTO}-${n}.jpg`),
      `tiktok-audio-${PHOTO}.mp3`,
    ]);
    const expected = [...tiktok.media.images, tiktok.media.sound];
    entries.forEach((entry, i) => {
      expect(entry.data.equals(expected[i] as Buffer)).toBe(true);
    });
    await context.close();
  });

  it("the slideshow's sound on Audio, as the MP3 TikTok serves", async () => {
    const context = await app.browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    // The Audio screen saves the file as soon as the lookup answers.
    const downloading = page.waitForEvent("download");
    await lookUp(page, "/audio", `https://www.tiktok.com/@mr_anabo/photo/${PHOTO}`);
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`tiktok-audio-${PHOTO}.mp3`);
    expect((await downloadedBytes(download)).equals(tiktok.media.sound)).toBe(true);
    await context.close();
  });
});
