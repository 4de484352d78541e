/** What the benchmarks read about the server process they started, from /proc. */
import { readdirSync, readFileSync } from "node:fs";

/** The server process: found by the PORT in its environment (startApp does not expose it). */
export function serverPid(port: string): number {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environ = readFileSync(`/proc/${entry}/environ`, "utf8").split("\0");
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (environ.includes(`PORT=${port}`) && cmdline.includes("server.ts")) return Number(entry);
    } catch {
      // gone or not ours
    }
  }
  throw new Error("server process not found");
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
