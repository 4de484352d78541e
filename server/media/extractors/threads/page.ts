import type { Egress } from "../../egress/pool.js";
import { MediaError } from "../../errors.js";
import { isRecord } from "../../json-fields.js";
import type { LookupContext, MediaCandidate } from "../../lookup.js";
import type { ThreadsPostLink } from "../../platforms/threads/links.js";
import type { ThreadsSettings } from "../../platforms/threads/settings.js";
import { Refusal, retryAfterMs } from "../../pushback/refusals.js";
import { readText } from "../../upstream/body.js";
import { upstreamRequest } from "../../upstream/client.js";
import { describeFailure, toMediaError } from "../../upstream/failures.js";
import { isPost, postMedia, UnreadableMedia } from "./items.js";

/**
 * The post page, asked as Safari loads a document: only then does Threads put the post in
 * the page's `<script data-sjs>` JSON; any other client gets an empty shell of the same
 * status. Why: docs/decisions/047-threads.md
 */
export interface PageContext extends LookupContext {
  egress?: Egress;
}

export function documentHeaders(threads: ThreadsSettings): Record<string, string> {
  return {
    "user-agent": threads.userAgent,
    accept: threads.accept,
    "accept-language": "en-US,en;q=0.9",
    "sec-fetch-dest": "document",
    "sec-fetch-mode": "navigate",
    "sec-fetch-site": "none",
    "upgrade-insecure-requests": "1",
  };
}

/** Every JSON value of the page's `<script ... data-sjs>` elements. */
function sjsBlocks(html: string): unknown[] {
  const blocks: unknown[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bdata-sjs\b/.test(match[1] ?? "")) continue;
    try {
      blocks.push(JSON.parse(match[2] ?? ""));
    } catch {
      // a block we cannot read says nothing about the post
    }
  }
  return blocks;
}

/** Relay's prefetched answers nest deep; bounded so a hostile page cannot recurse us away. */
const MAX_DEPTH = 48;

/** The post object whose `code` is `code` (the page also carries related posts). */
export function findPost(html: string, code: string): Record<string, unknown> | undefined {
  const stack: Array<[unknown, number]> = sjsBlocks(html).map((b) => [b, 0]);
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (isPost(value, code)) return value;
    if (depth >= MAX_DEPTH) continue;
    const children = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [];
    for (const child of children) stack.push([child, depth + 1]);
  }
  return undefined;
}

function unusable(detail: string): MediaError {
  return Object.assign(new MediaError("upstream_failed"), { detail });
}

/** One lookup of the post page through `context.egress`: the post's media, or why not. */
export async function readPostPage(
  link: ThreadsPostLink,
  threads: ThreadsSettings,
  context: PageContext,
): Promise<MediaCandidate[]> {
  const path = link.user ? `/@${link.user}/post/${link.code}` : `/post/${link.code}`;
  let status: number;
  let html: string;
  let finalPath: string;
  let retryAfter: number;
  try {
    const response = await upstreamRequest(`${threads.origin}${path}`, {
      headers: documentHeaders(threads),
      signal: context.signal,
      policy: context.policy,
      ...(context.egress ? { egress: context.egress } : {}),
    });
    html = await readText(response.body);
    status = response.statusCode;
    finalPath = response.url.pathname;
    retryAfter = retryAfterMs(response.headers["retry-after"]);
    context.onStatus?.(status);
  } catch (error) {
    if (error instanceof MediaError) throw error;
    throw Object.assign(toMediaError(error), { detail: describeFailure(error) });
  }
  if (status === 429) throw new Refusal("egress", "429", retryAfter);
  if (/^\/(accounts\/)?login\b/.test(finalPath)) throw new Refusal("egress", "login wall");
  if (/^\/challenge\b/.test(finalPath)) throw new Refusal("egress", "challenge");
  if (status === 404 || status === 410) throw new MediaError("not_found");
  if (status !== 200) throw unusable(`status ${status}`);
  const post = findPost(html, link.code);
  // The shell: Threads would not show this address the post. Another egress may see it.
  if (!post) throw new Refusal("egress", "empty shell");
  try {
    const found = postMedia(post);
    if (found.length === 0) throw new MediaError("not_found", "no_media");
    return found;
  } catch (error) {
    if (error instanceof UnreadableMedia) throw unusable(error.reason);
    throw error;
  }
}
