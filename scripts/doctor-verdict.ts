/** The doctor's last line: one sentence an operator acts on (docs/decisions/068-unreachable-platforms.md). */
import type { TransportFailure } from "../server/media/index.js";

/** One row of the doctor's first table, with the host it could not reach, if any. */
export interface VerdictRow {
  provider: string;
  method: string;
  outcome: string;
  transport?: TransportFailure;
}

const CAUSES: Record<TransportFailure["cause"], string> = {
  dns: "its name does not resolve",
  refused: "it refuses the connection",
  unreachable: "there is no route to it",
  tls: "its TLS certificate is not accepted",
};

/**
 * Works (and which way), cannot be reached from this machine (which host, why, what to
 * check), or answers without the files (what it said first).
 */
export function verdict(rows: readonly VerdictRow[], platform: string): string {
  const works = rows.find((r) => r.outcome.startsWith("items"));
  if (works)
    return `verdict: ${platform} works from this machine (${works.provider} ${works.method}).`;
  const tried = rows.filter((r) => r.outcome !== "not configured");
  const cut = tried.filter((r) => r.transport);
  const first = cut[0]?.transport;
  if (first) {
    const hosts = [...new Set(cut.map((r) => r.transport?.host))].join(", ");
    const all = cut.length === tried.length;
    return all
      ? `verdict: this machine cannot reach ${platform}: ${hosts} (${first.code}, ${CAUSES[first.cause]}); check its DNS, firewall or proxy (MEDIA_PROXIES).`
      : `verdict: no way found the files, and this machine cannot reach ${hosts} (${first.code}, ${CAUSES[first.cause]}).`;
  }
  const said = tried[0]?.outcome ?? "no provider is configured for this link";
  return `verdict: ${platform} answered, but no way found the files (first: ${said}).`;
}
