import { Router } from "express";
import { getDb } from "../db/index.js";
import { imagesService, type VariantFormat, type VariantName } from "./images.js";

const VARIANT_FILE = /^(hero|card)\.(jpg|webp)$/;
const CONTENT_TYPES: Record<VariantFormat, string> = { jpg: "image/jpeg", webp: "image/webp" };

/** Image variants, sitemap, robots and the feed. */
export function blogRouter(): Router {
  const router = Router();

  router.get("/images/:id/:file", async (req, res, next) => {
    try {
      const match = VARIANT_FILE.exec(req.params.file);
      const id = req.params.id;
      if (!match || !/^[0-9a-f]{24}$/.test(id)) {
        res.status(404).type("text/plain").send("Not found");
        return;
      }
      const name = match[1] as VariantName;
      const format = match[2] as VariantFormat;
      // The id is a hash of the content: the same URL always means the same bytes.
      const etag = `"${id}-${name}-${format}"`;
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.setHeader("ETag", etag);
      if (req.headers["if-none-match"] === etag) {
        res.status(304).end();
        return;
      }
      const bytes = await imagesService(getDb()).variant(id, name, format);
      if (!bytes) {
        res.removeHeader("ETag");
        res.setHeader("Cache-Control", "no-store");
        res.status(404).type("text/plain").send("Not found");
        return;
      }
      res.type(CONTENT_TYPES[format]).send(bytes);
    } catch (error) {
      next(error);
    }
  });

  return router;
}
