import { type RequestHandler, Router } from "express";
import { getConfig } from "../config.js";
import { getDb } from "../db/index.js";
import { robotsTxt, rssXml, sitemapXml } from "./feeds.js";
import { imagesService, type VariantFormat, type VariantName } from "./images.js";

const VARIANT_FILE = /^(hero|card)\.(jpg|webp)$/;
const IMAGE_ID = /^[0-9a-f]{24}$/;
const CONTENT_TYPES: Record<VariantFormat, string> = { jpg: "image/jpeg", webp: "image/webp" };

const serveImage: RequestHandler<{ id: string; file: string }> = async (req, res, next) => {
  try {
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
    const bytes = await imagesService(getDb()).variant(id, name, format);
    if (!bytes) {
      res.setHeader("Cache-Control", "no-store");
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("ETag", etag);
    res.type(CONTENT_TYPES[format]).send(bytes);
  } catch (error) {
    next(error);
  }
};

/** Image variants, sitemap, robots and the feed. */
export function blogRouter(): Router {
  const router = Router();

  router.get("/images/:id/:file", serveImage);

  router.get("/sitemap.xml", async (_req, res, next) => {
    try {
      const xml = await sitemapXml(getDb(), getConfig().publicUrl);
      res.setHeader("Cache-Control", "public, max-age=300");
      res.type("application/xml").send(xml);
    } catch (error) {
      next(error);
    }
  });

  router.get("/robots.txt", (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.type("text/plain").send(robotsTxt(getConfig().publicUrl));
  });

  router.get("/blogs/rss.xml", async (_req, res, next) => {
    try {
      const xml = await rssXml(getDb(), getConfig().publicUrl);
      res.setHeader("Cache-Control", "public, max-age=300");
      res.type("application/rss+xml").send(xml);
    } catch (error) {
      next(error);
    }
  });

  return router;
}
