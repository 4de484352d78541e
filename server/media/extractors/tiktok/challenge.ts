import type { Page } from "../../client/index.js";
import { isRecord, str } from "../../json-fields.js";
import { solveOffLoop } from "./solver.js";

/**
 * TikTok's proof-of-work page (2026): `<div id="cs" class="<base64 JSON>">` holds the task,
 * `id="wci"` names the cookie the answer goes back in, and `id="rci"`/`id="rs"` an optional
 * second cookie. The task: the number `i` (0 to 1 000 000) with sha256(a + i) = c, where `a`
 * and `c` are the JSON's `v.a` and `v.c` (base64); the answer is the JSON with `d` = base64(i).
 * Solved as yt-dlp and gallery-dl do, in a worker thread (./solver.ts).
 * Why: docs/decisions/043-tiktok.md, 062-tiktok-bluesky-and-the-rest-on-the-client.md
 */
export interface Challenge {
  task: Record<string, unknown>;
  prefix: string;
  expected: string;
  cookieName: string;
  extra?: { name: string; value: string };
}

const COOKIE_NAME = /^[\w-]{1,64}$/;

/** The challenge of a page, or undefined when the page is not one. */
export function readChallenge(page: Page): Challenge | undefined {
  const classOf = (id: string) => page.byId(id)?.attrs.class;
  const encoded = classOf("cs");
  const cookieName = classOf("wci");
  if (!encoded || !cookieName || !COOKIE_NAME.test(cookieName)) return undefined;
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
  const extraName = classOf("rci");
  const extraValue = classOf("rs");
  return {
    task,
    prefix: a,
    expected: c,
    cookieName,
    ...(extraName && extraValue && COOKIE_NAME.test(extraName)
      ? { extra: { name: extraName, value: extraValue } }
      : {}),
  };
}

/** The cookies that answer `challenge`, or undefined when no number up to a million fits. */
export async function solveChallenge(
  challenge: Challenge,
  signal: AbortSignal,
): Promise<Record<string, string> | undefined> {
  const found = await solveOffLoop(challenge.prefix, challenge.expected, signal);
  if (found === undefined) return undefined;
  const answer = { ...challenge.task, d: Buffer.from(String(found)).toString("base64") };
  const cookies: Record<string, string> = {
    [challenge.cookieName]: Buffer.from(JSON.stringify(answer)).toString("base64"),
  };
  if (challenge.extra) cookies[challenge.extra.name] = challenge.extra.value;
  return cookies;
}
