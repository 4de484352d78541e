/**
 * The environment an ffmpeg child gets: PATH to find its helpers and the library path a
 * custom build may need, nothing else. ffmpeg parses media chosen by strangers, so it never
 * sees the server's secrets (AUTH_SECRET, cookies, proxy passwords, tokens, database and mail
 * URLs). Why: docs/decisions/039-secrets-stay-in.md
 */
const PASSED = ["PATH", "LD_LIBRARY_PATH", "SYSTEMROOT"] as const;

export function ffmpegEnvironment(from: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of PASSED) {
    const value = from[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}
