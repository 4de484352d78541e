import type { ResolveResponse } from "../../common/media-api.js";
import { getConfig } from "../config.js";
import { logger } from "../logger.js";
import { FALLBACK_CODES, MediaError } from "./errors.js";
import { UpstreamPolicy } from "./host-policy.js";
import { type LinkOptions, toItems } from "./items.js";
import { parseLink } from "./links.js";
import { type Kind, type LookupContext, type MediaCandidate, resolveLimits } from "./lookup.js";
import { recordLookupOutcome, recordMethodOutcome } from "./outcomes.js";
import { lookupKey, type MediaLink, platformOf } from "./platforms/index.js";
import { OWN_PROVIDER, providerChain } from "./providers/index.js";
import { earliestExpiry } from "./pushback/lookup-cache.js";
import { type CachedLookup, pushback } from "./pushback/runtime.js";
import { pushbackSettings } from "./pushback/settings.js";
import { anyEgress } from "./pushback/turns.js";
import { needsSignIn, signInUnavailable, stepsAside } from "./signed-in.js";
import {
  describeFailure,
  toMediaError,
  transportOf,
  unreachableLookup,
} from "./upstream/failures.js";
import type { PolicyCheck } from "./upstream/policy-check.js";

export { resolveLimits };

/**
 * A link that only points at another (a share link) becomes the one it names, when our own
 * extractors may ask the platform: every provider (and the file name) is better off with it.
 */
async function followIndirect(link: MediaLink, context: Omit<LookupContext, "signal">) {
  const indirect = platformOf(link).indirect;
  const own = providerChain(context.config).some(({ name }) => name === OWN_PROVIDER);
  if (!own || !indirect?.matches(link)) return link;
  const signal = AbortSignal.timeout(resolveLimits.providerTimeoutMs);
  try {
    const egress = anyEgress(context.config, link.platform);
    return await indirect.follow(link, { ...context, signal, ...(egress ? { egress } : {}) });
  } catch (error) {
    if (error instanceof MediaError && !FALLBACK_CODES.has(error.code)) throw error;
    // The platform did not answer: the providers get the link as pasted.
    return link;
  }
}

/**
 * Resolves a pasted link into downloadable items: providers are tried in the order of
 * MEDIA_PROVIDERS, moving on when one fails, times out or is rate limited (and, for a link
 * only a signed-in session can read, when one cannot). Without a kind, the link's own is
 * asked (the one its platform names, after a share link is followed).
 * Why: docs/decisions/003-server-side-resolution.md, 067-visitor-sentences-are-codes.md
 */
export async function resolveMedia(
  rawUrl: unknown,
  kind: Kind | undefined,
  links: LinkOptions = {},
): Promise<ResolveResponse> {
  const config = getConfig();
  const policy = new UpstreamPolicy(config);
  const link = await followIndirect(parseLink(rawUrl), { config, policy });
  const asked = kind ?? platformOf(link).defaultKind(link);
  const found = await lookupAnswer(link, asked, policy);
  return toItems(link, asked, found.candidates, links);
}

/**
 * Everything that changes a lookup's answer: the platform's id of the media, every field of
 * the link but its text (a reel's form, a story's item or highlight), and the kind asked.
 * Why: docs/decisions/031-one-lookup-per-link.md, 036-one-state-across-processes.md
 */
export function answerKey(link: MediaLink, kind: Kind): string {
  const fields = Object.entries(link)
    .filter(([name, value]) => !["url", "platform", "type"].includes(name) && value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${String(value)}`);
  return [lookupKey(link), ...fields, kind].join(":");
}

/**
 * The candidates for `link` (already followed if indirect): from the lookup cache, or asked
 * of the providers once however many ask together. An answer bound to an address this
 * instance does not have (another instance's own route) is looked up again here.
 */
export async function lookupAnswer(
  link: MediaLink,
  kind: Kind,
  policy = new UpstreamPolicy(getConfig()),
): Promise<CachedLookup> {
  const config = getConfig();
  const chain = providerChain(config).filter(({ provider }) => provider.supports(link));
  if (chain.length === 0) {
    throw needsSignIn(link) ? signInUnavailable(link) : new MediaError("unsupported_link");
  }
  const { cache, egresses } = pushback(config);
  // One upstream lookup per link. Why: docs/decisions/031-one-lookup-per-link.md
  return cache.get(
    answerKey(link, kind),
    async () => {
      const answer = await askChain(chain, link, kind, policy);
      return { value: answer, expiresAt: earliestExpiry(urlsOf(answer.candidates)) };
    },
    (outcome) => recordLookupOutcome(link.platform, outcome),
    {
      usable: (answer) =>
        answer.candidates.every((c) => !c.egress?.bound || egresses.find(c.egress.id)),
      elsewhere: pushbackSettings.of(config).instanceId,
    },
  );
}

/** Every URL an answer's downloads would fetch (their expiry bounds how long it is kept). */
function urlsOf(candidates: MediaCandidate[]): string[] {
  return candidates.flatMap((c) => [
    c.url,
    ...(c.thumbnail ? [c.thumbnail] : []),
    ...(c.qualities ?? []).flatMap((q) => [q.url, ...(q.audioUrl ? [q.audioUrl] : [])]),
  ]);
}

/** The providers in turn until one answers (only what the tunnel would fetch is kept). */
async function askChain(
  chain: ReturnType<typeof providerChain>,
  link: MediaLink,
  kind: Kind,
  policy: UpstreamPolicy,
): Promise<CachedLookup> {
  const config = getConfig();
  let last: MediaError | undefined;
  for (const { name, provider } of chain) {
    const signal = AbortSignal.timeout(resolveLimits.providerTimeoutMs);
    try {
      const candidates = await provider.resolve({ link, kind }, { config, policy, signal });
      if (candidates.length === 0) throw new MediaError("not_found");
      // Trusted by the provider that answered, not by origin: docs/decisions/040-trust-by-provider.md
      const kept = allowed(policy.forProvider(name), candidates).map((c) => ({
        ...c,
        provider: name,
      }));
      recordMethodOutcome(name, "resolve", "items", link.platform);
      return { provider: name, candidates: kept };
    } catch (error) {
      let failure = signal.aborted ? new MediaError("timeout") : toMediaError(error);
      const transport = transportOf(failure);
      if (transport && failure.code === "upstream_failed") {
        const where = { platform: link.platform, provider: name, own: name === OWN_PROVIDER };
        failure = unreachableLookup(failure, transport, where);
      }
      recordMethodOutcome(name, "resolve", failure.code, link.platform);
      // Which provider failed and how; never the link.
      if (!(error instanceof MediaError)) {
        logger.warn({ provider: name, reason: describeFailure(error) }, "media: provider failed");
      }
      if (stepsAside(link, failure)) continue;
      if (!FALLBACK_CODES.has(failure.code)) throw failure;
      // A later provider's "rate limited" must not hide when our own egresses come back.
      if (last?.retryAfterSeconds === undefined || failure.retryAfterSeconds !== undefined) {
        last = failure;
      }
    }
  }
  if (needsSignIn(link)) throw last ?? signInUnavailable(link);
  throw last ?? new MediaError("upstream_failed");
}

function permitted(policy: PolicyCheck, url: string | undefined): boolean {
  if (!url) return false;
  try {
    policy.check(new URL(url));
    return true;
  } catch {
    return false;
  }
}

/**
 * Drops what the tunnel would refuse anyway (URLs off the platforms' hosts, literal private
 * addresses), so the visitor hears about it now rather than when the download starts.
 */
function allowed(policy: PolicyCheck, candidates: MediaCandidate[]): MediaCandidate[] {
  const kept = candidates
    .map((c) => {
      if (!c.qualities) return c;
      const qualities = c.qualities.filter(
        (q) =>
          permitted(policy, q.url) && (q.audioUrl === undefined || permitted(policy, q.audioUrl)),
      );
      return qualities.length > 0 ? { ...c, qualities } : { ...c, url: "" };
    })
    .filter((c) => permitted(policy, c.url))
    .map((c) =>
      c.thumbnail && !permitted(policy, c.thumbnail) ? { ...c, thumbnail: undefined } : c,
    );
  if (kept.length === 0) throw new MediaError("upstream_failed");
  return kept;
}
