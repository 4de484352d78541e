import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { downloadedBytes } from "../../test-support/browser/downloads.js";
import { BSKY, bskyEnv, startBsky } from "../../test-support/stand-ins/bsky.js";
import { app, platforms } from "./app.js";

const bsky = platforms.standIn(bskyEnv, () => startBsky());

const field = (page: Page) => page.getByRole("textbox", { name: /link/i });
const submit = (page: Page) => page.getByRole("button", { name: "Download", exact: true });
const link = (a: { handle: string; rkey: string }) =>
  `https://bsky.app/profile/${a.handle}/post/${a.rkey}`;

describe("Bluesky in the browser", () => {
  it("Home: a pasted Bluesky video link saves the original MP4, byte for byte", async () => {
    const { page, errors, close } = await app.open("/", { context: { acceptDownloads: true } });
    await field(page).fill(link(BSKY.video));
    const downloading = page.waitForEvent("download");
    await submit(page).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("bluesky-3l4omssdl632g.mp4");
    expect((await downloadedBytes(download)).equals(bsky.media.mp4)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("Home: an AT URI naming the author by DID is taken and saves the same video (issue 34)", async () => {
    const { page, errors, close } = await app.open("/", { context: { acceptDownloads: true } });
    await field(page).fill(`at://${BSKY.video.did}/app.bsky.feed.post/${BSKY.video.rkey}`);
    const downloading = page.waitForEvent("download");
    await submit(page).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("bluesky-3l4omssdl632g.mp4");
    expect((await downloadedBytes(download)).equals(bsky.media.mp4)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("Photos: a post of three images lists them and each saves its own file", async () => {
    const { page, close } = await app.open("/photos", { context: { acceptDownloads: true } });
    await field(page).fill(link(BSKY.images));
    await submit(page).click();
    await page.getByRole("button", { name: "Download Media 3" }).waitFor();
    for (let n = 1; n <= 3; n++) {
      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: `Download Media ${n}` }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`bluesky-3l3vgf77uco2g-${n}.jpg`);
      expect((await downloadedBytes(download)).equals(bsky.media.jpegs[n - 1] as Buffer)).toBe(
        true,
      );
    }
    await close();
  });

  it("Home: a video on a self-hosted server is explained, not a bare failure", async () => {
    const { page, close } = await app.open("/");
    await field(page).fill(link(BSKY.selfHosted));
    await submit(page).click();
    const alert = page.locator('[role="alert"]').last();
    await expect
      .poll(() => alert.textContent(), { timeout: 20_000 })
      .toMatch(/outside Bluesky's own network/);
    await close();
  });
});
