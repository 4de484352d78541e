import type { Request, Response } from "express";
import type { BatchLine, BatchResponse, BatchRow } from "../../../common/media-api.js";
import { getConfig } from "../../config.js";
import { ratelimitHeaders, tooManyRequests } from "../../web/rate-limit.js";
import { type MediaError, serverBusy } from "../errors.js";
import { lookupLimit } from "../lookup-limit.js";
import { lookUpBatch } from "./lookups.js";
import { batchRequest } from "./request.js";
import { batchSettings } from "./settings.js";

/** Up to 100 links of up to 2 KiB each, with room for JSON. */
export const BATCH_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/resolve/batch: `{ urls, kind? }`. Every link spends one lookup of the caller's limit
 * (the visitor's or the API key's) before any is asked; a link past the limit answers its row
 * `rate_limited`, and a batch refused at its first link is a 429 like a single lookup. The rows
 * come as JSON in the links' order, or as NDJSON lines (`Accept: application/x-ndjson`) as each
 * is answered. Errors of the request itself go to the resolve error handler.
 * Why: docs/decisions/074-several-links-at-once.md
 */
export async function batchRoute(req: Request, res: Response): Promise<void> {
  res.set("Cache-Control", "no-store");
  const { linksPerPaste } = batchSettings.of(getConfig());
  const { urls, kind } = batchRequest(req.body, linksPerPaste);
  // A screen's session pays for every link, as it would for each looked up alone.
  const more = res.locals.moreLookups;
  if (more && urls.length > 1 && !(await more(urls.length - 1))) {
    res.status(401).json({
      error: {
        code: "screen_session_ended",
        message: "This page's lookup session has ended. Please try again.",
      },
    });
    return;
  }

  const refusals: (MediaError | undefined)[] = [];
  for (const [index] of urls.entries()) {
    const state = await lookupLimit(req, res);
    if (index === 0) {
      ratelimitHeaders(res, state);
      if (state.refused) return tooManyRequests(res, state.resetSeconds * 1000);
    }
    refusals.push(state.refused ? serverBusy(state.resetSeconds) : undefined);
  }
  const spent = refusals.values();

  const left = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) left.abort();
  });
  const lifetime = res.locals.tunnelTtlSeconds;
  const rows = lookUpBatch(urls, {
    kind,
    spend: async () => spent.next().value,
    signal: left.signal,
    ...(lifetime ? { tunnelTtlSeconds: lifetime } : {}),
  });

  if (req.accepts(["application/json", "application/x-ndjson"]) === "application/x-ndjson") {
    res.status(200).type("application/x-ndjson");
    // Each row is sent as it is answered: the page shows it at once.
    res.flushHeaders();
    for await (const { index, row } of rows) {
      if (left.signal.aborted) break;
      res.write(`${JSON.stringify({ index, ...row } satisfies BatchLine)}\n`);
    }
    res.end();
    return;
  }
  const ordered: BatchRow[] = new Array(urls.length);
  for await (const { index, row } of rows) ordered[index] = row;
  res.json({ rows: ordered } satisfies BatchResponse);
}
