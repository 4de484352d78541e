import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Db } from "../server/db/index.js";
import { type Engine, resetTables, type TestDb } from "./databases.js";

// Kept apart from databases.ts, which benches import too: this module needs Vitest's hooks.

/**
 * Opens `engine` for the enclosing describe block (closed after its tests) and empties the
 * blog's tables before each test.
 */
export function useBlogDatabase(engine: Engine): { readonly db: Db } {
  let handle: TestDb | undefined;
  beforeAll(async () => {
    handle = await engine.open();
  });
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    if (handle) await resetTables(handle.db);
  });
  return {
    get db() {
      if (!handle) throw new Error(`the ${engine.name} database is not open yet`);
      return handle.db;
    },
  };
}
