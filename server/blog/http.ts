import { Router } from "express";

/** Image variants, sitemap, robots and the feed: filled in by the blog. */
export function blogRouter(): Router {
  return Router();
}
