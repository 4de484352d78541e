import type { RequestHandler } from "express";
import { getDb, ping } from "../db/index.js";

export type CheckResult = { ok: boolean; detail?: string };

/**
 * Named readiness checks reported by GET /healthz. The database decides the status
 * code; the others are reported so an operator sees a degraded feature (for example
 * audio without ffmpeg) without the load balancer taking the instance out.
 */
const checks = new Map<string, { critical: boolean; run: () => Promise<CheckResult> }>();

export function registerHealthCheck(
  name: string,
  run: () => Promise<CheckResult>,
  { critical = false } = {},
): void {
  checks.set(name, { critical, run });
}

registerHealthCheck(
  "database",
  async () => {
    await ping(getDb());
    return { ok: true };
  },
  { critical: true },
);

export const healthz: RequestHandler = async (_req, res) => {
  const report: Record<string, CheckResult> = {};
  let healthy = true;
  for (const [name, check] of checks) {
    let result: CheckResult;
    try {
      result = await check.run();
    } catch (error) {
      result = { ok: false, detail: (error as Error).message };
    }
    report[name] = result;
    if (!result.ok && check.critical) healthy = false;
  }
  res
    .status(healthy ? 200 : 503)
    .set("Cache-Control", "no-store")
    .json({ status: healthy ? "ok" : "unavailable", checks: report });
};
