import { sharedLimit } from "../web/rate-limit.js";

/**
 * Lookups a visitor (or an API key, at its own figure) may make a minute, wherever they are
 * asked: /api/resolve and cobalt's protocol spend the same budget.
 * Why: docs/decisions/044-public-api.md
 */
export const lookupLimit = sharedLimit("resolve", { points: 30, durationSeconds: 60 });
