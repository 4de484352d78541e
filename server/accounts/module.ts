import type { WebModule } from "../web/module.js";
import { AUTH_BODY_LIMIT } from "./auth-routes.js";
import { type AccountsOptions, accountsRouter } from "./http.js";

/** The accounts domain in the web app: its routes and the cap on what they read. */
export function accountsModule(options: AccountsOptions = {}): WebModule {
  return {
    name: "accounts",
    router: accountsRouter(options),
    bodyLimits: [{ path: /^\/api\/(?:auth|account)\//, bytes: AUTH_BODY_LIMIT }],
  };
}
