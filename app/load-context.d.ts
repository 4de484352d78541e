import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** CSP nonce for this response's inline scripts. */
    nonce: string;
  }
}
