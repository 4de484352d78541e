import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { downloadedBytes } from "../../test-support/browser/downloads.js";
import { startThreads } from "../../test-support/stand-ins/threads.js";
import { app, platforms } from "./app.js";

const threads = platforms.standIn(
  (standIn) => ({ THREADS_ORIGIN: standIn.web.origin }),
  () => startThreads(),
);

const field = (page: Page) => page.getByRole("textbox", { name: /link/i });
const submit = (page: Page) => page.getByRole("button", { name: "Download", exact: true });

describe("Threads in the browser", () => {
  it("Home: a pasted Threads video link saves the post's MP4, byte for byte", async () => {
    const { page, errors, close } = await app.open("/", { context: { acceptDownloads: true } });
    await field(page).fill("https://www.threads.net/@zuck/post/DHV7vTivqWD?xmt=AQGz&slof=1");
    const downloading = page.waitForEvent("download");
    await submit(page).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("threads-DHV7vTivqWD.mp4");
    expect((await downloadedBytes(download)).equals(threads.media.mp4)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("Photos: a carousel lists its three items and each saves its own file", async () => {
    const { page, close } = await app.open("/photos", { context: { acceptDownloads: true } });
    await field(page).fill("https://www.threads.com/@zuck/post/DCar0uSe1x9");
    await submit(page).click();
    await page.getByRole("button", { name: "Download Media 3" }).waitFor();
    const expected = [threads.media.jpegs[0], threads.media.mp4, threads.media.jpegs[2]];
    const names = [
      "threads-DCar0uSe1x9-1.jpg",
      "threads-DCar0uSe1x9-2.mp4",
      "threads-DCar0uSe1x9-3.jpg",
    ];
    for (let n = 1; n <= 3; n++) {
      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: `Download Media ${n}` }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(names[n - 1]);
      expect((await downloadedBytes(download)).equals(expected[n - 1] as Buffer)).toBe(true);
    }
    await close();
  });

  it("Home: a post Threads hides behind its login page is a 'try again later', not 'not found'", async () => {
    const { page, close } = await app.open("/");
    await field(page).fill("https://www.threads.com/@zuck/post/DLoginWall1");
    await submit(page).click();
    const alert = page.locator('[role="alert"]').last();
    await expect.poll(() => alert.textContent(), { timeout: 20_000 }).toMatch(/try again/i);
    expect(await alert.textContent()).not.toMatch(/could not be found/i);
    await close();
  });
});
