import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from "kysely";
import { describe, expect, it } from "vitest";
import { DEMO_POSTS, seedDemoPosts } from "../../scripts/seed.js";
import { imagesService } from "../../server/blog/images.js";
import { loadBlogList, loadBlogPost, POSTS_PER_PAGE, parsePage } from "../../server/blog/pages.js";
import { type NewPost, postsRepository } from "../../server/blog/posts.repository.js";
import type { Db } from "../../server/db/index.js";
import { engines } from "../../test-support/databases.js";
import { useBlogDatabase } from "../../test-support/use-blog-database.js";

const available = await engines();

/** Counts every statement sent to the database through this instance. */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs) {
    this.count++;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}

function post(n: number, extra: Partial<NewPost> = {}): NewPost {
  return {
    title: `Post ${n}`,
    content: `<p>${"word ".repeat(n * 50)}</p>`,
    author: "Ada",
    slug: `post-${n}`,
    createdAt: new Date(Date.UTC(2024, 0, 1, 0, n)).toISOString(),
    tags: n % 2 === 0 ? ["even"] : ["odd"],
    ...extra,
  };
}

async function insertMany(db: Db, from: number, to: number): Promise<void> {
  const repo = postsRepository(db);
  for (let n = from; n <= to; n++) await repo.create(post(n));
}

describe.each(available)("blog page loaders on $name", (engine) => {
  const handle = useBlogDatabase(engine);

  async function queriesFor(run: (db: Db) => Promise<unknown>): Promise<number> {
    const counter = new QueryCounter();
    await run(handle.db.withPlugin(counter));
    return counter.count;
  }

  it("issues one query per list page and four per post page, for 3 posts and for 80", async () => {
    await insertMany(handle.db, 1, 3);
    const listSmall = await queriesFor((db) => loadBlogList(db, 1));
    const postSmall = await queriesFor((db) => loadBlogPost(db, "post-2"));
    await insertMany(handle.db, 4, 80);
    const listLarge = await queriesFor((db) => loadBlogList(db, 1));
    const listDeep = await queriesFor((db) => loadBlogList(db, 5));
    const postLarge = await queriesFor((db) => loadBlogPost(db, "post-40"));
    expect(listSmall).toBe(1);
    expect(listLarge).toBe(1);
    expect(listDeep).toBe(1);
    expect(postSmall).toBe(4);
    expect(postLarge).toBe(4);
    expect(await queriesFor((db) => loadBlogPost(db, "missing"))).toBe(2);
  });

  it("pages the list newest first, twelve to a page", async () => {
    await insertMany(handle.db, 1, POSTS_PER_PAGE + 2);
    const first = await loadBlogList(handle.db, 1);
    expect(first).toMatchObject({ page: 1, hasNext: true, pastEnd: false });
    expect(first.posts).toHaveLength(POSTS_PER_PAGE);
    expect(first.posts[0]?.slug).toBe("post-14");
    const second = await loadBlogList(handle.db, 2);
    expect(second.posts.map((p) => p.slug)).toEqual(["post-2", "post-1"]);
    expect(second).toMatchObject({ hasNext: false, pastEnd: false });
    expect(await loadBlogList(handle.db, 3)).toEqual({
      posts: [],
      page: 3,
      hasNext: false,
      pastEnd: true,
    });
    await handle.db.deleteFrom("post_tags").execute();
    await handle.db.deleteFrom("posts").execute();
    expect(await loadBlogList(handle.db, 1)).toEqual({
      posts: [],
      page: 1,
      hasNext: false,
      pastEnd: false,
    });
  });

  it("makes cards with a preview, ISO date, read time and image URLs", async () => {
    const image = await imagesService(handle.db).store(
      await (await import("sharp"))
        .default({ create: { width: 1200, height: 800, channels: 3, background: "#ff0000" } })
        .png()
        .toBuffer(),
    );
    await postsRepository(handle.db).create(
      post(9, {
        content: `<p>Caf&eacute; &amp; <b>bar</b> ${"x".repeat(300)}</p>`,
        imageId: image.id,
        createdAt: "2024-01-01T15:05:00.000Z",
      }),
    );
    const { posts } = await loadBlogList(handle.db, 1);
    expect(posts[0]).toEqual({
      slug: "post-9",
      href: "/blogs/post-9",
      title: "Post 9",
      author: "Ada",
      preview: `Café & bar ${"x".repeat(139)}...`,
      createdAt: "2024-01-01T15:05:00.000Z",
      readTime: 1,
      image: {
        jpg: `/images/${image.id}/card.jpg`,
        webp: `/images/${image.id}/card.webp`,
        width: 1080,
        height: 720,
      },
    });
  });

  it("assembles a post page with neighbours and related posts", async () => {
    await insertMany(handle.db, 1, 6);
    const result = await loadBlogPost(handle.db, "post-3");
    if (result.kind !== "post") throw new Error(`expected a post, got ${result.kind}`);
    const { post: page, previous, next, related } = result.view;
    expect(page).toMatchObject({
      title: "Post 3",
      href: "/blogs/post-3",
      createdAt: "2024-01-01T00:03:00.000Z",
      readTime: 1,
      tags: ["odd"],
      hero: null,
    });
    expect(previous).toEqual({ href: "/blogs/post-2", title: "Post 2" });
    expect(next).toEqual({ href: "/blogs/post-4", title: "Post 4" });
    expect(related.map((r) => r.slug)).toEqual(["post-5", "post-1"]);
    const long = await loadBlogPost(handle.db, "post-6");
    if (long.kind !== "post") throw new Error("expected a post");
    expect(long.view.post.readTime).toBe(2); // 300 words
    expect(long.view.next).toBeNull();
  });

  it("redirects an old slug to the current one, and reports a missing post", async () => {
    const repo = postsRepository(handle.db);
    const created = await repo.create(post(1));
    await repo.update(created.id, { slug: "renamed" });
    expect(await loadBlogPost(handle.db, "post-1")).toEqual({
      kind: "redirect",
      location: "/blogs/renamed",
    });
    expect(await loadBlogPost(handle.db, "never-existed")).toEqual({ kind: "missing" });
  });

  it("seeds the demo posts once, with images and shared tags", async () => {
    const added = await seedDemoPosts(handle.db);
    expect(added).toHaveLength(DEMO_POSTS.length);
    expect(await seedDemoPosts(handle.db)).toEqual([]);
    const { posts } = await loadBlogList(handle.db, 1);
    expect(posts).toHaveLength(DEMO_POSTS.length);
    expect(posts.every((p) => p.image !== null)).toBe(true);
    const first = await loadBlogPost(handle.db, DEMO_POSTS[0]?.slug ?? "");
    if (first.kind !== "post") throw new Error("expected a post");
    expect(first.view.related.length).toBeGreaterThan(0);
    for (const demo of DEMO_POSTS) {
      expect(demo.content).not.toMatch(/<script|<iframe|\son\w+=|javascript:/i);
    }
  });
});

describe("page parameter", () => {
  it("reads positive whole numbers and treats the rest as page 1", () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage("3")).toBe(3);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("-2")).toBe(1);
    expect(parsePage("2.5")).toBe(1);
    expect(parsePage("abc")).toBe(1);
    expect(parsePage("99999999999")).toBe(1);
  });
});
