/** The session token, kept in local storage under `token` (a bearer token, never a cookie: docs/decisions/001-self-hosted-accounts.md). */
export const TOKEN_KEY = "token";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY);
}

/** Logout clears everything the admin area kept in local storage. */
export function clearStorage(): void {
  storage()?.clear();
}
