import { createHash } from "node:crypto";
import { isRecord, str } from "../../json-fields.js";

/**
 * TikTok's proof-of-work page (2026): `<div id="cs" class="<base64 JSON>">` holds the task,
 * `id="wci"` names the cookie the answer goes back in, and `id="rci"`/`id="rs"` an optional
 * second cookie. The task: the number `i` (0 to 1 000 000) with sha256(a + i) = c, where `a`
 * and `c` are the JSON's `v.a` and `v.c` (base64); the answer is the JSON with `d` = base64(i).
 * Solved as yt-dlp and gallery-dl do. Why: docs/decisions/043-tiktok.md
 */
export interface Challenge {
  task: Record<string, unknown>;
  prefix: Buffer;
  expected: Buffer;
  cookieName: string;
  extra?: { name: string; value: string };
}

const MAX_ANSWER = 1_000_000;
/** Hashes per slice before the event loop gets a turn: other visitors' requests keep flowing. */
const SLICE = 50_000;

/** The `class` of the element whose `id` is `id` (either attribute order). */
function classOf(html: string, id: string): string | undefined {
  const tag = new RegExp(`<[a-z]+\\b[^>]*\\bid=["']${id}["'][^>]*>`, "i").exec(html)?.[0];
  return tag ? /\bclass=["']([^"']*)["']/i.exec(tag)?.[1] : undefined;
}

/** The challenge of a page, or undefined when the page is not one. */
export function readChallenge(html: string): Challenge | undefined {
  const encoded = classOf(html, "cs");
  const cookieName = classOf(html, "wci");
  if (!encoded || !cookieName || !/^[\w-]{1,64}$/.test(cookieName)) return undefined;
  let task: unknown;
  try {
    task = JSON.parse(Buffer.from(encoded, "base64").toString("utf8"));
  } catch {
    return undefined;
  }
  if (!isRecord(task) || !isRecord(task.v)) return undefined;
  const a = str(task.v.a);
  const c = str(task.v.c);
  if (!a || !c) return undefined;
  const extraName = classOf(html, "rci");
  const extraValue = classOf(html, "rs");
  return {
    task,
    prefix: Buffer.from(a, "base64"),
    expected: Buffer.from(c, "base64"),
    cookieName,
    ...(extraName && extraValue && /^[\w-]{1,64}$/.test(extraName)
      ? { extra: { name: extraName, value: extraValue } }
      : {}),
  };
}

/** The cookies that answer `challenge`, or undefined when no number up to a million fits. */
export async function solveChallenge(
  challenge: Challenge,
  signal: AbortSignal,
): Promise<Record<string, string> | undefined> {
  const base = createHash("sha256").update(challenge.prefix);
  for (let start = 0; start <= MAX_ANSWER; start += SLICE) {
    if (signal.aborted) return undefined;
    const end = Math.min(start + SLICE - 1, MAX_ANSWER);
    for (let i = start; i <= end; i++) {
      const digest = base.copy().update(String(i)).digest();
      if (digest.equals(challenge.expected)) {
        const answer = { ...challenge.task, d: Buffer.from(String(i)).toString("base64") };
        const cookies: Record<string, string> = {
          [challenge.cookieName]: Buffer.from(JSON.stringify(answer)).toString("base64"),
        };
        if (challenge.extra) cookies[challenge.extra.name] = challenge.extra.value;
        return cookies;
      }
    }
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return undefined;
}
