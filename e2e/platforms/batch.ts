/**
 * Issue 35 in the browser: several links pasted at once on Home, a row each and one ZIP of
 * them all; a YouTube playlist listed in pages, three picked, saved as one ZIP and as MP3s.
 * The stand-ins are the other platform modules' (one app for every platform journey).
 * Why: docs/decisions/074-several-links-at-once.md, 075-collections.md, 076-batch-zip.md
 */
import type { Download, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { downloadedBytes } from "../../test-support/browser/downloads.js";
import { watchPageErrors } from "../../test-support/browser/page-watch.js";
import { readZip } from "../../test-support/read-zip.js";
import { BSKY } from "../../test-support/stand-ins/bsky.js";
import { SIXTY } from "../../test-support/stand-ins/youtube.js";
import { app } from "./app.js";

/** Links of five platforms whose stand-ins answer with one video each, and one of no platform. */
const LINKS = [
  "https://vm.tiktok.com/ZTR45GpSF/",
  "https://x.com/X/status/1697304622749086011",
  `https://bsky.app/profile/${BSKY.video.handle}/post/${BSKY.video.rkey}`,
  "https://pin.it/4xQ9zBc1a",
  "https://www.reddit.com/r/videos/comments/6rrwyj/title/",
  "https://example.com/not/a/platform",
];

/** Text pasted as a chat export: one link a line, some words around. */
function chat(links: string[]): string {
  return links.map((link, n) => `[12:0${n}] friend: look ${link}`).join("\n");
}

/** A real paste event into the link field (a one-line field would run the lines together). */
async function paste(page: Page, text: string): Promise<void> {
  const field = page.getByRole("textbox", { name: /link/i });
  await field.focus();
  await field.evaluate((input, value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    input.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

const row = (page: Page, label: string) => page.getByRole("listitem", { name: label });
const shortOf = (link: string) => {
  const url = new URL(link);
  return `${url.hostname.replace(/^www\./, "")}${url.pathname}`;
};

async function save(page: Page, click: () => Promise<void>): Promise<Download> {
  const downloading = page.waitForEvent("download");
  await click();
  return downloading;
}

describe("several links at once", () => {
  it("Home: five platforms and one unreadable link pasted together, a row each, one ZIP", async () => {
    const context = await app.browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${app.url}/`);
    await page.waitForLoadState("networkidle");
    await paste(page, chat(LINKS));
    await page.getByRole("button", { name: "Download", exact: true }).click();
    const status = page.getByRole("status").filter({ hasText: /done/ });
    await expect
      .poll(() => status.textContent(), { timeout: 60_000 })
      .toBe("5 done, 1 failed, 0 left");

    // The unreadable link says why in its own row, in the page's words.
    await expect
      .poll(() => row(page, "example.com/not/a/platform").textContent(), { timeout: 20_000 })
      .toContain("This link is not supported.");

    // Each row saves its own file; the ZIP holds the same files in the links' order.
    const singles: [string, Buffer][] = [];
    for (const link of LINKS.slice(0, 5)) {
      const item = row(page, shortOf(link));
      const download = await save(page, () =>
        item.getByRole("button", { name: /^Download/ }).click(),
      );
      singles.push([download.suggestedFilename(), await downloadedBytes(download)]);
    }
    const zip = await save(page, () => page.getByRole("button", { name: /^Download all/ }).click());
    expect(zip.suggestedFilename()).toBe("downloads.zip");
    const entries = await readZip(await downloadedBytes(zip));
    expect(entries.map((e) => e.name)).toEqual(singles.map(([name]) => name));
    for (const [index, [name, bytes]] of singles.entries()) {
      expect(entries[index]?.data.equals(bytes), name).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it("a playlist of 60 listed in pages, three picked: one ZIP of videos, then three MP3s", async () => {
    const context = await app.browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${app.url}/`);
    await page.waitForLoadState("networkidle");
    await page
      .getByRole("textbox", { name: /link/i })
      .fill(`https://www.youtube.com/playlist?list=${SIXTY}`);
    await page.getByRole("button", { name: "Download", exact: true }).click();
    const listed = page.getByRole("status").filter({ hasText: /listed/ });
    await expect.poll(() => listed.textContent(), { timeout: 20_000 }).toBe("25 videos listed");
    await expect
      .poll(() => page.getByRole("heading", { name: "Sixty" }).count(), { timeout: 20_000 })
      .toBe(1);
    const more = page.getByRole("button", { name: "Show more" });
    await more.click();
    await expect.poll(() => listed.textContent(), { timeout: 20_000 }).toBe("50 videos listed");
    await more.click();
    await expect.poll(() => listed.textContent(), { timeout: 20_000 }).toBe("60 videos listed");
    expect(await more.count()).toBe(0);

    for (const n of [2, 30, 60]) {
      await page.getByRole("checkbox", { name: new RegExp(`^Video ${n} of Sixty `) }).check();
    }
    const get = page.getByRole("button", { name: "Get selected (3)" });
    await get.click();
    const status = page.getByRole("status").filter({ hasText: /done/ });
    await expect
      .poll(() => status.textContent(), { timeout: 60_000 })
      .toBe("3 done, 0 failed, 0 left");
    const zip = await save(page, () => page.getByRole("button", { name: /^Download all/ }).click());
    const entries = await readZip(await downloadedBytes(zip));
    expect(entries.map((e) => e.name.replace(/-\d+p.*$/, ""))).toEqual([
      "youtube-plv00000002",
      "youtube-plv00000030",
      "youtube-plv00000060",
    ]);
    for (const entry of entries) expect(entry.data.length).toBeGreaterThan(1000);

    await page.getByRole("radio", { name: "MP3" }).check();
    await get.click();
    await expect
      .poll(() => status.textContent(), { timeout: 60_000 })
      .toBe("3 done, 0 failed, 0 left");
    const names: string[] = [];
    for (const id of ["plv00000002", "plv00000030", "plv00000060"]) {
      const item = row(page, `youtube.com/watch`).filter({ hasText: id });
      const download = await save(page, () =>
        item.getByRole("button", { name: /^Download/ }).click(),
      );
      names.push(download.suggestedFilename());
      const bytes = await downloadedBytes(download);
      expect(bytes.subarray(0, 3).toString("latin1") === "ID3" || bytes[0] === 0xff).toBe(true);
    }
    expect(names).toEqual([
      "youtube-audio-plv00000002.mp3",
      "youtube-audio-plv00000030.mp3",
      "youtube-audio-plv00000060.mp3",
    ]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
