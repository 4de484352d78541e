/** The doctor's second table, as text (rows from the media engine's pool report). */
import type { PoolRow } from "../server/media/index.js";

export function poolTable(rows: PoolRow[]): string {
  const head: PoolRow = { route: "route", kind: "kind", state: "state" };
  const keys = Object.keys(head) as (keyof PoolRow)[];
  const width = (k: keyof PoolRow) => Math.max(...[head, ...rows].map((r) => r[k].length));
  const line = (r: PoolRow) =>
    keys
      .map((k) => r[k].padEnd(width(k)))
      .join("  ")
      .trimEnd();
  return [line(head), keys.map((k) => "-".repeat(width(k))).join("  "), ...rows.map(line)].join(
    "\n",
  );
}
