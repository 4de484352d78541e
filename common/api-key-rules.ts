import { z } from "./zod.js";

/**
 * What an API key is made with, checked the same by the admin screen, the admin API and
 * `npm run api-key`. Why: docs/decisions/044-public-api.md
 */

/** Requests a minute a key gets when none is given. */
export const DEFAULT_KEY_PER_MINUTE = 60;
export const MAX_KEY_PER_MINUTE = 100_000;
export const KEY_NAME_LIMITS = "The name must be between 1 and 80 characters.";
export const KEY_PER_MINUTE_LIMITS = `Requests per minute must be a whole number from 1 to ${MAX_KEY_PER_MINUTE}.`;
export const KEY_NAME_TAKEN = "A key in force already has this name. Choose another name.";

export const apiKeyInputSchema = z.object({
  name: z
    .string({ error: KEY_NAME_LIMITS })
    .trim()
    .min(1, KEY_NAME_LIMITS)
    .max(80, KEY_NAME_LIMITS),
  perMinute: z
    .number({ error: KEY_PER_MINUTE_LIMITS })
    .int(KEY_PER_MINUTE_LIMITS)
    .min(1, KEY_PER_MINUTE_LIMITS)
    .max(MAX_KEY_PER_MINUTE, KEY_PER_MINUTE_LIMITS)
    .default(DEFAULT_KEY_PER_MINUTE),
});
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;
