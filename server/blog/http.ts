import { type RequestHandler, Router } from "express";
import { type AccountsOptions, accountsContext } from "../accounts/instance.js";
import { blogAdminRouter } from "./admin-http.js";
import { imagesService, type VariantFormat, type VariantName } from "./images.js";

const VARIANT_FILE = /^(hero|card)\.(jpg|webp)$/;
const IMAGE_ID = /^[0-9a-f]{24}$/;
const CONTENT_TYPES: Record<VariantFormat, string> = { jpg: "image/jpeg", webp: "image/webp" };

/**
 * Image variants and the admin API (server/blog/admin-http.ts). The sitemap, robots.txt and the
 * feed are documents the page cache serves (server/blog/module.ts).
 */
export function blogRouter(options: AccountsOptions = {}): Router {
  const router = Router();
  const { db } = accountsContext(options);

  const serveImage: RequestHandler<{ id: string; file: string }> = async (req, res) => {
    const match = VARIANT_FILE.exec(req.params.file);
    const id = req.params.id;
    if (!match || !IMAGE_ID.test(id)) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    const name = match[1] as VariantName;
    const format = match[2] as VariantFormat;
    // The id is a hash of the upload: the same URL always means the same bytes.
    const etag = `"${id}-${name}-${format}"`;
    if (req.headers["if-none-match"] === etag) {
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.setHeader("ETag", etag);
      res.status(304).end();
      return;
    }
    const bytes = await imagesService(db()).variant(id, name, format);
    if (!bytes) {
      res.setHeader("Cache-Control", "no-store");
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("ETag", etag);
    res.type(CONTENT_TYPES[format]).send(bytes);
  };

  router.get("/images/:id/:file", serveImage);

  router.use(blogAdminRouter(options));
  return router;
}
