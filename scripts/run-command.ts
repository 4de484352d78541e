import { closeDb } from "../server/db/index.js";

/**
 * Runs a command-line script's `main` on its arguments: its number is the exit code, a
 * failure prints its message alone (exit 1), and the database is closed either way.
 */
export async function runCommand(main: (args: string[]) => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await closeDb();
  }
}
