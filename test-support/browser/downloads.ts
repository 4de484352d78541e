import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Download } from "playwright-core";

let folder: string | undefined;

/**
 * A browser download saved to a file of this machine. The run's Chromium is connected over
 * Playwright's protocol, where `download.path()` is not offered; `saveAs` copies the file.
 */
export async function downloadedFile(download: Download): Promise<string> {
  if (!folder) {
    const made = mkdtempSync(join(tmpdir(), "rd-downloads-"));
    process.once("exit", () => rmSync(made, { recursive: true, force: true }));
    folder = made;
  }
  const file = join(mkdtempSync(join(folder, "d-")), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** The bytes of a browser download. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  return readFileSync(await downloadedFile(download));
}
