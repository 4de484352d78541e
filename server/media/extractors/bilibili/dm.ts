import { randomInt } from "node:crypto";

/**
 * The fingerprint fields bilibili's player adds to a play request (its user-fingerprint
 * script's `queryUserLog`), as yt-dlp fills them without mouse events (`_dm_params`): an empty
 * event list, random printable strings in base64, and the screen's size folded with a random
 * number. Why: docs/decisions/083-bilibili.md
 */
const SCREENS: ReadonlyArray<readonly [number, number]> = [
  [1920, 1080],
  [1366, 768],
  [1536, 864],
  [1280, 720],
  [2560, 1440],
];

const PRINTABLE =
  "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~ ";

function printable(min: number, max: number): string {
  const length = randomInt(min, max + 1);
  let out = "";
  for (let i = 0; i < length; i++) out += PRINTABLE[randomInt(PRINTABLE.length)];
  // yt-dlp drops base64's last two characters.
  return Buffer.from(out).toString("base64").slice(0, -2);
}

export function dmParams(): Record<string, string> {
  const [width, height] = SCREENS[randomInt(SCREENS.length)] ?? [1920, 1080];
  const wh = randomInt(114);
  const top = randomInt(101);
  const of = randomInt(514);
  return {
    dm_img_list: "[]",
    dm_img_str: printable(16, 64),
    dm_cover_img_str: printable(32, 128),
    dm_img_inter: JSON.stringify({
      ds: [],
      wh: [2 * width + 2 * height + 3 * wh, 4 * width - height + wh, wh],
      of: [3 * top + of, 4 * top + 2 * of, of],
    }),
  };
}
