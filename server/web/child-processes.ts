import { readdir, readFile } from "node:fs/promises";
import { basename } from "node:path";

/**
 * How many child processes of this process run the named program, read from Linux's
 * /proc (0 elsewhere). Counting from outside keeps the media code free of metric
 * bookkeeping: a child that exits, however it exits, stops being counted.
 */
export async function countChildProcesses(program: string): Promise<number> {
  const name = basename(program).slice(0, 15);
  let tasks: string[];
  try {
    tasks = await readdir("/proc/self/task");
  } catch {
    return 0;
  }
  const pids = new Set<string>();
  for (const task of tasks) {
    const children = await readFile(`/proc/self/task/${task}/children`, "utf8").catch(() => "");
    for (const pid of children.split(" ").filter(Boolean)) pids.add(pid);
  }
  let count = 0;
  for (const pid of pids) {
    const comm = await readFile(`/proc/${pid}/comm`, "utf8").catch(() => "");
    if (comm.trim() === name) count++;
  }
  return count;
}
