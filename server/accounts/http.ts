import { fromNodeHeaders, toNodeHandler } from "better-auth/node";
import express, { type ErrorRequestHandler, type Request, type Response, Router } from "express";
import type { Me } from "../../app/lib/admin-api.js";
import {
  CONTENT_REQUIRED,
  changePasswordSchema,
  createPostSchema,
  firstIssue,
  isEmptyContent,
  REQUIRED_FIELDS,
  slugify,
  updatePostSchema,
} from "../../app/lib/post-schema.js";
import {
  IMAGE_ERROR,
  ImageRejectedError,
  imagesService,
  imageUrls,
  MAX_IMAGE_BYTES,
} from "../blog/images.js";
import { type Post, postsRepository, SlugTakenError } from "../blog/posts.repository.js";
import { sanitizeContent } from "../blog/sanitize.js";
import { type Config, getConfig } from "../config.js";
import { type Db, getDb } from "../db/index.js";
import { logger } from "../logger.js";
import { type Auth, createAuth } from "./auth.js";
import { authRoutes } from "./auth-routes.js";
import { createMailer, type Mailer } from "./mail.js";
import { findAccount, isAdmin } from "./roles.js";

export const MESSAGES = {
  unauthorized: "Your session has ended. Please sign in again.",
  forbidden: "You do not have permission to manage blog posts.",
  notFound: "Blog post not found",
  createFailed: "Failed to create post. Please try again.",
  updateFailed: "Failed to update post. Please try again.",
  deleteFailed: "Failed to delete post",
  passwordFailed: "Failed to update password. Please try again.",
  slugTaken: (slug: string) =>
    `The slug "${slug}" is already used by another post. Please choose a different one.`,
  titleTaken: (slug: string) =>
    `Another post already uses the address /blogs/${slug}. Please choose a different title.`,
  staleSession: "Please sign in again before changing your password.",
} as const;

/**
 * A password change needs a sign-in within the last 5 minutes, as the hosted identity
 * provider asked for: docs/decisions/016-change-password-recent-sign-in.md
 */
export const FRESH_SESSION_MS = 5 * 60 * 1000;

export interface AccountsOptions {
  db?: Db;
  config?: Config;
  mailer?: Mailer;
}

interface Signed {
  userId: string;
  email: string;
  sessionCreatedAt: Date;
  admin: boolean;
}

declare global {
  namespace Express {
    interface Locals {
      account?: Signed;
    }
  }
}

function fail(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ error: { code, message } });
}

function toDto(post: Post) {
  return { ...post, image: post.imageId ? imageUrls({ id: post.imageId }) : null };
}
export type PostDto = ReturnType<typeof toDto>;

/**
 * /api/auth/* (better-auth, behind our rate limits), the post-writing API and the
 * admin read endpoints. Every write checks the session (401) and the role (403).
 */
/**
 * One better-auth instance and one set of limiters per database and configuration for
 * the life of the module: the dev server builds a fresh Express app for every request,
 * and limits that restarted with each request would limit nothing.
 */
const instances = new WeakMap<Db, WeakMap<Config, Auth>>();

export function accountsRouter(options: AccountsOptions = {}): Router {
  const router = Router();
  const config = () => options.config ?? getConfig();
  const db = () => options.db ?? getDb();
  const getAuth = (): Auth => {
    const database = db();
    const settings = config();
    let byConfig = instances.get(database);
    if (!byConfig) {
      byConfig = new WeakMap();
      instances.set(database, byConfig);
    }
    let auth = byConfig.get(settings);
    if (!auth) {
      auth = createAuth(database, settings, options.mailer ?? createMailer(settings));
      byConfig.set(settings, auth);
    }
    return auth;
  };

  // The token lives in local storage and travels as a bearer header; admins get no
  // cookie either. The bearer plugin reads the token from Set-Cookie before this runs.
  router.use("/api/auth", (_req, res, next) => {
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) =>
      name.toLowerCase() === "set-cookie" ? res : setHeader(name, value);
    next();
  });
  // Only listed endpoints, each limited, bodies capped; better-auth reads the body we read.
  router.use(
    "/api/auth",
    authRoutes((req, res) => toNodeHandler(getAuth())(req, res)),
  );

  async function signedIn(req: Request): Promise<Signed | null> {
    const result = await getAuth().api.getSession({ headers: fromNodeHeaders(req.headers) });
    if (!result) return null;
    const account = await findAccount(db(), result.user.id);
    if (!account) return null;
    return {
      userId: result.user.id,
      email: account.email,
      sessionCreatedAt: new Date(result.session.createdAt),
      admin: isAdmin(account, config().adminEmails),
    };
  }

  const requireSession: express.RequestHandler = async (req, res, next) => {
    try {
      const account = await signedIn(req);
      if (!account) return fail(res, 401, "unauthorized", MESSAGES.unauthorized);
      res.locals.account = account;
      next();
    } catch (error) {
      next(error);
    }
  };
  const requireAdmin: express.RequestHandler = (_req, res, next) => {
    if (!res.locals.account?.admin) return fail(res, 403, "forbidden", MESSAGES.forbidden);
    next();
  };
  const json = express.json({ limit: "5mb" });
  const noStore: express.RequestHandler = (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  };
  router.use(["/api/admin", "/api/posts", "/api/images", "/api/account"], noStore);

  router.get("/api/admin/me", requireSession, (_req, res) => {
    const account = res.locals.account as Signed;
    res.json({ email: account.email, isAdmin: account.admin } satisfies Me);
  });

  router.get("/api/admin/posts", requireSession, requireAdmin, async (req, res, next) => {
    try {
      const limit = Math.min(Math.max(Number(req.query.limit) || 50, 1), 100);
      const offset = Math.max(Number(req.query.offset) || 0, 0);
      const repo = postsRepository(db());
      const [total, posts] = await Promise.all([repo.count(), repo.list({ limit, offset })]);
      res.json({ total, posts: posts.map(toDto) });
    } catch (error) {
      next(error);
    }
  });

  async function imageExists(id: string | null | undefined): Promise<boolean> {
    return !id || (await imagesService(db()).get(id)) !== null;
  }

  router.post("/api/posts", requireSession, requireAdmin, json, async (req, res) => {
    const parsed = createPostSchema.safeParse(req.body);
    if (!parsed.success) return fail(res, 400, "invalid", firstIssue(parsed.error));
    const input = parsed.data;
    const content = sanitizeContent(input.content, config().publicUrl);
    if (isEmptyContent(content)) return fail(res, 400, "invalid", REQUIRED_FIELDS);
    try {
      if (!(await imageExists(input.imageId))) return fail(res, 400, "invalid", IMAGE_ERROR);
      const post = await postsRepository(db()).create({
        title: input.title,
        slug: input.slug,
        author: input.author,
        content,
        tags: input.tags,
        imageId: input.imageId ?? null,
      });
      res.status(201).json({ post: toDto(post) });
    } catch (error) {
      if (error instanceof SlugTakenError) {
        return fail(res, 409, "slug_taken", MESSAGES.slugTaken(error.slug));
      }
      logger.error({ err: error }, "Creating a post failed");
      fail(res, 500, "server_error", MESSAGES.createFailed);
    }
  });

  router.patch("/api/posts/:id", requireSession, requireAdmin, json, async (req, res) => {
    const parsed = updatePostSchema.safeParse(req.body);
    if (!parsed.success) return fail(res, 400, "invalid", firstIssue(parsed.error));
    const input = parsed.data;
    const content = sanitizeContent(input.content, config().publicUrl);
    if (isEmptyContent(content)) return fail(res, 400, "invalid", CONTENT_REQUIRED);
    const repo = postsRepository(db());
    const slug = slugify(input.title);
    try {
      const existing = await repo.getById(String(req.params.id));
      if (!existing) return fail(res, 404, "not_found", MESSAGES.notFound);
      if (!(await imageExists(input.imageId))) return fail(res, 400, "invalid", IMAGE_ERROR);
      const post = await repo.update(existing.id, {
        title: input.title,
        slug,
        author: input.author,
        content,
        tags: input.tags,
        ...(input.imageId !== undefined && { imageId: input.imageId }),
      });
      if (!post) return fail(res, 404, "not_found", MESSAGES.notFound);
      if (existing.imageId && existing.imageId !== post.imageId) {
        await imagesService(db()).remove(existing.imageId);
      }
      res.json({ post: toDto(post) });
    } catch (error) {
      if (error instanceof SlugTakenError) {
        return fail(res, 409, "slug_taken", MESSAGES.titleTaken(error.slug));
      }
      logger.error({ err: error }, "Updating a post failed");
      fail(res, 500, "server_error", MESSAGES.updateFailed);
    }
  });

  router.delete("/api/posts/:id", requireSession, requireAdmin, async (req, res) => {
    try {
      const deleted = await postsRepository(db()).delete(String(req.params.id));
      if (!deleted) return fail(res, 404, "not_found", MESSAGES.notFound);
      if (deleted.imageId) await imagesService(db()).remove(deleted.imageId);
      res.status(204).end();
    } catch (error) {
      logger.error({ err: error }, "Deleting a post failed");
      fail(res, 500, "server_error", MESSAGES.deleteFailed);
    }
  });

  // The session and role are checked before the body is read; express.raw refuses a
  // declared length over the cap at once and stops reading an undeclared one there.
  router.post(
    "/api/images",
    requireSession,
    requireAdmin,
    express.raw({ type: () => true, limit: MAX_IMAGE_BYTES }),
    async (req, res) => {
      try {
        const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const image = await imagesService(db()).store(bytes);
        res.status(201).json({ image: { ...image, urls: imageUrls(image) } });
      } catch (error) {
        if (error instanceof ImageRejectedError)
          return fail(res, 400, "image_rejected", IMAGE_ERROR);
        logger.error({ err: error }, "Storing an image failed");
        fail(res, 500, "server_error", IMAGE_ERROR);
      }
    },
  );

  router.delete("/api/images/:id", requireSession, requireAdmin, async (req, res, next) => {
    try {
      // Refused silently while a post still shows the image.
      await imagesService(db()).remove(String(req.params.id));
      res.status(204).end();
    } catch (error) {
      next(error);
    }
  });

  router.post("/api/account/password", requireSession, json, async (req, res) => {
    const account = res.locals.account as Signed;
    const parsed = changePasswordSchema.safeParse(req.body);
    if (!parsed.success) return fail(res, 400, "invalid", firstIssue(parsed.error));
    if (Date.now() - account.sessionCreatedAt.getTime() > FRESH_SESSION_MS) {
      // 403, not 401: the session stays valid, only this change wants a fresh sign-in.
      return fail(res, 403, "session_not_fresh", MESSAGES.staleSession);
    }
    try {
      const context = await getAuth().$context;
      const hash = await context.password.hash(parsed.data.newPassword);
      await context.internalAdapter.updatePassword(account.userId, hash);
      // Every session of the account ends, this one included: the screen signs out next.
      await context.internalAdapter.deleteUserSessions(account.userId);
      res.json({ ok: true });
    } catch (error) {
      logger.error({ err: error }, "Changing a password failed");
      fail(res, 500, "server_error", MESSAGES.passwordFailed);
    }
  });

  const bodyErrors: ErrorRequestHandler = (error: unknown, req, res, next) => {
    const type = (error as { type?: string }).type;
    if (req.path.startsWith("/api/images") && type === "entity.too.large") {
      return fail(res, 413, "image_rejected", IMAGE_ERROR);
    }
    if (type === "entity.too.large")
      return fail(res, 413, "too_large", "The request is too large.");
    if (type === "entity.parse.failed")
      return fail(res, 400, "invalid", "The request is not valid JSON.");
    next(error);
  };
  router.use(bodyErrors);
  return router;
}
