import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { downloadedBytes } from "../../test-support/browser/downloads.js";
import { watchPageErrors } from "../../test-support/browser/page-watch.js";
import { readZip } from "../../test-support/read-zip.js";
import { startTwitter, twitterEnv } from "../../test-support/stand-ins/twitter.js";
import { app, platforms } from "./app.js";

const VIDEO = "1697304622749086011";
const PHOTOS = "1877880433242771717";

const x = platforms.standIn(twitterEnv, async () => {
  const standIn = await startTwitter();
  standIn.posts.set(VIDEO, "video");
  standIn.posts.set(PHOTOS, "photos");
  // Guests are refused: the server reads the posts through the syndication endpoint.
  standIn.guests = "activate-429";
  return standIn;
});

async function lookUp(page: Page, path: string, link: string): Promise<void> {
  await page.goto(`${app.url}${path}`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("textbox", { name: /link/i }).fill(link);
  await page.getByRole("button", { name: "Download", exact: true }).click();
}

describe("X on the downloader screens", () => {
  it("a video post on Home: its qualities, 720p chosen, another picked and saved byte for byte", async () => {
    const context = await app.browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await lookUp(page, "/", `https://twitter.com/X/status/${VIDEO}?s=20`);
    await page.getByRole("group", { name: "Choose a quality" }).waitFor();
    expect(await page.getByRole("radio").count()).toBe(3);
    expect(await page.getByRole("radio", { name: /^720p · MP4 \(H\.264\)/ }).isChecked()).toBe(
      true,
    );
    await page.getByRole("radio", { name: /^360p · MP4 \(H\.264\)/ }).check();
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download 360p" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`twitter-${VIDEO}-360p.mp4`);
    expect((await downloadedBytes(download)).equals(x.media.videos[360])).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a post of photos on Photos: each at its original size, and 'Download all' as one ZIP", async () => {
    const context = await app.browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await lookUp(page, "/photos", `https://x.com/PopCrave/status/${PHOTOS}`);
    await page.getByRole("button", { name: "Download Media 3" }).waitFor();
    await page.getByRole("progressbar").waitFor({ state: "detached" });
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download Media 1" }).click();
    const single = await downloading;
    expect(single.suggestedFilename()).toBe(`twitter-${PHOTOS}-1.jpg`);
    expect((await downloadedBytes(single)).equals(x.media.photos[0] as Buffer)).toBe(true);

    const zipping = page.waitForEvent("download");
    await page.getByRole("button", { name: /^Download all/ }).click();
    const entries = await readZip(await downloadedBytes(await zipping));
    expect(entries.map((e) => e.name)).toEqual([1, 2, 3].map((n) => `twitter-${PHOTOS}-${n}.jpg`));
    entries.forEach((entry, i) => {
      expect(entry.data.equals(x.media.photos[i] as Buffer)).toBe(true);
    });
    await context.close();
  });
});
