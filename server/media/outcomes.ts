/**
 * How often each provider's method found items or failed, and how, since the process
 * started, per platform: the operator's first hint of which platform changed, and which way.
 * Only names and outcome codes are kept, never a link, a file or an address.
 */
const counts = new Map<string, number>();
const SEP = "\u0000";

/**
 * Counts one attempt: `outcome` is `items` or the error code the method ended with. The
 * platform is the link's; an extractor's method keys start with their platform's name
 * (`instagram.polaris`), which stands in when none is given.
 */
export function recordMethodOutcome(
  provider: string,
  method: string,
  outcome: string,
  platform = method.includes(".") ? method.slice(0, method.indexOf(".")) : "",
): void {
  const key = [platform, provider, method, outcome].join(SEP);
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** Every count so far, sorted by platform, provider, method and outcome. */
export function methodOutcomeCounts(): Array<{
  platform: string;
  provider: string;
  method: string;
  outcome: string;
  count: number;
}> {
  return [...counts.entries()]
    .map(([key, count]) => {
      const [platform = "", provider = "", method = "", outcome = ""] = key.split(SEP);
      return { platform, provider, method, outcome, count };
    })
    .sort(
      (a, b) =>
        a.platform.localeCompare(b.platform) ||
        a.provider.localeCompare(b.provider) ||
        a.method.localeCompare(b.method) ||
        a.outcome.localeCompare(b.outcome),
    );
}

/** How lookups met the lookup cache: answered from it (`hit`), waited on another (`shared`), or asked (`miss`). */
export type LookupCacheOutcome = "hit" | "shared" | "miss";
const lookupOutcomes = new Map<string, Record<LookupCacheOutcome, number>>();

/** Counts one lookup of a link of `platform` (the registry's name). */
export function recordLookupOutcome(platform: string, outcome: LookupCacheOutcome): void {
  const mine = lookupOutcomes.get(platform) ?? { hit: 0, shared: 0, miss: 0 };
  mine[outcome]++;
  lookupOutcomes.set(platform, mine);
}

/** Every platform's lookups so far (a platform not looked up yet has none). */
export function lookupOutcomeCounts(): ReadonlyMap<
  string,
  Readonly<Record<LookupCacheOutcome, number>>
> {
  return new Map([...lookupOutcomes].map(([platform, c]) => [platform, { ...c }]));
}
