/**
 * What `npm run doctor -- <link> [--kind reel|story|post|audio]` does (scripts/doctor.ts): asks every provider, and every
 * method of the platform's built-in extractor, one by one, against the configured (real)
 * sites, and prints what each answered and how long it took; then every egress and session of
 * the link's platform, each asked once on its own, and the platform's services. The first thing to run when
 * downloads break. Why: docs/decisions/023-instagram-methods.md
 */
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { labelOf } from "../common/platforms.js";
import { getConfig, parseConfig, setConfig } from "../server/config.js";
import {
  clientFor,
  closeAgents,
  KINDS,
  type Kind,
  type LookupContext,
  type MediaCandidate,
  MediaError,
  type MediaLink,
  OWN_PROVIDER,
  type PolicyCheck,
  PROVIDERS,
  parseLink,
  platformOf,
  poolRows,
  resolveLimits,
  stepClient,
  transportOf,
  UpstreamPolicy,
} from "../server/media/index.js";
import { poolTable } from "./doctor-pools.js";
import { type VerdictRow, verdict } from "./doctor-verdict.js";

interface Row extends VerdictRow {
  http: string;
  ms: string;
}

type Step = (context: LookupContext) => Promise<MediaCandidate[]>;

function itemsFound(found: MediaCandidate[]): string {
  const parts = (["video", "photo", "audio"] as const).flatMap((type) => {
    const n = found.filter((c) => c.type === type).length;
    return n > 0 ? [`${n} ${type}${n > 1 ? "s" : ""}`] : [];
  });
  return `items: ${parts.join(", ")}`;
}

function failure(error: unknown): string {
  const transport = transportOf(error);
  // A host that was never reached, named: the first thing to fix.
  if (transport) return `unreachable (${transport.code} ${transport.host})`;
  if (error instanceof MediaError) {
    const detail = (error as { detail?: unknown }).detail;
    return typeof detail === "string" ? `${error.code} (${detail})` : error.code;
  }
  return error instanceof Error ? error.name : "error";
}

/** Runs one step under the provider's own time limit, noting the last HTTP status it saw. */
async function timed(
  provider: string,
  method: string,
  step: Step,
  policy: PolicyCheck,
): Promise<Row> {
  const config = getConfig();
  let status: number | undefined;
  const context: LookupContext = {
    config,
    policy,
    signal: AbortSignal.timeout(resolveLimits.providerTimeoutMs),
    onStatus: (s) => {
      status = s;
    },
  };
  const started = performance.now();
  let outcome: string;
  let transport: ReturnType<typeof transportOf>;
  try {
    const found = await step(context);
    outcome = found.length > 0 ? itemsFound(found) : "not_found (no items)";
  } catch (error) {
    transport = context.signal.aborted ? undefined : transportOf(error);
    outcome = context.signal.aborted ? "timeout" : failure(error);
  }
  const ms = String(Math.round(performance.now() - started));
  return {
    provider,
    method,
    outcome,
    http: status ? String(status) : "-",
    ms,
    ...(transport && { transport }),
  };
}

function table(rows: Row[]): string {
  const head: Omit<Row, "transport"> = {
    provider: "provider",
    method: "method",
    outcome: "outcome",
    http: "http",
    ms: "ms",
  };
  const keys = Object.keys(head) as (keyof typeof head)[];
  const width = (k: keyof typeof head) => Math.max(...[head, ...rows].map((r) => r[k].length));
  const line = (r: typeof head) =>
    keys
      .map((k) => r[k].padEnd(width(k)))
      .join("  ")
      .trimEnd();
  const rule = keys.map((k) => "-".repeat(width(k))).join("  ");
  return [line(head), rule, ...rows.map(line)].join("\n");
}

async function diagnose(link: MediaLink, kind: Kind): Promise<Row[]> {
  const config = getConfig();
  const policy = new UpstreamPolicy(config);
  // Our own extractors' requests: the platform's hosts and its services (the PO-token provider).
  const own = policy.scoped({ platform: link.platform, services: true });
  const rows: Row[] = [];
  let target = link;
  const platform = platformOf(link);
  const indirect = platform.indirect;
  if (indirect?.matches(link)) {
    const row = await timed(
      OWN_PROVIDER,
      indirect.step,
      async (context) => {
        target = await indirect.follow(link, clientFor(platform, context));
        return [];
      },
      own,
    );
    rows.push({ ...row, outcome: target === link ? row.outcome : `-> ${target.url}` });
  }
  for (const [name, provider] of Object.entries(PROVIDERS)) {
    if (!provider.supports(target)) continue;
    const steps = name === OWN_PROVIDER ? platformOf(target).diagnose?.(target, config) : undefined;
    const scoped =
      name === OWN_PROVIDER ? own : policy.scoped({ platform: target.platform, provider: name });
    if (!provider.configured(config)) {
      rows.push({ provider: name, method: "-", outcome: "not configured", http: "-", ms: "-" });
    } else if (steps) {
      for (const step of steps) {
        const run: Step = (context) =>
          step.run(stepClient(platformOf(target), context, step.signedIn));
        rows.push(await timed(name, step.name, run, scoped));
      }
    } else {
      const input = { link: target, kind };
      rows.push(await timed(name, target.platform, (c) => provider.resolve(input, c), scoped));
    }
  }
  return rows;
}

/** Where the doctor writes: the terminal, or a test's lines. */
export interface DoctorOutput {
  out(text: string): void;
  err(text: string): void;
}

/**
 * The doctor for `args` (the command line after `--`) under the settings `env` names; the exit
 * code: 0 when a way still works, 1 when none does, 2 for a wrong command line.
 */
export async function runDoctor(
  args: string[],
  env: NodeJS.ProcessEnv,
  { out, err }: DoctorOutput,
): Promise<number> {
  // The doctor signs no download link: it needs no secret, and leaves the data folder alone.
  setConfig({ ...parseConfig(env), authSecret: "doctor-signs-nothing-doctor-signs-nothing" });
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { kind: { type: "string" } },
  });
  const [raw] = positionals;
  const kind = values.kind as Kind | undefined;
  if (!raw || (kind !== undefined && !KINDS.includes(kind))) {
    err("usage: npm run doctor -- <link> [--kind reel|story|post|audio]");
    return 2;
  }
  let link: MediaLink;
  try {
    link = parseLink(raw);
  } catch (error) {
    err(`doctor: ${failure(error)}`);
    return 2;
  }
  const rows = await diagnose(link, kind ?? platformOf(link).defaultKind(link));
  out(table(rows));
  // Every egress and session, asked once each on its own. Why: docs/decisions/028-egress-pool.md
  // The table holds positions, kinds and fixed states: never the link, an address or a cookie.
  const pools = await poolRows(platformOf(link), link, getConfig());
  out(`\n${poolTable(pools)}`);
  out(`\n${verdict(rows, labelOf(link.platform))}`);
  await closeAgents();
  // Exit 0 when at least one way still works.
  return rows.some((r) => r.outcome.startsWith("items")) ? 0 : 1;
}
