import { Migrator } from "kysely";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { imagesService } from "../../server/blog/images.js";
import {
  type NewPost,
  type PostsRepository,
  postsRepository,
  SlugTakenError,
} from "../../server/blog/posts.repository.js";
import { UPLOAD_GRACE_MS } from "../../server/blog/posts.writes.js";
import { createDb, currentSchema } from "../../server/db/index.js";
import { migrations } from "../../server/db/migrations/index.js";
import { engines, freshPostgresSchema } from "../../test-support/databases.js";
import { useBlogDatabase } from "../../test-support/use-blog-database.js";

const available = await engines();

function post(n: number, extra: Partial<NewPost> = {}): NewPost {
  return {
    title: `Post ${n}`,
    content: `<p>Body &amp; soul of post ${n}</p>`,
    author: "Ada",
    slug: `post-${n}`,
    createdAt: new Date(Date.UTC(2024, 0, n, 12)).toISOString(),
    ...extra,
  };
}

describe.each(available)("posts repository on $name", (engine) => {
  const handle = useBlogDatabase(engine);
  let repo: PostsRepository;
  beforeAll(() => {
    repo = postsRepository(handle.db);
  });

  it("creates a post and reads it back by slug and id", async () => {
    const created = await repo.create(
      post(1, { tags: [" Reels ", "#Tips", "reels"], readTime: 4 }),
    );
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.tags).toEqual(["reels", "tips"]);
    expect(created.readTime).toBe(4);
    expect(created.updatedAt).toBeNull();
    expect(await repo.getBySlug("post-1")).toEqual(created);
    expect(await repo.getById(created.id)).toEqual(created);
    expect(await repo.getBySlug("missing")).toBeNull();
  });

  it("lists newest first with paging, and counts", async () => {
    for (const n of [3, 1, 5, 2, 4]) await repo.create(post(n));
    expect(await repo.count()).toBe(5);
    const first = await repo.list({ limit: 2 });
    expect(first.map((p) => p.slug)).toEqual(["post-5", "post-4"]);
    const second = await repo.list({ limit: 2, offset: 2 });
    expect(second.map((p) => p.slug)).toEqual(["post-3", "post-2"]);
    expect((await repo.list({ limit: 10, offset: 4 })).map((p) => p.slug)).toEqual(["post-1"]);
  });

  it("refuses a second post with the same slug", async () => {
    await repo.create(post(1));
    await expect(repo.create(post(2, { slug: "post-1" }))).rejects.toBeInstanceOf(SlugTakenError);
    expect(await repo.count()).toBe(1);
  });

  it("orders posts with the same creation time without skipping any", async () => {
    const at = new Date(Date.UTC(2024, 5, 1)).toISOString();
    const a = await repo.create(post(1, { createdAt: at }));
    const b = await repo.create(post(2, { createdAt: at }));
    const [low, high] = a.id < b.id ? [a, b] : [b, a];
    expect((await repo.adjacentLinks(low)).next?.slug).toBe(high.slug);
    expect((await repo.adjacentLinks(high)).previous?.slug).toBe(low.slug);
  });

  it("updates fields, sets updatedAt and keeps the old slug as a redirect", async () => {
    const created = await repo.create(post(1, { tags: ["a"] }));
    const updated = await repo.update(created.id, {
      title: "New title",
      slug: "new-title",
      tags: ["b"],
    });
    expect(updated?.title).toBe("New title");
    expect(updated?.updatedAt).not.toBeNull();
    expect(updated?.tags).toEqual(["b"]);
    expect(await repo.getBySlug("post-1")).toBeNull();
    expect(await repo.findRedirect("post-1")).toBe("new-title");
    // Renamed again: the first address follows to the newest slug.
    await repo.update(created.id, { slug: "newest" });
    expect(await repo.findRedirect("post-1")).toBe("newest");
    expect(await repo.findRedirect("new-title")).toBe("newest");
    expect(await repo.update("00000000-0000-0000-0000-000000000000", { title: "x" })).toBeNull();
  });

  it("refuses renaming onto a slug another post uses", async () => {
    await repo.create(post(1));
    const second = await repo.create(post(2));
    await expect(repo.update(second.id, { slug: "post-1" })).rejects.toBeInstanceOf(SlugTakenError);
  });

  it("deletes a post with its tags and redirects", async () => {
    const created = await repo.create(post(1, { tags: ["a"] }));
    await repo.update(created.id, { slug: "renamed" });
    const removed = await repo.delete(created.id);
    expect(removed?.slug).toBe("renamed");
    expect(await repo.count()).toBe(0);
    expect(await repo.findRedirect("post-1")).toBeNull();
    expect(await handle.db.selectFrom("post_tags").selectAll().execute()).toEqual([]);
    expect(await repo.delete(created.id)).toBeNull();
  });
});

describe.each(available)("blog queries on $name", (engine) => {
  const handle = useBlogDatabase(engine);
  let repo: PostsRepository;
  beforeAll(() => {
    repo = postsRepository(handle.db);
  });

  it("derives the excerpt and word count on create and on content updates only", async () => {
    const created = await repo.create(
      post(1, { content: "<h2>Hello</h2><p>big &amp; bold world</p>" }),
    );
    expect(created.excerpt).toBe("Hello big & bold world");
    expect(created.wordCount).toBe(5);
    const retitled = await repo.update(created.id, { title: "Renamed" });
    expect(retitled?.excerpt).toBe("Hello big & bold world");
    const rewritten = await repo.update(created.id, { content: "<p>two words</p>" });
    expect(rewritten?.excerpt).toBe("two words");
    expect(rewritten?.wordCount).toBe(2);
  });

  it("lists summaries newest first with the card image size, without content", async () => {
    const image = await imagesService(handle.db).store(
      await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#abcdef" } })
        .png()
        .toBuffer(),
    );
    for (const n of [2, 4, 1, 3]) {
      await repo.create(post(n, { tags: [`t${n}`], imageId: n === 4 ? image.id : null }));
    }
    await repo.create(post(5, { imageId: "gone-image" }));
    const page = await repo.listSummaries({ limit: 3 });
    expect(page.map((p) => p.slug)).toEqual(["post-5", "post-4", "post-3"]);
    expect(page[0]?.image).toBeNull();
    expect(page[1]?.image).toEqual({ id: image.id, width: 1080, height: 540 });
    expect(page[1]).toMatchObject({
      title: "Post 4",
      author: "Ada",
      excerpt: "Body & soul of post 4",
      wordCount: 6,
      readTime: null,
      tags: ["t4"],
      createdAt: "2024-01-04T12:00:00.000Z",
      updatedAt: null,
    });
    expect(page[1]).not.toHaveProperty("content");
    const rest = await repo.listSummaries({ limit: 3, offset: 3 });
    expect(rest.map((p) => p.slug)).toEqual(["post-2", "post-1"]);
  });

  it("reads a post with its hero image size in one go", async () => {
    const image = await imagesService(handle.db).store(
      await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#fedcba" } })
        .jpeg()
        .toBuffer(),
    );
    await repo.create(post(1, { imageId: image.id, readTime: 3 }));
    await repo.create(post(2));
    const withImage = await repo.getWithImage("post-1");
    expect(withImage?.image).toEqual({ id: image.id, width: 1440, height: 1080 });
    expect(withImage?.post).toEqual(await repo.getBySlug("post-1"));
    expect((await repo.getWithImage("post-2"))?.image).toBeNull();
    expect(await repo.getWithImage("missing")).toBeNull();
  });

  it("links the previous and next post by creation time", async () => {
    for (const n of [3, 1, 2]) await repo.create(post(n));
    const middle = await repo.getBySlug("post-2");
    const first = await repo.getBySlug("post-1");
    const last = await repo.getBySlug("post-3");
    if (!middle || !first || !last) throw new Error("missing");
    expect(await repo.adjacentLinks(middle)).toEqual({
      previous: { slug: "post-1", title: "Post 1" },
      next: { slug: "post-3", title: "Post 3" },
    });
    expect(await repo.adjacentLinks(first)).toEqual({
      previous: null,
      next: { slug: "post-2", title: "Post 2" },
    });
    expect((await repo.adjacentLinks(last)).next).toBeNull();
  });

  it("relates up to three newest posts sharing a tag, never the post itself", async () => {
    const self = await repo.create(post(1, { tags: ["reels", "tips"] }));
    await repo.create(post(2, { tags: ["tips"] }));
    await repo.create(post(3, { tags: ["reels", "tips"] }));
    await repo.create(post(4, { tags: ["other"] }));
    await repo.create(post(5, { tags: ["reels"] }));
    await repo.create(post(6, { tags: ["tips"] }));
    await repo.create(post(7, { tags: ["unrelated"] }));
    const related = await repo.relatedSummaries(self);
    expect(related.map((p) => p.slug)).toEqual(["post-6", "post-5", "post-3"]);
    expect(await repo.relatedSummaries(self, 10)).toHaveLength(4);
    const other = await repo.getBySlug("post-4");
    if (!other) throw new Error("missing");
    expect(await repo.relatedSummaries(other)).toEqual([]);
    const lonely = await repo.create(post(8, { tags: [] }));
    expect(await repo.relatedSummaries(lonely)).toEqual([]);
  });

  it("deletes an image once no post shows it, on delete and on image change", async () => {
    const images = imagesService(handle.db);
    const png = (colour: string) =>
      sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const shared = await images.store(await png("#111111"));
    const replacement = await images.store(await png("#222222"));
    const a = await repo.create(post(1, { imageId: shared.id }));
    const b = await repo.create(post(2, { imageId: shared.id }));
    await repo.delete(a.id);
    expect(await images.get(shared.id)).not.toBeNull(); // post 2 still shows it
    await repo.update(b.id, { title: "Same image" });
    expect(await images.get(shared.id)).not.toBeNull();
    await repo.update(b.id, { imageId: replacement.id });
    expect(await images.get(shared.id)).toBeNull();
    await repo.update(b.id, { imageId: null });
    expect(await images.get(replacement.id)).toBeNull();
    const c = await repo.create(
      post(3, { imageId: (await images.store(await png("#333333"))).id }),
    );
    await repo.delete(c.id);
    expect(await handle.db.selectFrom("images").select("id").execute()).toEqual([]);
  });

  it("sweeps uploads no post took once their grace time is over, on the next write", async () => {
    const images = imagesService(handle.db);
    const png = (colour: string) =>
      sharp({ create: { width: 32, height: 32, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const abandoned = await images.store(await png("#444444"));
    const fresh = await images.store(await png("#555555"));
    const shown = await images.store(await png("#666666"));
    const old = new Date(Date.now() - UPLOAD_GRACE_MS - 1000).toISOString();
    await handle.db
      .updateTable("images")
      .set({ created_at: old })
      .where("id", "in", [abandoned.id, shown.id])
      .execute();
    await repo.create(post(1, { imageId: shown.id }));
    expect(await images.get(abandoned.id)).toBeNull();
    expect(await images.get(fresh.id)).not.toBeNull();
    expect(await images.get(shown.id)).not.toBeNull();
  });

  it("lists posts for the sitemap oldest first, in ranges, with their last change", async () => {
    expect(await repo.lastChange()).toBeUndefined();
    const a = await repo.create(post(1));
    await repo.create(post(2));
    await repo.create(post(3));
    await repo.update(a.id, { title: "Edited" });
    const edited = await repo.getById(a.id);
    expect(await repo.sitemapEntries()).toEqual([
      { slug: "post-1", lastModified: edited?.updatedAt },
      { slug: "post-2", lastModified: "2024-01-02T12:00:00.000Z" },
      { slug: "post-3", lastModified: "2024-01-03T12:00:00.000Z" },
    ]);
    expect(await repo.sitemapEntries({ offset: 1, limit: 1 })).toEqual([
      { slug: "post-2", lastModified: "2024-01-02T12:00:00.000Z" },
    ]);
    expect(await repo.sitemapEntries({ offset: 3, limit: 2 })).toEqual([]);
    // The edit is the latest change of all.
    expect(await repo.lastChange()).toBe(edited?.updatedAt);
  });
});

describe.each(available)("004_post_text migration on $name", (engine) => {
  it("backfills the excerpt and word count of existing posts", async () => {
    let db: ReturnType<typeof createDb>;
    let drop = async () => {};
    if (engine.name === "postgres") {
      const schema = await freshPostgresSchema();
      db = createDb({ kind: "postgres", url: schema.url });
      drop = schema.drop;
    } else {
      db = createDb({ kind: "sqlite", file: ":memory:" });
    }
    try {
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => migrations },
        // Other tests' schemas hold Kysely's tables too: look only in this one.
        migrationTableSchema: await currentSchema(db),
      });
      const names = Object.keys(migrations);
      const previous = names[names.indexOf("004_post_text") - 1];
      if (!previous) throw new Error("no migration before 004_post_text");
      const before = await migrator.migrateTo(previous);
      expect(before.error).toBeUndefined();
      await db
        .insertInto("posts")
        .values({
          id: "p1",
          title: "Old",
          content: "<p>an <em>old</em> post</p>",
          author: "Ada",
          slug: "old",
          created_at: "2024-01-01T00:00:00.000Z",
          updated_at: null,
          image_id: null,
          tags: "[]",
          read_time: null,
        })
        .execute();
      const after = await migrator.migrateToLatest();
      expect(after.error).toBeUndefined();
      const old = await postsRepository(db).getBySlug("old");
      expect(old).toMatchObject({ excerpt: "an old post", wordCount: 3 });
    } finally {
      await db.destroy();
      await drop();
    }
  });
});
