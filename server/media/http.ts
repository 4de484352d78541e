import { Router } from "express";

/** /api/resolve and /api/tunnel: filled in by the media engine. */
export function mediaRouter(): Router {
  return Router();
}
