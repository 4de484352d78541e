import { redirect } from "react-router";
import { adminApi, type Me, SessionEndedError } from "~/lib/admin-api";
import { getToken } from "~/lib/token";

/**
 * The client guard of every admin screen (used as its clientLoader): no stored token,
 * or a token the server no longer accepts, lands on /login.
 */
export async function requireAccount(): Promise<Me> {
  if (!getToken()) throw redirect("/login");
  try {
    return await adminApi.me({ quiet: true });
  } catch (error) {
    if (error instanceof SessionEndedError) throw redirect("/login");
    throw error;
  }
}

/**
 * An admin API read inside a clientLoader: a session that ended on the way sends the user
 * to /login through the router instead of failing the screen.
 */
export async function loadOrSignIn<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof SessionEndedError) throw redirect("/login");
    throw error;
  }
}
