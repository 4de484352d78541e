import { createContext } from "react-router";

/**
 * Values the Express server hands to React Router for one request. Typed router contexts
 * (React Router's middleware API) replace the untyped AppLoadContext object.
 */

/** The CSP nonce of this response; inline scripts must carry it. */
export const nonceContext = createContext<string | undefined>(undefined);

/**
 * True when the page's path held a percent sign that does not decode: the server passes
 * the path on with the stray signs escaped and the root answers 400 with the error screen.
 */
export const malformedPathContext = createContext<boolean>(false);

/**
 * True when the page is rendered for the page cache: everything is rendered before the
 * first byte (no streamed boundaries). Why: docs/decisions/021-page-cache-and-csp.md
 */
export const wholeDocumentContext = createContext<boolean>(false);
