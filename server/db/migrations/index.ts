import type { Migration } from "kysely";
import { posts } from "./001_posts.js";
import { images } from "./002_images.js";
import { auth } from "./003_auth.js";
import { postText } from "./004_post_text.js";
import { sessionPrivacy } from "./005_session_privacy.js";
import { apiKeys } from "./006_api_keys.js";

/**
 * Every migration, in order. Listed here rather than read from a folder because the
 * server is bundled: the bundle has no migrations folder to scan.
 */
export const migrations: Record<string, Migration> = {
  "001_posts": posts,
  "002_images": images,
  "003_auth": auth,
  "004_post_text": postText,
  "005_session_privacy": sessionPrivacy,
  "006_api_keys": apiKeys,
};
