import type { RequestHandler } from "express";
import { DID_NOT_ANSWER, oneAtATime, probeLimits, reused, within } from "./probe-answers.js";

export type CheckResult = { ok: boolean; detail?: string };

/** A check GET /healthz runs, declared by the domain whose feature it watches. */
export interface HealthCheck {
  name: string;
  run: () => Promise<CheckResult>;
  /** Decides the status code; the others are only reported. */
  critical?: boolean;
}

/**
 * GET /healthz: runs the named checks. The critical ones (the database) decide the status
 * code; the others are reported so an operator sees a degraded feature (for example audio
 * without ffmpeg) without the load balancer taking the instance out. The answer is public:
 * a check that throws or takes too long "did not answer", never the driver's message (host,
 * user and database names). A check still pending from an earlier probe is not started again.
 * Why: docs/decisions/041-probes-and-timeouts.md, 064-bounded-work-and-closed-doors.md
 */
export function healthz(checks: readonly HealthCheck[]): RequestHandler {
  const runs = new Map(checks.map((check) => [check, oneAtATime(check.run)]));
  const report = reused(async () => {
    const results: Record<string, CheckResult> = {};
    let healthy = true;
    await Promise.all(
      checks.map(async (check) => {
        let result: CheckResult;
        try {
          result = await within((runs.get(check) ?? check.run)(), probeLimits.deadlineMs);
        } catch {
          result = { ok: false, detail: DID_NOT_ANSWER };
        }
        results[check.name] = result;
        if (!result.ok && check.critical) healthy = false;
      }),
    );
    // In the order the checks are declared, whichever answered first.
    const ordered = Object.fromEntries(checks.map((c) => [c.name, results[c.name]]));
    return { healthy, checks: ordered };
  });
  return async (_req, res) => {
    const { healthy, checks: results } = await report();
    res
      .status(healthy ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: healthy ? "ok" : "unavailable", checks: results });
  };
}
