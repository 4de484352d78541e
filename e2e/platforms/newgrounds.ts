import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { downloadedBytes } from "../../test-support/browser/downloads.js";
import { startNewgrounds } from "../../test-support/stand-ins/newgrounds.js";
import { app, platforms } from "./app.js";

/** Newgrounds (decision 078) as a visitor uses it: a movie pasted on Home, its quality chosen. */
const newgrounds = platforms.standIn(
  (standIn) => ({ NEWGROUNDS_ORIGIN: standIn.web.origin }),
  () => startNewgrounds(),
);

const field = (page: Page) => page.getByRole("textbox", { name: /link/i });
const submit = (page: Page) => page.getByRole("button", { name: "Download", exact: true });

describe("Newgrounds in the browser", () => {
  it("Home: a pasted movie offers its heights, 720p chosen, and saves that file byte for byte", async () => {
    const { page, errors, close } = await app.open("/", { context: { acceptDownloads: true } });
    await field(page).fill("https://www.newgrounds.com/portal/view/938050");
    await submit(page).click();
    await page.getByRole("group", { name: "Choose a quality" }).waitFor();
    expect(await page.getByRole("radio", { name: /^720p / }).isChecked()).toBe(true);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download 720p" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("newgrounds-938050-720p.mp4");
    expect((await downloadedBytes(download)).equals(newgrounds.files["720p"])).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
