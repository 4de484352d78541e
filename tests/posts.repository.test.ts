import { beforeAll, describe, expect, it } from "vitest";
import {
  type NewPost,
  type PostsRepository,
  postsRepository,
  SlugTakenError,
} from "../server/blog/posts.repository.js";
import { engines } from "./support/databases.js";
import { useBlogDatabase } from "./support/use-blog-database.js";

const available = await engines();

function post(n: number, extra: Partial<NewPost> = {}): NewPost {
  return {
    title: `Post ${n}`,
    content: `<p>Body ${n}</p>`,
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

  it("finds previous and next by creation time", async () => {
    for (const n of [1, 2, 3]) await repo.create(post(n));
    const middle = await repo.getBySlug("post-2");
    if (!middle) throw new Error("missing");
    const { previous, next } = await repo.adjacent(middle);
    expect(previous?.slug).toBe("post-1");
    expect(next?.slug).toBe("post-3");
    const first = await repo.getBySlug("post-1");
    if (!first) throw new Error("missing");
    expect((await repo.adjacent(first)).previous).toBeNull();
  });

  it("orders posts with the same creation time without skipping any", async () => {
    const at = new Date(Date.UTC(2024, 5, 1)).toISOString();
    const a = await repo.create(post(1, { createdAt: at }));
    const b = await repo.create(post(2, { createdAt: at }));
    const [low, high] = a.id < b.id ? [a, b] : [b, a];
    expect((await repo.adjacent(low)).next?.id).toBe(high.id);
    expect((await repo.adjacent(high)).previous?.id).toBe(low.id);
  });

  it("relates posts sharing at least one tag, never the post itself, at most three", async () => {
    const self = await repo.create(post(1, { tags: ["reels", "tips"] }));
    await repo.create(post(2, { tags: ["tips"] }));
    await repo.create(post(3, { tags: ["reels", "tips"] }));
    await repo.create(post(4, { tags: ["other"] }));
    await repo.create(post(5, { tags: ["reels"] }));
    await repo.create(post(6, { tags: ["tips"] }));
    const related = await repo.related(self);
    expect(related).toHaveLength(3);
    expect(related.map((p) => p.slug)).toEqual(["post-6", "post-5", "post-3"]);
    expect(related.some((p) => p.id === self.id)).toBe(false);
    const lonely = await repo.create(post(7, { tags: [] }));
    expect(await repo.related(lonely)).toEqual([]);
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
