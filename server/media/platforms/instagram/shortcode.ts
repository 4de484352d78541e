import { MediaError } from "../../errors.js";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Instagram's shortcode is the media id written in base 64 over A-Z a-z 0-9 - _. */
export function shortcodeToId(code: string): string {
  let id = 0n;
  // Codes of private posts carry a 28-character suffix after the id's own characters.
  const own = code.length > 28 ? code.slice(0, -28) : code;
  for (const char of own) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) throw new MediaError("unsupported_link");
    id = id * 64n + BigInt(digit);
  }
  return id.toString();
}

export function idToShortcode(id: string | bigint): string {
  let n = BigInt(String(id).split("_")[0] ?? "0");
  let code = "";
  do {
    code = ALPHABET[Number(n % 64n)] + code;
    n /= 64n;
  } while (n > 0n);
  return code;
}
