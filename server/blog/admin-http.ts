import express, { type ErrorRequestHandler, Router } from "express";
import type {
  AdminPost,
  AdminPostList,
  AdminPostSaved,
  UploadedImage,
} from "../../common/admin-api.js";
import { MESSAGES } from "../../common/messages.js";
import {
  CONTENT_REQUIRED,
  createPostSchema,
  firstIssue,
  isEmptyContent,
  REQUIRED_FIELDS,
  slugify,
  updatePostSchema,
} from "../../common/post-schema.js";
import { bodyErrors, fail, noStore, requireAdmin, requireSession } from "../accounts/guard.js";
import { type AccountsOptions, accountsContext } from "../accounts/instance.js";
import { logger } from "../logger.js";
import {
  IMAGE_ERROR,
  ImageRejectedError,
  imagesService,
  imageUrls,
  MAX_IMAGE_BYTES,
} from "./images.js";
import { type Post, postsRepository, SlugTakenError } from "./posts.repository.js";
import { sanitizeContent } from "./sanitize.js";

/** A post: title, tags and the sanitised rich text. */
export const POST_BODY_LIMIT = 5 * 1024 * 1024;

function toDto(post: Post): AdminPost {
  return { ...post, image: post.imageId ? imageUrls({ id: post.imageId }) : null };
}

/**
 * The blog's admin API, all under /api/admin: posts (list, create, update, delete) and
 * image uploads. Every route checks the session (401) and the role (403) before reading a
 * body (docs/decisions/011-admin-only-writes.md). Images no post shows are cleaned up by
 * the repository, never here.
 */
export function blogAdminRouter(options: AccountsOptions = {}): Router {
  const router = Router();
  const context = accountsContext(options);
  const posts = () => postsRepository(context.db());
  const images = () => imagesService(context.db());
  const json = express.json({ limit: POST_BODY_LIMIT });
  router.use(
    ["/api/admin/posts", "/api/admin/images"],
    noStore,
    requireSession(context),
    requireAdmin,
  );

  async function imageExists(id: string | null | undefined): Promise<boolean> {
    return !id || (await images().get(id)) !== null;
  }

  router.get("/api/admin/posts", async (req, res) => {
    const limit = Math.min(Math.max(Number(req.query.limit) || 50, 1), 100);
    const offset = Math.max(Number(req.query.offset) || 0, 0);
    const repo = posts();
    const [total, list] = await Promise.all([repo.count(), repo.list({ limit, offset })]);
    res.json({ total, posts: list.map(toDto) } satisfies AdminPostList);
  });

  router.post("/api/admin/posts", json, async (req, res) => {
    const parsed = createPostSchema.safeParse(req.body);
    if (!parsed.success) return fail(res, 400, "invalid", firstIssue(parsed.error));
    const input = parsed.data;
    const content = sanitizeContent(input.content, context.config().publicUrl);
    if (isEmptyContent(content)) return fail(res, 400, "invalid", REQUIRED_FIELDS);
    try {
      if (!(await imageExists(input.imageId))) return fail(res, 400, "invalid", IMAGE_ERROR);
      const post = await posts().create({
        title: input.title,
        slug: input.slug,
        author: input.author,
        content,
        tags: input.tags,
        imageId: input.imageId ?? null,
      });
      res.status(201).json({ post: toDto(post) } satisfies AdminPostSaved);
    } catch (error) {
      if (error instanceof SlugTakenError) {
        return fail(res, 409, "slug_taken", MESSAGES.slugTaken(error.slug));
      }
      logger.error({ err: error }, "Creating a post failed");
      fail(res, 500, "server_error", MESSAGES.createFailed);
    }
  });

  router.patch("/api/admin/posts/:id", json, async (req, res) => {
    const parsed = updatePostSchema.safeParse(req.body);
    if (!parsed.success) return fail(res, 400, "invalid", firstIssue(parsed.error));
    const input = parsed.data;
    const content = sanitizeContent(input.content, context.config().publicUrl);
    if (isEmptyContent(content)) return fail(res, 400, "invalid", CONTENT_REQUIRED);
    const repo = posts();
    try {
      const existing = await repo.getById(String(req.params.id));
      if (!existing) return fail(res, 404, "not_found", MESSAGES.postNotFound);
      if (!(await imageExists(input.imageId))) return fail(res, 400, "invalid", IMAGE_ERROR);
      const post = await repo.update(existing.id, {
        title: input.title,
        slug: slugify(input.title),
        author: input.author,
        content,
        tags: input.tags,
        ...(input.imageId !== undefined && { imageId: input.imageId }),
      });
      if (!post) return fail(res, 404, "not_found", MESSAGES.postNotFound);
      res.json({ post: toDto(post) } satisfies AdminPostSaved);
    } catch (error) {
      if (error instanceof SlugTakenError) {
        return fail(res, 409, "slug_taken", MESSAGES.titleTaken(error.slug));
      }
      logger.error({ err: error }, "Updating a post failed");
      fail(res, 500, "server_error", MESSAGES.updateFailed);
    }
  });

  router.delete("/api/admin/posts/:id", async (req, res) => {
    try {
      const deleted = await posts().delete(String(req.params.id));
      if (!deleted) return fail(res, 404, "not_found", MESSAGES.postNotFound);
      res.status(204).end();
    } catch (error) {
      logger.error({ err: error }, "Deleting a post failed");
      fail(res, 500, "server_error", MESSAGES.deleteFailed);
    }
  });

  // The session and role are checked before the body is read; express.raw refuses a
  // declared length over the cap at once and stops reading an undeclared one there.
  router.post(
    "/api/admin/images",
    express.raw({ type: () => true, limit: MAX_IMAGE_BYTES }),
    async (req, res) => {
      try {
        const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const image = await images().store(bytes);
        res
          .status(201)
          .json({ image: { ...image, urls: imageUrls(image) } } satisfies UploadedImage);
      } catch (error) {
        if (error instanceof ImageRejectedError)
          return fail(res, 400, "image_rejected", IMAGE_ERROR);
        logger.error({ err: error }, "Storing an image failed");
        fail(res, 500, "server_error", IMAGE_ERROR);
      }
    },
  );

  router.delete("/api/admin/images/:id", async (req, res) => {
    // Refused silently while a post still shows the image.
    await posts().releaseImage(String(req.params.id));
    res.status(204).end();
  });

  const imageTooLarge: ErrorRequestHandler = (error: unknown, req, res, next) => {
    const type = (error as { type?: string }).type;
    if (req.path.startsWith("/api/admin/images") && type === "entity.too.large") {
      return fail(res, 413, "image_rejected", IMAGE_ERROR);
    }
    next(error);
  };
  router.use(imageTooLarge, bodyErrors);
  return router;
}
