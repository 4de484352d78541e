import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** CSP nonce for this response's inline scripts. */
    nonce: string;
    /** Render everything before sending (pages kept in the page cache): no streamed boundaries. */
    wholeDocument?: boolean;
  }
}
