import ipaddr from "ipaddr.js";

/**
 * Whether an origin can only be opened on this machine (localhost, 127.0.0.0/8, ::1): the
 * newcomer's `npm start`. Such an instance may print mailed links and let its first account
 * write; a public one does neither. Why: docs/decisions/039-secrets-stay-in.md
 */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  return ipaddr.isValid(host) && ipaddr.process(host).range() === "loopback";
}
