import { z } from "zod";

export const INVALID_EMAIL = "Please enter a valid email address";

/**
 * The account forms' e-mail check, the same rule the accounts server applies (zod's
 * e-mail format), so a mistake is caught as the user types instead of after a round trip.
 */
export function checkEmail(email: string): string | null {
  return z.email().safeParse(email.trim()).success ? null : INVALID_EMAIL;
}
