import { pipeline } from "node:stream/promises";
import type { Request, Response } from "express";
import { getConfig } from "../../config.js";
import { upstreamPolicy } from "../host-policy.js";
import { downloadEgress } from "../pushback/turns.js";
import { type UpstreamResponse, upstreamRequest } from "../upstream/client.js";
import { toMediaError } from "../upstream/failures.js";
import {
  baseHeaders,
  contentType,
  discard,
  fail,
  MAX_MEDIA_BYTES,
  openOr403,
  upstreamFailure,
} from "./answer.js";
import { watchTransfer } from "./guard.js";
import { slotFor } from "./made-while-sent.js";
import { probeProcessed, relayProcessed } from "./processed.js";
import { routeTicket } from "./relookup.js";
import { upstreamHeaders } from "./request-headers.js";
import { relaySegmented } from "./segmented.js";
import { openTicket, type Ticket } from "./token.js";

/**
 * GET/HEAD /api/tunnel/:token: relays the file a sealed ticket names, from our origin.
 * Why: docs/decisions/004-sealed-tunnel.md
 */
export async function tunnelHandler(req: Request, res: Response): Promise<void> {
  const config = getConfig();
  const sealed = openOr403(res, () =>
    openTicket(String(req.params.token ?? ""), config.authSecret),
  );
  if (!sealed) return;
  let ticket: Ticket;
  try {
    ticket = await routeTicket(config, sealed);
  } catch (error) {
    const failure = toMediaError(error);
    if (failure.retryAfterSeconds !== undefined) {
      res.set("Retry-After", String(failure.retryAfterSeconds));
    }
    fail(
      res,
      failure.code === "rate_limited" ? 429 : 502,
      failure.code,
      "The file is no longer available. Please look it up again.",
    );
    return;
  }
  const head = req.method === "HEAD";
  const abort = new AbortController();
  const onClose = () => {
    if (!res.writableFinished) abort.abort();
  };
  res.on("close", onClose);

  if (ticket.g) {
    return relaySegmented(req, res, ticket, upstreamHeaders(ticket, undefined), abort);
  }
  if (ticket.p !== "none") {
    const headers = upstreamHeaders(ticket, undefined);
    if (head) return probeProcessed(res, ticket, headers, abort.signal);
    const release = await slotFor(res, ticket, abort.signal);
    if (!release) return;
    return relayProcessed(res, ticket, headers, abort, release);
  }

  let upstream: UpstreamResponse;
  const egress = downloadEgress(config, ticket.x);
  try {
    upstream = await upstreamRequest(ticket.u, {
      headers: upstreamHeaders(ticket, req.get("range")),
      signal: abort.signal,
      policy: upstreamPolicy(config).scoped({ platform: ticket.w, provider: ticket.t }),
      ...(egress ? { egress } : {}),
    });
  } catch (error) {
    if (!abort.signal.aborted) upstreamFailure(res, error);
    return;
  }

  const status = upstream.statusCode;
  if (status === 416) {
    discard(upstream);
    res
      .status(416)
      .set("Content-Range", String(upstream.headers["content-range"] ?? ""))
      .end();
    return;
  }
  if (status !== 200 && status !== 206) {
    discard(upstream);
    fail(res, 502, "upstream_failed", "The file is no longer available. Please look it up again.");
    return;
  }
  const length = Number(upstream.headers["content-length"]);
  if (Number.isFinite(length) && length > MAX_MEDIA_BYTES) {
    discard(upstream);
    fail(res, 502, "too_large", "This file is too large to download here.");
    return;
  }

  await relay(res, ticket, upstream, head);
}

/** The file as it is, with the upstream's range and validator headers. */
async function relay(
  res: Response,
  ticket: Ticket,
  upstream: UpstreamResponse,
  head: boolean,
): Promise<void> {
  const status = upstream.statusCode;
  baseHeaders(res, ticket);
  res.status(status);
  res.set("Content-Type", contentType(upstream.headers["content-type"], ticket.f));
  for (const name of ["content-length", "content-range", "last-modified", "etag"]) {
    const value = upstream.headers[name];
    if (value !== undefined) res.set(name, String(value));
  }
  res.set(
    "Accept-Ranges",
    upstream.headers["accept-ranges"] === "bytes" || status === 206 ? "bytes" : "none",
  );
  if (head) {
    discard(upstream);
    res.end();
    return;
  }
  // The size cap is enforced as bytes arrive too (a Content-Length can understate), and
  // the transfer deadlines end an upstream that trickles. Why: docs/decisions/008-upstream-guard-and-timeouts.md
  let relayed = 0;
  const watch = watchTransfer(() => {
    discard(upstream);
    res.destroy();
  });
  upstream.body.on("data", (chunk: Buffer) => {
    relayed += chunk.length;
    watch.count(chunk.length);
    if (relayed > MAX_MEDIA_BYTES) discard(upstream);
  });
  try {
    await pipeline(upstream.body, res);
  } catch {
    // The visitor went away or the upstream broke mid-file; the socket is already closed.
    res.destroy();
  } finally {
    watch.done();
  }
}
