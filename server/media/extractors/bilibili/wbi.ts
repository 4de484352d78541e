import { createHash } from "node:crypto";
import { type PlatformClient, unreadable } from "../../client/index.js";
import { recordAt, str } from "../../json-fields.js";
import { bilibiliSettings } from "../../platforms/bilibili/settings.js";

/**
 * WBI signing of bilibili's web API, as its player does it and yt-dlp copies it
 * (`_get_wbi_key`, `_sign_wbi`): the two image names the `nav` answer carries, shuffled by the
 * player's fixed table, give a 32-character key; a request's parameters, sorted, stripped of
 * `!'()*`, with `wts` (seconds), are hashed with it into `w_rid`. The key is read once per
 * address for a while (BILIBILI_WBI_KEY replaces it). Why: docs/decisions/083-bilibili.md
 */
const MIXIN_TABLE = [
  46, 47, 18, 2, 53, 8, 23, 32, 15, 50, 10, 31, 58, 3, 45, 35, 27, 43, 5, 49, 33, 9, 42, 19, 29, 28,
  14, 39, 12, 38, 41, 13, 37, 48, 7, 16, 24, 55, 40, 61, 26, 17, 0, 1, 60, 51, 30, 4, 22, 25, 54,
  21, 56, 59, 6, 63, 57, 62, 11, 36, 20, 34, 44, 52,
];

/** The site changes its images daily; half an hour is well inside that. */
const KEY_TTL_MS = 30 * 60_000;

/** The file name of an image URL without its extension (`7cd084941338484aae1ad9425b84077c`). */
function imageName(url: string | undefined): string {
  const file = url?.split("/").pop() ?? "";
  return file.split(".")[0] ?? "";
}

/** The mixin key from the two image names. */
export function mixinKey(imgKey: string, subKey: string): string {
  const lookup = imgKey + subKey;
  return MIXIN_TABLE.map((i) => lookup[i] ?? "")
    .join("")
    .slice(0, 32);
}

/** The key this address signs with: the setting, else read from `nav` (remembered). */
export function wbiKey(client: PlatformClient): Promise<string> {
  const { wbiKey: set, apiOrigin, userAgent } = bilibiliSettings.of(client.config);
  if (set) return Promise.resolve(set);
  return client.remember("wbi", KEY_TTL_MS, async (c) => {
    // Logged out, `nav` answers code -101 with the images all the same.
    const answer = await c.json(`${apiOrigin}/x/web-interface/nav`, {
      headers: { "user-agent": userAgent, referer: `${bilibiliSettings.of(c.config).origin}/` },
    });
    const images = recordAt(answer, "data", "wbi_img");
    const key = mixinKey(imageName(str(images?.img_url)), imageName(str(images?.sub_url)));
    if (key.length !== 32) throw unreadable("no WBI images");
    return key;
  });
}

/** `params` signed: sorted, cleaned, with `wts` and `w_rid`, as a query string. */
export function signWbi(
  params: Record<string, string | number>,
  key: string,
  nowSeconds = Math.round(Date.now() / 1000),
): string {
  const all: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...params, wts: nowSeconds })) {
    all[name] = String(value).replace(/[!'()*]/g, "");
  }
  const query = new URLSearchParams(
    Object.keys(all)
      .sort()
      .map((name) => [name, all[name] ?? ""]),
  ).toString();
  const rid = createHash("md5")
    .update(query + key)
    .digest("hex");
  return `${query}&w_rid=${rid}`;
}
