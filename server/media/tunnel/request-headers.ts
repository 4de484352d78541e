import type { Ticket } from "./token.js";

/** What the tunnel sends upstream: a browser's user agent, the ticket's headers, a safe Range. */
export function upstreamHeaders(
  ticket: Pick<Ticket, "h">,
  range: string | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {
    "user-agent":
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
    accept: "*/*",
    ...ticket.h,
  };
  if (range && /^bytes=[\d,\s-]+$/.test(range) && range.length < 200) headers.range = range;
  return headers;
}
