import type { RequestHandler } from "express";

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
 * without ffmpeg) without the load balancer taking the instance out.
 */
export function healthz(checks: readonly HealthCheck[]): RequestHandler {
  return async (_req, res) => {
    const report: Record<string, CheckResult> = {};
    let healthy = true;
    for (const check of checks) {
      let result: CheckResult;
      try {
        result = await check.run();
      } catch (error) {
        result = { ok: false, detail: (error as Error).message };
      }
      report[check.name] = result;
      if (!result.ok && check.critical) healthy = false;
    }
    res
      .status(healthy ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: healthy ? "ok" : "unavailable", checks: report });
  };
}
