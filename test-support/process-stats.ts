/** What benches and tests read about the server processes they started, from /proc. */
import { readdirSync, readFileSync } from "node:fs";

/**
 * The app's processes (the primary and its workers, which inherit its environment): found by
 * the PORT in their environment (startApp does not expose them). The primary comes first.
 */
export function serverPids(port: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environ = readFileSync(`/proc/${entry}/environ`, "utf8").split("\0");
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (environ.includes(`PORT=${port}`) && /server\.(ts|js)/.test(cmdline)) {
        pids.push(Number(entry));
      }
    } catch {
      // gone or not ours
    }
  }
  if (pids.length === 0) throw new Error("server process not found");
  return pids.sort((a, b) => a - b);
}

/** The one server process of an app started with one worker. */
export function serverPid(port: string): number {
  return serverPids(port)[0] as number;
}

/** User + system CPU time of a process, in seconds. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export function rssKiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** Page faults a process took that the kernel served without disk (fresh or reclaimed pages). */
export function minorFaults(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return Number(fields[7]);
}
