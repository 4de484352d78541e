/**
 * The landing pages' words of the platforms whose copy lives in a file of its own (one file a
 * platform, every language in it), for the catalogs to spread. Why: docs/decisions/077-soundcloud.md
 */
export { NEWGROUNDS_PAGE } from "./newgrounds.js";
export { SOUNDCLOUD_PAGE } from "./soundcloud.js";
export { TUMBLR_PAGE } from "./tumblr.js";
