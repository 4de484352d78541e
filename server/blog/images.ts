import { createHash } from "node:crypto";
import sharp from "sharp";
import type { ImageUrls } from "../../common/admin-api.js";
import { MESSAGES } from "../../common/messages.js";
import type { Db } from "../db/index.js";

export const IMAGE_ERROR = MESSAGES.imageFailed;

export class ImageRejectedError extends Error {
  constructor() {
    super(IMAGE_ERROR);
    this.name = "ImageRejectedError";
  }
}

export interface StoredImage {
  id: string;
  width: number;
  height: number;
}

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Formats accepted from uploads, as sharp names them after reading the bytes. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

export const VARIANTS = {
  hero: { width: 1920, height: 1080, jpegQuality: 80, webpQuality: 80 },
  card: { width: 1080, height: 720, jpegQuality: 85, webpQuality: 80 },
} as const;
export type VariantName = keyof typeof VARIANTS;
export type VariantFormat = "jpg" | "webp";

/**
 * Bumped when the variant pipeline changes, so the same upload gets a new id (and new
 * URLs) instead of stale immutable caches.
 */
const PIPELINE_VERSION = "v1";

interface Rendered {
  jpg: Buffer;
  webp: Buffer;
  width: number;
  height: number;
}

async function render(bytes: Buffer, name: VariantName): Promise<Rendered> {
  const spec = VARIANTS[name];
  // rotate() applies the EXIF orientation; sharp drops metadata unless asked to keep it.
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: spec.width, height: spec.height, fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const flatten = info.channels === 4 ? { background: "#ffffff" } : undefined;
  const jpegPipeline = sharp(data, raw);
  const [jpg, webp] = await Promise.all([
    (flatten ? jpegPipeline.flatten(flatten) : jpegPipeline)
      .jpeg({ quality: spec.jpegQuality, progressive: true, mozjpeg: false })
      .toBuffer(),
    sharp(data, raw).webp({ quality: spec.webpQuality }).toBuffer(),
  ]);
  return { jpg, webp, width: info.width, height: info.height };
}

export interface ImagesService {
  /** Checks the bytes are an image within the limits, makes the variants, stores them. */
  store(bytes: Buffer): Promise<StoredImage>;
  get(id: string): Promise<StoredImage | null>;
  /** One variant's bytes, for the /images route. */
  variant(id: string, name: VariantName, format: VariantFormat): Promise<Buffer | null>;
}

export function imagesService(db: Db): ImagesService {
  async function get(id: string): Promise<StoredImage | null> {
    const row = await db
      .selectFrom("images")
      .select(["id", "width", "height"])
      .where("id", "=", id)
      .executeTakeFirst();
    return row ?? null;
  }

  return {
    get,

    async store(bytes) {
      if (!Buffer.isBuffer(bytes) || bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES) {
        throw new ImageRejectedError();
      }
      let format: string | undefined;
      let pixels = 0;
      try {
        // Reading the header is the sniff: a name or a declared type is never trusted.
        const meta = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
        format = meta.format;
        pixels = (meta.width ?? 0) * (meta.height ?? 0);
      } catch {
        throw new ImageRejectedError();
      }
      if (!format || !ACCEPTED_FORMATS.has(format) || pixels <= 0 || pixels > MAX_IMAGE_PIXELS) {
        throw new ImageRejectedError();
      }
      const id = createHash("sha256")
        .update(PIPELINE_VERSION)
        .update(bytes)
        .digest("hex")
        .slice(0, 24);
      // An identical upload is the same image, uploaded now: its age starts again, or the
      // sweep of abandoned uploads could take it before the post that uses it is saved.
      const now = new Date().toISOString();
      const refreshed = await db
        .updateTable("images")
        .set({ created_at: now })
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(refreshed.numUpdatedRows) > 0) {
        const existing = await get(id);
        if (existing) return existing;
      }

      let hero: Rendered;
      let card: Rendered;
      try {
        [hero, card] = await Promise.all([render(bytes, "hero"), render(bytes, "card")]);
      } catch {
        throw new ImageRejectedError();
      }
      await db
        .insertInto("images")
        .values({
          id,
          width: hero.width,
          height: hero.height,
          card_width: card.width,
          card_height: card.height,
          hero_jpg: hero.jpg,
          hero_webp: hero.webp,
          card_jpg: card.jpg,
          card_webp: card.webp,
          created_at: now,
        })
        .onConflict((oc) => oc.column("id").doUpdateSet({ created_at: now }))
        .execute();
      return { id, width: hero.width, height: hero.height };
    },

    async variant(id, name, format) {
      const column = `${name}_${format}` as const;
      const row = await db
        .selectFrom("images")
        .select(column)
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return null;
      const value: unknown = row[column];
      return Buffer.isBuffer(value) ? value : Buffer.from(value as Uint8Array);
    },
  };
}

export function imageUrls(image: { id: string }): ImageUrls {
  const base = `/images/${encodeURIComponent(image.id)}`;
  return {
    hero: { jpg: `${base}/hero.jpg`, webp: `${base}/hero.webp` },
    card: { jpg: `${base}/card.jpg`, webp: `${base}/card.webp` },
  };
}
