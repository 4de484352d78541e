import { z } from "zod";
import { declareSettings, variable } from "../config.js";

const seconds = (max: number) =>
  z.coerce
    .number({ error: "must be a number of seconds" })
    .positive("must be more than 0")
    .max(max, `must be at most ${max}`);

/**
 * How long PostgreSQL may take before a request gives up, and how many connections each
 * process opens. Without them a database that stops answering held every render, write and
 * probe for as long as TCP did. Why: docs/decisions/041-probes-and-timeouts.md
 */
export const databaseSettings = declareSettings(
  "database",
  {
    DATABASE_CONNECT_TIMEOUT_SECONDS: variable(seconds(600), "5"),
    DATABASE_STATEMENT_TIMEOUT_SECONDS: variable(seconds(3600), "10"),
    DATABASE_QUERY_TIMEOUT_SECONDS: variable(seconds(3600), "15"),
    DATABASE_POOL_MAX: variable(
      z.coerce
        .number({ error: "must be a number of connections" })
        .int("must be a whole number")
        .min(1, "must be at least 1")
        .max(1000, "must be at most 1000")
        .optional(),
    ),
  },
  (env) => ({
    connectMs: env.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
    statementMs: env.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
    queryMs: env.DATABASE_QUERY_TIMEOUT_SECONDS * 1000,
    poolMax: env.DATABASE_POOL_MAX,
  }),
);

export type DatabaseLimits = ReturnType<typeof databaseSettings.of>;

/**
 * Connections per process when DATABASE_POOL_MAX is not set: what leaves every worker and the
 * primary of `npm start` together under PostgreSQL's default of 100 connections (80 for the
 * workers), at most 10 each.
 */
export function defaultPoolMax(processes: number): number {
  return Math.max(1, Math.min(10, Math.floor(80 / processes)));
}
