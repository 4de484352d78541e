import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  IMAGE_ERROR,
  ImageRejectedError,
  type ImagesService,
  imagesService,
  imageUrls,
} from "../../server/blog/images.js";
import { postsRepository } from "../../server/blog/posts.repository.js";
import { dropUnusedImages } from "../../server/blog/posts.writes.js";
import { engines } from "../../test-support/databases.js";
import { useBlogDatabase } from "../../test-support/use-blog-database.js";

const available = await engines();

function png(width: number, height: number, colour = "#d6246e"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

describe.each(available)("images service on $name", (engine) => {
  const handle = useBlogDatabase(engine);
  let images: ImagesService;
  beforeAll(() => {
    images = imagesService(handle.db);
  });

  it("makes hero and card variants in JPEG and WebP, keeping the aspect ratio", async () => {
    const stored = await images.store(await png(3000, 1000));
    expect(stored.id).toMatch(/^[0-9a-f]{24}$/);
    expect(stored).toMatchObject({ width: 1920, height: 640 });
    expect(await images.get(stored.id)).toEqual(stored);

    const heroJpg = await images.variant(stored.id, "hero", "jpg");
    const heroWebp = await images.variant(stored.id, "hero", "webp");
    const cardJpg = await images.variant(stored.id, "card", "jpg");
    const cardWebp = await images.variant(stored.id, "card", "webp");
    if (!heroJpg || !heroWebp || !cardJpg || !cardWebp) throw new Error("variant missing");
    expect(await sharp(heroJpg).metadata()).toMatchObject({
      format: "jpeg",
      width: 1920,
      height: 640,
    });
    expect(await sharp(heroWebp).metadata()).toMatchObject({ format: "webp", width: 1920 });
    expect(await sharp(cardJpg).metadata()).toMatchObject({
      format: "jpeg",
      width: 1080,
      height: 360,
    });
    expect(await sharp(cardWebp).metadata()).toMatchObject({ format: "webp", height: 360 });
    expect(await images.variant("000000000000000000000000", "hero", "jpg")).toBeNull();
  });

  it("never enlarges a small image", async () => {
    const stored = await images.store(await png(400, 300));
    expect(stored).toMatchObject({ width: 400, height: 300 });
  });

  it("applies the EXIF orientation and strips metadata", async () => {
    // 600x200 pixels, tagged "rotate 90° clockwise": it is shown 200 wide, 600 high.
    const tagged = await sharp({
      create: { width: 600, height: 200, channels: 3, background: "#123456" },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(tagged).metadata()).orientation).toBe(6);
    const stored = await images.store(tagged);
    expect(stored).toMatchObject({ width: 200, height: 600 });
    const hero = await images.variant(stored.id, "hero", "jpg");
    if (!hero) throw new Error("variant missing");
    const meta = await sharp(hero).metadata();
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it("gives an identical upload the same id without storing it twice", async () => {
    const bytes = await png(800, 600);
    const a = await images.store(bytes);
    const b = await images.store(Buffer.from(bytes));
    expect(b).toEqual(a);
    const other = await images.store(await png(800, 600, "#000000"));
    expect(other.id).not.toBe(a.id);
    const rows = await handle.db.selectFrom("images").select("id").execute();
    expect(rows).toHaveLength(2);
  });

  it("rejects bytes that are not an image, SVG, and files over the limits", async () => {
    const rejects = async (bytes: Buffer) => {
      const error = await images.store(bytes).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImageRejectedError);
      expect((error as Error).message).toBe(IMAGE_ERROR);
    };
    await rejects(Buffer.from("%PDF-1.4 definitely not an image"));
    await rejects(Buffer.alloc(0));
    await rejects(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'),
    );
    // A real PNG, but more than 10 MiB.
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    await rejects(big);
    // 8000 x 6000 = 48 megapixels, small on disk.
    await rejects(await png(8000, 6000, "#ffffff"));
    expect(await handle.db.selectFrom("images").select("id").execute()).toEqual([]);
  });

  it("removes an image no post shows, and keeps one a post still shows", async () => {
    const kept = await images.store(await png(300, 200));
    const dropped = await images.store(await png(300, 200, "#00ff00"));
    const repo = postsRepository(handle.db);
    await repo.create({
      title: "With image",
      content: "<p>x</p>",
      author: "Ada",
      slug: "with-image",
      imageId: kept.id,
    });
    await repo.releaseImage(dropped.id);
    await repo.releaseImage(kept.id);
    expect(await images.get(dropped.id)).toBeNull();
    expect(await images.get(kept.id)).toEqual(kept);
    await repo.releaseImage("does-not-exist");
  });

  it("starts an identical upload's age again, so the sweep of abandoned uploads keeps it", async () => {
    const bytes = await png(240, 160, "#1234ab");
    const first = await images.store(bytes);
    // An hour and more later (the grace of an upload no post shows), the same file again.
    const longAgo = new Date(Date.now() - 2 * 60 * 60_000).toISOString();
    await handle.db
      .updateTable("images")
      .set({ created_at: longAgo })
      .where("id", "=", first.id)
      .execute();
    const again = await images.store(bytes);
    expect(again).toEqual(first);
    // Another post's write sweeps abandoned uploads before this one's post is saved.
    await dropUnusedImages(handle.db, null);
    expect(await images.get(first.id)).toEqual(first);
  });
});

describe("imageUrls", () => {
  it("names each variant under the content-hash id", () => {
    expect(imageUrls({ id: "abc123" })).toEqual({
      hero: { jpg: "/images/abc123/hero.jpg", webp: "/images/abc123/hero.webp" },
      card: { jpg: "/images/abc123/card.jpg", webp: "/images/abc123/card.webp" },
    });
  });
});
