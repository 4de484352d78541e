import { createContext, useContext, useState } from "react";

/**
 * The site stylesheet's text, given by the server renderer so the document carries it
 * inline: no render-blocking request before the first paint.
 * Why: docs/decisions/021-page-cache-and-csp.md
 */
export const StylesheetContext = createContext<string | undefined>(undefined);

export const STYLESHEET_ID = "site-css";

/**
 * On the server, the stylesheet from the context; in the browser, the text the server
 * already put in the document, so hydration finds the same element with the same text.
 */
export function useInlineStylesheet(): string {
  const fromServer = useContext(StylesheetContext);
  const [css] = useState(
    () =>
      fromServer ??
      (typeof document === "undefined"
        ? ""
        : (document.getElementById(STYLESHEET_ID)?.textContent ?? "")),
  );
  return css;
}
