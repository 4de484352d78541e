import cluster, { type Worker } from "node:cluster";
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { Mutex } from "redis-semaphore";
import { answerWorkers, askPrimary } from "./primary-rpc.js";

/**
 * A store of short-lived values with locks, shared by the processes that must not repeat
 * each other's work (the lookup cache and its single flight): in memory (the `npm start`
 * primary holds it for its workers, who ask over IPC) or in Redis for every instance.
 * A lock is owned: taking it gives a token, and only that token releases it (compare and
 * delete), so a holder that outlived its lock never frees another's; every lock expires on
 * its own after the time it was taken for. Why: docs/decisions/036-one-state-across-processes.md
 */
export interface SharedStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Takes `key`'s lock for `ttlMs` at most: its token, or undefined when another holds it. */
  lock(key: string, ttlMs: number): Promise<string | undefined>;
  /** Releases `key`'s lock if `token` still holds it. */
  unlock(key: string, token: string): Promise<void>;
}

interface MemoryStore extends SharedStore {
  /** Releases every lock `owner` holds (a worker that exited). */
  releaseOwner(owner: string): void;
  lockAs(key: string, ttlMs: number, owner: string): string | undefined;
}

/** In this process's memory: bounded by the bytes its values take. */
export function memoryStore(maxBytes = 32 * 1024 * 1024): MemoryStore {
  const values = new LRUCache<string, string>({
    maxSize: maxBytes,
    sizeCalculation: (value, key) => value.length + key.length,
    ttlAutopurge: false,
  });
  const locks = new LRUCache<string, { token: string; owner: string }>({
    max: 100_000,
    ttlAutopurge: false,
  });
  const lockAs = (key: string, ttlMs: number, owner: string) => {
    if (locks.has(key)) return undefined;
    const token = randomUUID();
    locks.set(key, { token, owner }, { ttl: ttlMs });
    return token;
  };
  return {
    async get(key) {
      return values.get(key);
    },
    async set(key, value, ttlMs) {
      values.set(key, value, { ttl: ttlMs });
    },
    async lock(key, ttlMs) {
      return lockAs(key, ttlMs, "");
    },
    lockAs,
    async unlock(key, token) {
      if (locks.get(key)?.token === token) locks.delete(key);
    },
    releaseOwner(owner) {
      for (const [key, held] of locks.entries()) if (held.owner === owner) locks.delete(key);
    },
  };
}

/** How long a worker waits for its primary before going on without the store. */
const PRIMARY_MS = 1000;

/** The `npm start` primary's store, asked over IPC by a worker. */
export function primaryStore(): SharedStore {
  const ask = <T>(name: string, body: unknown) =>
    askPrimary<T>(`store.${name}`, body, { timeoutMs: PRIMARY_MS });
  return {
    async get(key) {
      return (await ask<string | null>("get", { key })) ?? undefined;
    },
    async set(key, value, ttlMs) {
      await ask("set", { key, value, ttlMs });
    },
    async lock(key, ttlMs) {
      return (await ask<string | null>("lock", { key, ttlMs })) ?? undefined;
    },
    async unlock(key, token) {
      await ask("unlock", { key, token });
    },
  };
}

/** In the primary: holds the store for its workers; a worker that exits lets go of its locks. */
export function holdSharedStore(maxBytes?: number): void {
  const store = memoryStore(maxBytes);
  type Body = { key: string; value: string; ttlMs: number; token: string };
  const owner = (worker: Worker) => String(worker.id);
  answerWorkers("store.get", async (_w, body) => (await store.get((body as Body).key)) ?? null);
  answerWorkers("store.set", async (_w, body) => {
    const { key, value, ttlMs } = body as Body;
    await store.set(key, value, ttlMs);
    return null;
  });
  answerWorkers("store.lock", (worker, body) => {
    const { key, ttlMs } = body as Body;
    return store.lockAs(key, ttlMs, owner(worker)) ?? null;
  });
  answerWorkers("store.unlock", async (_w, body) => {
    const { key, token } = body as Body;
    await store.unlock(key, token);
    return null;
  });
  cluster.on("exit", (worker: Worker) => store.releaseOwner(owner(worker)));
}

/**
 * In Redis, for every instance: values under `<prefix>`, locks through redis-semaphore's
 * mutex (SET NX PX with a random identifier, released by a compare-and-delete script), not
 * refreshed: each lock is taken for the longest its holder can work.
 */
export function redisStore(redis: Redis, prefix: string): SharedStore {
  const held = new Map<string, Mutex>();
  return {
    async get(key) {
      return (await redis.get(prefix + key)) ?? undefined;
    },
    async set(key, value, ttlMs) {
      await redis.set(prefix + key, value, "PX", Math.max(1, Math.round(ttlMs)));
    },
    async lock(key, ttlMs) {
      const mutex = new Mutex(redis, `${prefix}lock:${key}`, {
        lockTimeout: ttlMs,
        acquireAttemptsLimit: 1,
        refreshInterval: 0,
      });
      if (!(await mutex.tryAcquire())) return undefined;
      held.set(mutex.identifier, mutex);
      return mutex.identifier;
    },
    async unlock(_key, token) {
      const mutex = held.get(token);
      held.delete(token);
      await mutex?.release();
    },
  };
}
