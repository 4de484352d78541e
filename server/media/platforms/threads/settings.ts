import { headerValue } from "../../../config.js";
import { platformSettings, setting } from "../platform-settings.js";

/**
 * The THREADS_* variables: where Threads is asked and how we look; the post page carries the
 * post only for a request that looks like Safari loading a document.
 * Why: docs/decisions/047-threads.md
 */
export const threadsSettings = platformSettings("threads", {
  origin: setting.origin("THREADS_ORIGIN", "https://www.threads.com"),
  /** A current Safari on macOS: Chrome's user agent gets the empty shell. */
  userAgent: setting.userAgent(
    "THREADS_USER_AGENT",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Safari/605.1.15",
  ),
  /** A document's Accept: `*\/*` gets the empty shell. */
  accept: setting(
    "THREADS_ACCEPT",
    headerValue,
    "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  ),
  /** Mark Zuckerberg's first post (2023). */
  probeUrl: setting.probe("THREADS_PROBE_URL", "https://www.threads.com/@zuck/post/CuP48CiS5sx"),
});

export type ThreadsSettings = ReturnType<typeof threadsSettings.of>;
