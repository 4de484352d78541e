import type { Db } from "../db/index.js";
import { postReads } from "./posts.reads.js";
import { postWrites } from "./posts.writes.js";

export {
  type NewPost,
  type Post,
  type PostImage,
  type PostLink,
  type PostPatch,
  type PostSummary,
  SlugTakenError,
} from "./post-rows.js";

/** The blog's posts: reads (posts.reads.ts) and writes (posts.writes.ts) over one database. */
export function postsRepository(db: Db) {
  return { ...postReads(db), ...postWrites(db) };
}

export type PostsRepository = ReturnType<typeof postsRepository>;
