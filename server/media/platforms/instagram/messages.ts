/**
 * What a visitor reads when no provider of the chain can serve a story: only an Instagram
 * session can read stories, and not every provider has one.
 * Why: docs/decisions/023-instagram-methods.md
 */
export const STORIES_UNAVAILABLE = "Stories can't be downloaded on this site right now.";
