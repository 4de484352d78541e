import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, setConfig } from "../../server/config.js";
import { closeDb, createDb } from "../../server/db/index.js";
import { defaultPoolMax } from "../../server/db/settings.js";
import { databaseAnswers, siteModule } from "../../server/http/site.js";
import { closeShared } from "../../server/shutdown.js";
import { healthz } from "../../server/web/health.js";
import { readyz } from "../../server/web/readiness.js";
import { engines, POSTGRES_URL } from "../../test-support/databases.js";
import { listen, type Running } from "../../test-support/stand-ins/http-server.js";

/**
 * A database and a Redis that accept connections and never answer (a black hole: a dead
 * host behind a live balancer, a full accept queue). The probes answer within 2 s and say
 * nothing of them but "did not answer"; Redis is probed over one connection however often.
 * Why: docs/decisions/041-probes-and-timeouts.md
 */
interface BlackHole {
  port: number;
  /** Connections accepted since start. */
  accepted: () => number;
  close(): Promise<void>;
}

async function blackHole(): Promise<BlackHole> {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => {
    sockets.push(socket);
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    accepted: () => sockets.length,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const postgres = (await engines()).some((engine) => engine.name === "postgres");
let database: BlackHole;
let redis: BlackHole;
let app: Running;

beforeAll(async () => {
  [database, redis] = await Promise.all([blackHole(), blackHole()]);
  setConfig(
    loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), "rd-probes-")),
      AUTH_SECRET: "probes-test-secret-long-enough-0123456789",
      DATABASE_URL: `postgres://blog_owner:pg-password-stays-in@127.0.0.1:${database.port}/reels_private`,
      REDIS_URL: `redis://:redis-password-stays-in@127.0.0.1:${redis.port}/3`,
      REDIS_PREFIX: `probes-${process.pid}:`,
    }),
  );
  // The probes as the app mounts them (server/http/app.ts).
  const probes = express();
  probes.get("/healthz", healthz(siteModule().healthChecks ?? []));
  probes.get("/readyz", readyz([databaseAnswers]));
  app = await listen(probes);
});

afterAll(async () => {
  await app?.close();
  await closeShared();
  await closeDb().catch(() => undefined);
  await Promise.all([database?.close(), redis?.close()]);
});

const NAMED = ["127.0.0.1", "blog_owner", "reels_private", "pg-password", "redis-password"];

async function probe(path: string): Promise<{ status: number; body: string }> {
  const res = await fetch(`${app.origin}${path}`, { signal: AbortSignal.timeout(2_000) });
  return { status: res.status, body: await res.text() };
}

describe("the probes with a database and a Redis that never answer", () => {
  it("/healthz answers within 2 s, 503, saying only that the database did not answer", async () => {
    const { status, body } = await probe("/healthz");
    expect(status).toBe(503);
    expect(JSON.parse(body).checks.database).toEqual({ ok: false, detail: "did not answer" });
    for (const name of [...NAMED, String(database.port)]) expect(body).not.toContain(name);
  });

  it("/readyz answers within 2 s, 503, saying only that the database and Redis did not answer", async () => {
    const { status, body } = await probe("/readyz");
    expect(status).toBe(503);
    expect(JSON.parse(body).checks).toEqual({
      database: { ok: false, detail: "did not answer" },
      redis: { ok: false, detail: "did not answer" },
    });
    for (const name of [...NAMED, String(redis.port)]) expect(body).not.toContain(name);
  });

  it("probes Redis over one connection and checks at most about once a second, however often asked", async () => {
    const redisBefore = redis.accepted();
    const databaseBefore = database.accepted();
    const started = Date.now();
    const answers: number[] = [];
    while (Date.now() - started < 1_500) {
      const batch = await Promise.all(Array.from({ length: 10 }, () => probe("/readyz")));
      answers.push(...batch.map((a) => a.status));
    }
    expect(answers.length).toBeGreaterThanOrEqual(20);
    expect(answers.every((status) => status === 503)).toBe(true);
    // The probe's one Redis connection is kept (at most one reconnect), not one per call.
    expect(redis.accepted() - redisBefore).toBeLessThanOrEqual(1);
    expect(redis.accepted()).toBeLessThanOrEqual(2);
    // A check every second or so: a handful of attempts at the database, not one per call.
    expect(database.accepted() - databaseBefore).toBeLessThanOrEqual(4);
  });
});

describe("a check still pending", () => {
  it("is not started again: /readyz polled once a second asks the black hole once", async () => {
    // Issue 36, item 5: polled once a second for 30 s, /readyz opened 26 connections to it,
    // each ping still waiting for its connection (5 s) when the next began.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const before = database.accepted();
    for (let i = 0; i < 4; i++) {
      expect((await probe("/readyz")).status).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
    }
    expect(database.accepted() - before).toBeLessThanOrEqual(1);
  });
});

describe("the PostgreSQL pool", () => {
  it("gives up on a database that accepts and never answers at the connect timeout", async () => {
    const db = createDb(
      { kind: "postgres", url: `postgres://u@127.0.0.1:${database.port}/x` },
      { connectMs: 300, statementMs: 1_000, queryMs: 1_000, poolMax: 2 },
    );
    try {
      await expect(sql`select 1`.execute(db)).rejects.toThrow();
    } finally {
      await db.destroy().catch(() => undefined);
    }
  }, 5_000);

  it.runIf(postgres)(
    "ends a statement past the statement timeout",
    async () => {
      const db = createDb(
        { kind: "postgres", url: POSTGRES_URL },
        { connectMs: 2_000, statementMs: 300, queryMs: 5_000, poolMax: 1 },
      );
      try {
        await expect(sql`select pg_sleep(3)`.execute(db)).rejects.toThrow(/statement timeout/);
      } finally {
        await db.destroy();
      }
    },
    5_000,
  );

  it("keeps every worker's pool and the primary's under PostgreSQL's 100 connections", () => {
    for (let workers = 1; workers <= 64; workers++) {
      const processes = workers + 1;
      expect(defaultPoolMax(processes) * processes, `${workers} workers`).toBeLessThanOrEqual(90);
    }
    expect(defaultPoolMax(2)).toBe(10);
    expect(defaultPoolMax(17)).toBe(4);
  });
});
