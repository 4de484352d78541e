import { runDoctor } from "../scripts/doctor-run.js";

/**
 * The doctor as `npm run doctor -- <args>` runs it, in this process: what it prints on standard
 * output and its exit code. tests/media/doctor.test.ts keeps running the command itself; the
 * platforms' doctor files ask it here, without seconds of npm and TypeScript start-up each.
 */
export async function doctorInProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; stdout: string }> {
  const lines: string[] = [];
  const code = await runDoctor(args, env, {
    out: (text) => lines.push(text),
    err: () => {},
  });
  return { code, stdout: `${lines.join("\n")}\n` };
}
