/**
 * `npm run doctor -- <link> [--kind reel|story|post|audio]`: the first thing to run when
 * downloads break (scripts/doctor-run.ts says what it asks).
 * Why: docs/decisions/023-instagram-methods.md
 */
import "dotenv/config";
import { runDoctor } from "./doctor-run.js";

process.exitCode = await runDoctor(process.argv.slice(2), process.env, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
