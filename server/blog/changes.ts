/**
 * "The blog changed": emitted by the posts repository after every committed write, so
 * whatever keeps a copy of rendered posts (the page cache) drops it, whichever code path
 * wrote. Why: docs/decisions/021-page-cache-and-csp.md
 */
import { logger } from "../logger.js";

export type PostChangeKind = "created" | "updated" | "deleted";

export interface PostChange {
  kind: PostChangeKind;
  /** Slugs whose pages changed: the new one, and the old one when a rename left a redirect. */
  slugs: string[];
}

type Listener = (change: PostChange) => void;

const listeners = new Set<Listener>();

/** Subscribes to committed post writes; returns the unsubscribe function. */
export function onPostsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function postsChanged(change: PostChange): void {
  for (const listener of listeners) {
    try {
      listener(change);
    } catch (error) {
      // A failing listener must not turn a committed write into an error answer.
      // Through the scrubbing logger: an error may quote a slug, a link or an address.
      logger.error({ err: error }, "Post change listener failed");
    }
  }
}
