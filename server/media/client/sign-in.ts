/**
 * When a platform's signed-in sessions take part in a lookup: `never`; `fallback` (logged out
 * first, the sessions when the post needs a signed-in reader or every address rests); `first`
 * (a session first, logged out when none answers); `only` (nothing but a session can read it).
 * Why: docs/decisions/059-platform-client.md
 */
export type SignInTurn = "never" | "fallback" | "first" | "only";
