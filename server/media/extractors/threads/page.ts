import {
  type AnswerRules,
  navigationHeaders,
  type Page,
  unreadable,
  Wall,
} from "../../client/index.js";
import { MediaError } from "../../errors.js";
import { isRecord } from "../../json-fields.js";
import type { MediaCandidate } from "../../lookup.js";
import type { ThreadsSettings } from "../../platforms/threads/settings.js";
import { isPost, postMedia, UnreadableMedia } from "./items.js";

/**
 * The post page, asked as Safari loads a document: only then does Threads put the post in
 * the page's `<script data-sjs>` JSON; any other client gets an empty shell of the same
 * status. Why: docs/decisions/047-threads.md
 */
export function documentHeaders(threads: ThreadsSettings): Record<string, string> {
  return navigationHeaders(threads.userAgent, {
    accept: threads.accept,
    "upgrade-insecure-requests": "1",
  });
}

/** Threads' own reading of its answers: its login page and its challenge (decision 059's table). */
export const THREADS_ANSWERS: AnswerRules = {
  loginPath: /^\/(?:accounts\/)?login\b/,
  challengePath: /^\/challenge\b/,
};

/** Relay's prefetched answers nest deep; bounded so a hostile page cannot recurse us away. */
const MAX_DEPTH = 48;

/** The post object whose `code` is `code` (the page also carries related posts). */
export function findPost(page: Page, code: string): Record<string, unknown> | undefined {
  const stack: Array<[unknown, number]> = page.sjs(code).map((b) => [b, 0]);
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (isPost(value, code)) return value;
    if (depth >= MAX_DEPTH) continue;
    const children = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [];
    for (const child of children) stack.push([child, depth + 1]);
  }
  return undefined;
}

/** The media of post `code` on its answered page, or why there are none. */
export function postPageMedia(page: Page, code: string): MediaCandidate[] {
  const post = findPost(page, code);
  // The shell: Threads would not show this post to whoever asked. A private account's post, or
  // an address Threads stopped serving: the probe tells which before anything rests.
  if (!post) throw new Wall("login_required", "empty shell");
  try {
    const found = postMedia(post);
    if (found.length === 0) throw new MediaError("not_found", "no_media");
    return found;
  } catch (error) {
    if (error instanceof UnreadableMedia) throw unreadable(error.reason);
    throw error;
  }
}
