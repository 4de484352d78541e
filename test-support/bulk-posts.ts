/**
 * Many posts written straight into the tables in batches (10,000 in seconds), for the
 * benches and for tests that need a blog of some size (the sitemap's parts).
 */
import { derivedText } from "../server/blog/text.js";
import type { Db } from "../server/db/index.js";

const TAGS = ["reels", "stories", "photos", "audio", "guide", "tips", "mobile", "privacy"];

const PARAGRAPH =
  "Paste the link of a public reel, press Download and the video is saved to your device in a few seconds. ";

/** About 800 words of HTML, like a real article. */
function content(n: number): string {
  return Array.from(
    { length: 8 },
    (_, i) =>
      `<h2>Section ${i + 1} of post ${n}</h2><p>${PARAGRAPH.repeat(5)}</p><p>${PARAGRAPH.repeat(
        3,
      )}</p>`,
  ).join("");
}

/** The slug `writePosts` gives post `n`. */
export const bulkSlug = (n: number) => `bench-post-${n}`;

/**
 * Writes `count` posts an hour apart from 2020-01-01 (post 0 the oldest), all with
 * `imageId` (or none), on a migrated database.
 */
export async function writePosts(db: Db, count: number, imageId: string | null = null) {
  const start = Date.UTC(2020, 0, 1);
  const body = content(0);
  const { excerpt, wordCount } = derivedText(body);
  for (let from = 0; from < count; from += 500) {
    const rows = Array.from({ length: Math.min(500, count - from) }, (_, i) => {
      const n = from + i;
      const tags = [TAGS[n % TAGS.length] ?? "reels", TAGS[(n * 3 + 1) % TAGS.length] ?? "tips"];
      const unique = [...new Set(tags)];
      return {
        id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
        title: `How to save Instagram content, part ${n}`,
        content: body,
        author: "Bench Author",
        slug: bulkSlug(n),
        created_at: new Date(start + n * 3_600_000).toISOString(),
        updated_at: null,
        image_id: imageId,
        tags: JSON.stringify(unique),
        read_time: null,
        excerpt,
        word_count: wordCount,
        unique,
      };
    });
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("posts")
        .values(rows.map(({ unique: _unique, ...row }) => row))
        .execute();
      await trx
        .insertInto("post_tags")
        .values(rows.flatMap((r) => r.unique.map((tag) => ({ post_id: r.id, tag }))))
        .execute();
    });
  }
}
