/**
 * How often each provider's method found items or failed, and how, since the process
 * started: the operator's first hint of which way Instagram or YouTube changed. Only names
 * and outcome codes are kept, never a link, a file or an address.
 */
const counts = new Map<string, number>();
const SEP = "\u0000";

/** Counts one attempt: `outcome` is `items` or the error code the method ended with. */
export function recordMethodOutcome(provider: string, method: string, outcome: string): void {
  const key = [provider, method, outcome].join(SEP);
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** Every count so far, sorted by provider, method and outcome. */
export function methodOutcomeCounts(): Array<{
  provider: string;
  method: string;
  outcome: string;
  count: number;
}> {
  return [...counts.entries()]
    .map(([key, count]) => {
      const [provider = "", method = "", outcome = ""] = key.split(SEP);
      return { provider, method, outcome, count };
    })
    .sort(
      (a, b) =>
        a.provider.localeCompare(b.provider) ||
        a.method.localeCompare(b.method) ||
        a.outcome.localeCompare(b.outcome),
    );
}

/** How lookups met the lookup cache: answered from it (`hit`), waited on another (`shared`), or asked (`miss`). */
const lookupOutcomes = { hit: 0, shared: 0, miss: 0 };

export function recordLookupOutcome(outcome: keyof typeof lookupOutcomes): void {
  lookupOutcomes[outcome]++;
}

export function lookupOutcomeCounts(): Readonly<typeof lookupOutcomes> {
  return { ...lookupOutcomes };
}
