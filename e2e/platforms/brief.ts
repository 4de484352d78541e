import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { downloadedBytes } from "../../test-support/browser/downloads.js";
import { watchPageErrors } from "../../test-support/browser/page-watch.js";
import { startLoom } from "../../test-support/stand-ins/loom.js";
import { startSnapchat } from "../../test-support/stand-ins/snapchat.js";
import { startStreamable } from "../../test-support/stand-ins/streamable.js";
import { startTwitch } from "../../test-support/stand-ins/twitch.js";
import { app, platforms } from "./app.js";

/**
 * The brief platforms on Home, each pasted, chosen and saved as a visitor would:
 * Streamable (054), Twitch clips (055), Snapchat Spotlight (056) and Loom (057).
 */
const CLIP = "CulturedAmazingKuduDatSheffy-TiZ_-ixAGYR3y2Uy";
const SPOTLIGHT = "W7_EDlXWTBiXAEEniNoMPwAAYcnVjYWdwcGV1AZEaIYn5AZEaIYnrAAAAAQ";
const LOOM = "d165fd054a294d8a8587807bcc50c885";

interface Sites {
  streamable: { origin: string };
  twitch: { origin: string };
  snapchat: { origin: string; short: { origin: string } };
  loom: { origin: string };
}
const briefEnv = (started: Sites) => ({
  STREAMABLE_API_ORIGIN: started.streamable.origin,
  TWITCH_GQL_ORIGIN: started.twitch.origin,
  SNAPCHAT_WEB_ORIGIN: started.snapchat.origin,
  SNAPCHAT_SHORT_ORIGIN: started.snapchat.short.origin,
  LOOM_ORIGIN: started.loom.origin,
});

const sites = platforms.standIn(briefEnv, async () => {
  const [streamable, twitch, snapchat, loom] = await Promise.all([
    startStreamable(),
    startTwitch(),
    startSnapchat(),
    startLoom(),
  ]);
  streamable.videos.set("dnd1", "ready");
  twitch.clips.set(CLIP, "ready");
  snapchat.spotlights.set(SPOTLIGHT, "ready");
  snapchat.shortLinks.set("Xa1bC2dE", `https://www.snapchat.com/spotlight/${SPOTLIGHT}?share_id=1`);
  loom.videos.set(LOOM, "ready");
  return {
    streamable,
    twitch,
    snapchat,
    loom,
    close: async () => {
      await Promise.all([streamable.close(), twitch.close(), snapchat.close(), loom.close()]);
    },
  };
});

async function lookUp(page: Page, link: string): Promise<void> {
  await page.goto(`${app.url}/`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("textbox", { name: /link/i }).fill(link);
  await page.getByRole("button", { name: "Download", exact: true }).click();
}

/** Pastes `link`, picks `quality` when one is offered, and returns the saved file. */
async function save(link: string, quality?: string): Promise<{ name: string; bytes: Buffer }> {
  const context = await app.browser.newContext({ acceptDownloads: true });
  try {
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const downloading = page.waitForEvent("download");
    await lookUp(page, link);
    if (quality) {
      await page.getByRole("group", { name: "Choose a quality" }).waitFor();
      expect(await page.getByRole("radio", { name: new RegExp(`^${quality} `) }).isChecked()).toBe(
        true,
      );
      await page.getByRole("button", { name: `Download ${quality}` }).click();
    }
    const download = await downloading;
    const bytes = await downloadedBytes(download);
    expect(errors).toEqual([]);
    return { name: download.suggestedFilename(), bytes };
  } finally {
    await context.close();
  }
}

describe("the brief platforms on Home", () => {
  it("Streamable: the taller file, chosen by default, byte for byte", async () => {
    const file = await save("https://streamable.com/dnd1", "360p");
    expect(file.name).toBe("streamable-dnd1-360p.mp4");
    expect(file.bytes.equals(sites.streamable.files.hd)).toBe(true);
  });

  it("Twitch: a clip's best quality, opened with its token, byte for byte", async () => {
    const file = await save(`https://www.twitch.tv/xqc/clip/${CLIP}?filter=clips`, "720p60");
    expect(file.name).toBe(`twitch-${CLIP}-720p60.mp4`);
    expect(file.bytes.equals(sites.twitch.files["720"])).toBe(true);
  });

  it("Snapchat: a share link followed to its Spotlight, byte for byte", async () => {
    const file = await save("https://t.snapchat.com/Xa1bC2dE");
    expect(file.name).toBe(`snapchat-${SPOTLIGHT}.mp4`);
    expect(file.bytes.equals(sites.snapchat.clip)).toBe(true);
  });

  it("Loom: a titled share link's transcoded MP4, byte for byte", async () => {
    const file = await save(`https://www.loom.com/share/Weekly-update-${LOOM}`);
    expect(file.name).toBe(`loom-${LOOM}.mp4`);
    expect(file.bytes.equals(sites.loom.files.transcoded)).toBe(true);
  });
});
