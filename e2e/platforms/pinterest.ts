import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { downloadedBytes } from "../../test-support/browser/downloads.js";
import { startPinterest } from "../../test-support/stand-ins/pinterest.js";
import { app, platforms } from "./app.js";

const pinterest = platforms.standIn(
  (standIn) => ({ PINTEREST_ORIGIN: standIn.web.origin, PINTEREST_API_ORIGIN: standIn.web.origin }),
  () => startPinterest(),
);

const field = (page: Page) => page.getByRole("textbox", { name: /link/i });
const submit = (page: Page) => page.getByRole("button", { name: "Download", exact: true });

describe("Pinterest in the browser", () => {
  it("Home: a pasted pin.it link saves the video pin's MP4, byte for byte", async () => {
    const { page, errors, close } = await app.open("/", { context: { acceptDownloads: true } });
    await field(page).fill("https://pin.it/4xQ9zBc1a");
    const downloading = page.waitForEvent("download");
    await submit(page).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("pinterest-664281013778109217.mp4");
    expect((await downloadedBytes(download)).equals(pinterest.media.mp4)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("Photos: a story pin lists its video and image pages, each saved as its own file", async () => {
    const { page, close } = await app.open("/photos", { context: { acceptDownloads: true } });
    await field(page).fill(
      "https://www.pinterest.com/pin/gadget-cool-products-amazon-product-technology-kitchen-gadgets--1084663891475263837/",
    );
    await submit(page).click();
    await page.getByRole("button", { name: "Download Media 2" }).waitFor();
    const expected = [pinterest.media.mp4, pinterest.media.jpegs[2] as Buffer];
    const names = ["pinterest-1084663891475263837-1.mp4", "pinterest-1084663891475263837-2.jpg"];
    for (let n = 1; n <= 2; n++) {
      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: `Download Media ${n}` }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(names[n - 1]);
      expect((await downloadedBytes(download)).equals(expected[n - 1] as Buffer)).toBe(true);
    }
    await close();
  });

  it("Photos: a missing pin says it could not be found", async () => {
    const { page, close } = await app.open("/photos");
    await field(page).fill("https://www.pinterest.co.uk/pin/1110000000000000005/");
    await submit(page).click();
    const alert = page.locator('[role="alert"]').last();
    await expect
      .poll(() => alert.textContent(), { timeout: 20_000 })
      .toMatch(/could not be found/i);
    await close();
  });
});
