import { createRequestHandler, type ServerBuild } from "react-router";
import type { PageRenderer } from "./page-cache-forms.js";
import { routerContext } from "./page-context.js";

/**
 * Renders a React Router page for everyone, for the page cache: a neutral request, so
 * nothing of the visitor (cookies, language, agent) reaches the render.
 * Why: docs/decisions/021-page-cache-and-csp.md
 */
export function documentRenderer(build: () => Promise<ServerBuild>, mode: string): PageRenderer {
  const handle = createRequestHandler(build, mode);
  return (url, nonce) =>
    handle(
      new Request(url, { headers: { Accept: "text/html" } }),
      routerContext({ nonce, wholeDocument: true }),
    );
}
