import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useApp } from "../test-support/app/use-app.js";
import { auditPage } from "../test-support/browser/axe.js";
import { downloadedBytes } from "../test-support/browser/downloads.js";
import { watchPageErrors } from "../test-support/browser/page-watch.js";
import { makeSampleMedia } from "../test-support/media-files.js";
import { readZip } from "../test-support/read-zip.js";
import { startRapidApiWithCdn } from "../test-support/stand-ins/rapidapi.js";
import { useStandIn } from "../test-support/use-stand-in.js";

const POST = "C4pQrStUvWx";
const SINGLE = "C7oNeItEm00";

const media = useStandIn(makeSampleMedia);
const service = useStandIn(() =>
  startRapidApiWithCdn({
    files: {
      "/i/one.jpg": { body: media.jpegs[0] as Buffer, type: "image/jpeg" },
      "/v/clip.mp4": { body: media.mp4, type: "video/mp4" },
      "/i/three.jpg": { body: media.jpegs[2] as Buffer, type: "image/jpeg" },
    },
    answers: { [POST]: ["/i/one.jpg", "/v/clip.mp4", "/i/three.jpg"], [SINGLE]: ["/i/one.jpg"] },
  }),
);
const app = useApp({ browser: true, env: () => service.env });

async function lookUp(page: Page, code: string): Promise<void> {
  await page.getByLabel("Social media or video link").fill(`https://www.instagram.com/p/${code}/`);
  await page.getByRole("button", { name: "Download", exact: true }).click();
  await page.getByRole("button", { name: "Download Media 1" }).waitFor();
  await page.getByRole("progressbar").waitFor({ state: "detached" });
}

const saved = downloadedBytes;

describe("'Download all' on the Photos screen", () => {
  it("saves every item as one ZIP whose entries are the single downloads, byte for byte", async () => {
    const context = await app.browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${app.url}/photos`);
    await page.waitForLoadState("networkidle");
    await lookUp(page, POST);

    const singles = new Map<string, Buffer>();
    for (let n = 1; n <= 3; n++) {
      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: `Download Media ${n}` }).click();
      const download = await downloading;
      singles.set(download.suggestedFilename(), await saved(download));
    }
    expect([...singles.keys()]).toEqual([
      "instagram-media-1.jpg",
      "instagram-media-2.mp4",
      "instagram-media-3.jpg",
    ]);

    const all = page.getByRole("button", { name: /^Download all/ });
    expect(await all.getAttribute("type")).toBe("button");
    const downloading = page.waitForEvent("download");
    await all.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`instagram-post-${POST}.zip`);
    const entries = await readZip(await saved(download));
    expect(entries.map((e) => e.name)).toEqual([...singles.keys()]);
    for (const entry of entries) {
      // Stored as it came: no recompression of media.
      expect(entry.compressionMethod).toBe(0);
      expect(entry.data.equals(singles.get(entry.name) as Buffer), entry.name).toBe(true);
    }
    expect(entries[1]?.data.equals(media.mp4)).toBe(true);

    expect(await auditPage(page)).toEqual({ serious: [], headings: [] });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is not offered for a post of one item", async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.url}/photos`);
    await page.waitForLoadState("networkidle");
    await lookUp(page, SINGLE);
    expect(await page.getByRole("button", { name: /^Download all/ }).count()).toBe(0);
    await page.close();
  });
});
