import { createContext, useContext } from "react";

/** The CSP nonce of the response being rendered; only known during server rendering. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
