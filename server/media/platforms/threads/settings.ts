import { z } from "zod";
import { declareSettings, httpUrl, variable, withoutTrailingSlash } from "../../../config.js";

/**
 * Where Threads is asked and how we look: the post page carries the post only for a request
 * that looks like Safari loading a document. Why: docs/decisions/047-threads.md
 */
const THREADS_DEFAULTS = {
  origin: "https://www.threads.com",
  /** A current Safari on macOS: Chrome's user agent gets the empty shell. */
  userAgent:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Safari/605.1.15",
  /** A document's Accept: `*\/*` gets the empty shell. */
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  /** A public post the probe of a wall reads (Mark Zuckerberg's first post, 2023). */
  probeUrl: "https://www.threads.com/@zuck/post/CuP48CiS5sx",
} as const;

/** A header value: one line of printable text. */
const headerValue = z
  .string()
  .max(512, "must be at most 512 characters")
  .regex(/^[\x20-\x7e]+$/, "must be one line of printable ASCII");

/** The THREADS_* variables, read and checked with the rest of the configuration. */
export const threadsSettings = declareSettings(
  "threads",
  {
    THREADS_ORIGIN: variable(httpUrl, THREADS_DEFAULTS.origin),
    THREADS_USER_AGENT: variable(headerValue, THREADS_DEFAULTS.userAgent),
    THREADS_ACCEPT: variable(headerValue, THREADS_DEFAULTS.accept),
    THREADS_PROBE_URL: variable(httpUrl, THREADS_DEFAULTS.probeUrl),
  },
  (env) => ({
    origin: withoutTrailingSlash(env.THREADS_ORIGIN),
    userAgent: env.THREADS_USER_AGENT,
    accept: env.THREADS_ACCEPT,
    /** Why: docs/decisions/059-platform-client.md */
    probeUrl: env.THREADS_PROBE_URL,
  }),
);

export type ThreadsSettings = ReturnType<typeof threadsSettings.of>;
