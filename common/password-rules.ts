import { z } from "./zod.js";

/** Password rules of the account forms (sign-up, reset, change), shared with the server. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORDS_DIFFER = "Passwords do not match";
export const PASSWORD_TOO_SHORT = "Password must be at least 6 characters long";

export const changePasswordSchema = z.object({
  newPassword: z
    .string()
    .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`),
});

/** The checks the sign-up and change-password forms make before calling the server. */
export function checkNewPassword(password: string, confirm: string): string | null {
  if (password !== confirm) return PASSWORDS_DIFFER;
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}
