import { createAuthClient } from "better-auth/client";
import { SIGN_IN_PASS_HEADER } from "~common/sign-in";
import { getToken } from "./token";

/** The account screens' sentences, verbatim from the product's copy. */
export const UNVERIFIED_MESSAGE =
  "Please verify your email before signing in. Check your inbox for the verification link.";
export const SIGN_IN_FAILED = "Failed to sign in";
export const SIGN_UP_FAILED = "Failed to sign up";
export const RESET_MAIL_FAILED =
  "Failed to send reset email. Please check your email address and try again.";
export const RESET_FAILED =
  "Failed to reset password. The link may have expired; ask for a new one.";
export const SIGN_OUT_FAILED = "Failed to sign out. Please try again.";
/**
 * True whether or not the address already had an account: which one it was is told only
 * to the address's owner, by mail.
 */
export const SIGN_UP_NOTICE =
  "Check your email. If this address is new here, we sent a link to verify it before you sign in; if it already has an account, we sent links to sign in or reset your password. Redirecting to login...";
export const RESET_NOTICE =
  "If an account exists for that email, a password reset link is on its way. Check your inbox. Redirecting to login...";

export type Outcome<T = object> = ({ ok: true } & T) | { ok: false; message: string };

interface ClientError {
  status: number;
  code?: string;
  message?: string;
}

/** The server's message when there is one (better-auth's or our rate limiter's). */
function messageOf(error: ClientError | null | undefined, fallback: string): string {
  const rateLimited = error?.status === 429 && (error as { error?: { message?: string } }).error;
  if (rateLimited && typeof rateLimited.message === "string") return rateLimited.message;
  if (error?.status === 429) return "Too many attempts. Please wait a few minutes and try again.";
  return error?.message || fallback;
}

/**
 * A reset step's outcome: failures say only `fallback` (nothing that tells whether an
 * account exists), unless our rate limiter answered.
 */
async function resetOutcome(
  request: () => Promise<{ error: ClientError | null }>,
  fallback: string,
): Promise<Outcome> {
  try {
    const { error } = await request();
    if (error) {
      return { ok: false, message: error.status === 429 ? messageOf(error, fallback) : fallback };
    }
    return { ok: true };
  } catch {
    return { ok: false, message: fallback };
  }
}

export interface AccountClientOptions {
  /** Absolute origin; the page's own origin in the browser. */
  baseURL?: string;
  /** Where the bearer token comes from; local storage in the browser. */
  token?: () => string | null;
  /** Extra request headers (tests use them to stand for distinct visitors). */
  headers?: Record<string, string>;
}

/** Sign-up, sign-in, sign-out and password reset against our better-auth server. */
export function accountClient({ baseURL, token = getToken, headers }: AccountClientOptions = {}) {
  const client = createAuthClient({
    baseURL: `${baseURL ?? (typeof window === "undefined" ? "" : window.location.origin)}/api/auth`,
    fetchOptions: { headers, auth: { type: "Bearer", token: () => token() ?? undefined } },
  });

  return {
    async signUp(email: string, password: string): Promise<Outcome> {
      try {
        const { error } = await client.signUp.email({
          email,
          password,
          // better-auth wants a name; our sign-up form has none.
          name: email.split("@")[0] ?? email,
        });
        if (error) return { ok: false, message: messageOf(error, SIGN_UP_FAILED) };
        return { ok: true };
      } catch {
        return { ok: false, message: SIGN_UP_FAILED };
      }
    },

    /** `pass`: the sign-in pass of a mailed link, which gets past a lock others caused. */
    async signIn(
      email: string,
      password: string,
      pass?: string | null,
    ): Promise<Outcome<{ token: string }>> {
      try {
        const { data, error } = await client.signIn.email(
          { email, password },
          pass ? { headers: { ...headers, [SIGN_IN_PASS_HEADER]: pass } } : undefined,
        );
        if (error) {
          if (error.code === "EMAIL_NOT_VERIFIED")
            return { ok: false, message: UNVERIFIED_MESSAGE };
          return { ok: false, message: messageOf(error, SIGN_IN_FAILED) };
        }
        if (!data?.token) return { ok: false, message: SIGN_IN_FAILED };
        return { ok: true, token: data.token };
      } catch {
        return { ok: false, message: SIGN_IN_FAILED };
      }
    },

    async signOut(): Promise<boolean> {
      try {
        const { error } = await client.signOut();
        return !error;
      } catch {
        return false;
      }
    },

    requestPasswordReset(email: string): Promise<Outcome> {
      return resetOutcome(
        () => client.requestPasswordReset({ email, redirectTo: "/reset-password" }),
        RESET_MAIL_FAILED,
      );
    },

    resetPassword(resetToken: string, newPassword: string): Promise<Outcome> {
      return resetOutcome(
        () => client.resetPassword({ token: resetToken, newPassword }),
        RESET_FAILED,
      );
    },
  };
}

export type AccountClient = ReturnType<typeof accountClient>;
