import express, { Router } from "express";
import { ZodError } from "zod";
import type { ApiKeyCreated, ApiKeyInfo, ApiKeyList } from "../../common/admin-api.js";
import { KEY_NAME_TAKEN } from "../../common/api-key-rules.js";
import { firstIssue } from "../../common/post-schema.js";
import { bodyErrors, fail, noStore, requireAdmin, requireSession } from "../accounts/guard.js";
import type { AccountsContext } from "../accounts/instance.js";
import { createApiKey, KeyNameTaken, listApiKeys, revokeApiKey } from "./keys.js";

/** A name and a figure: a few dozen bytes. */
export const KEY_BODY_LIMIT = 4 * 1024;

/**
 * The admin area's keys: list (with last use), create (the key shown once), revoke. Every
 * route checks the session (401) and the role (403) first (011-admin-only-writes.md).
 * Why: docs/decisions/044-public-api.md
 */
export function apiKeysAdminRouter(context: AccountsContext): Router {
  const router = Router();
  router.use("/api/admin/api-keys", noStore, requireSession(context), requireAdmin);

  router.get("/api/admin/api-keys", async (_req, res) => {
    res.json({ keys: await listApiKeys(context.db()) } satisfies ApiKeyList);
  });

  router.post("/api/admin/api-keys", express.json({ limit: KEY_BODY_LIMIT }), async (req, res) => {
    try {
      const created = await createApiKey(context.db(), req.body ?? {});
      res.status(201).json(created satisfies ApiKeyCreated);
    } catch (error) {
      if (error instanceof ZodError) return fail(res, 400, "invalid", firstIssue(error));
      if (error instanceof KeyNameTaken) return fail(res, 409, "name_taken", KEY_NAME_TAKEN);
      throw error;
    }
  });

  router.delete("/api/admin/api-keys/:id", async (req, res) => {
    const revoked = await revokeApiKey(context.db(), { id: String(req.params.id) });
    if (!revoked) return fail(res, 404, "not_found", "There is no key in force with this id.");
    res.json({ key: revoked } satisfies { key: ApiKeyInfo });
  });

  router.use("/api/admin/api-keys", bodyErrors);
  return router;
}
