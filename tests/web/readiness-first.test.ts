import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadConfig, setConfig } from "../../server/config.js";
import { closeShared } from "../../server/shutdown.js";
import { readyz } from "../../server/web/readiness.js";
import { listen, type Running } from "../../test-support/stand-ins/http-server.js";

/**
 * The first readiness probe of a process opens its Redis connection: it waits for it, within
 * the probe's deadline, instead of answering 503 while the connection is still being made.
 * Why: docs/decisions/041-probes-and-timeouts.md
 */
let app: Running;

beforeAll(async () => {
  setConfig(
    loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), "rd-ready-")),
      AUTH_SECRET: "readiness-test-secret-long-enough-0123456789",
      REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
      REDIS_PREFIX: `ready-${process.pid}-${Date.now()}:`,
    }),
  );
  const probes = express();
  probes.get("/readyz", readyz([{ name: "database", run: async () => {} }]));
  app = await listen(probes);
});

afterAll(async () => {
  await app?.close();
  await closeShared();
});

it("answers 200 at the first probe when Redis answers", async () => {
  const res = await fetch(`${app.origin}/readyz`);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({
    status: "ready",
    checks: { database: { ok: true }, redis: { ok: true } },
  });
});
