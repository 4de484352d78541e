import { Router } from "express";

/** /api/auth/* and the post-writing API: filled in by accounts and admin. */
export function accountsRouter(): Router {
  return Router();
}
