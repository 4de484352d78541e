// `npm run serve`: runs the compiled process entry of the build in BUILD_DIR (default
// ./build) in this same process, in plain Node: no TypeScript loader at run time. Plain
// JavaScript because it must run before and without any build.
// Why: docs/decisions/033-relay-speed-and-compiled-server.md
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

await import(pathToFileURL(resolve(process.env.BUILD_DIR ?? "build", "server.js")).href);
