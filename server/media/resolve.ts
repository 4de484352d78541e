import type { ResolveResponse } from "../../common/media-api.js";
import { type Config, getConfig } from "../config.js";
import { logger } from "../logger.js";
import { followWithTurns } from "./client/run.js";
import { FALLBACK_CODES, MediaError } from "./errors.js";
import { type UpstreamPolicy, upgradedToHttps, upstreamPolicy } from "./host-policy.js";
import { type LinkOptions, toItems } from "./items.js";
import { parseLink } from "./links.js";
import { type Kind, type MediaCandidate, resolveLimits } from "./lookup.js";
import { inLookupSlot } from "./lookup-slots.js";
import { recordLookupOutcome, recordMethodOutcome } from "./outcomes.js";
import { lookupKey, type MediaLink, platformOf } from "./platforms/index.js";
import { OWN_PROVIDER, providerChain } from "./providers/index.js";
import { earliestExpiry } from "./pushback/lookup-cache.js";
import { type CachedLookup, pushback } from "./pushback/runtime.js";
import { pushbackSettings } from "./pushback/settings.js";
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
 * Followed inside the lookup: once however many paste it together (the lookup cache keeps the
 * link it names), through the egress pool like any lookup (a refusal rests the address and the
 * next one asks). Why: docs/decisions/059-platform-client.md
 */
async function followIndirect(link: MediaLink, config: Config, policy: UpstreamPolicy) {
  const platform = platformOf(link);
  const own = providerChain(config).some(({ name }) => name === OWN_PROVIDER);
  if (!own || !platform.indirect?.matches(link)) return link;
  const { follows } = pushback(config);
  try {
    const named = await follows.get(`follow:${lookupKey(link)}`, () =>
      inLookupSlot(async () => {
        const signal = AbortSignal.timeout(resolveLimits.providerTimeoutMs);
        const scoped = policy.scoped({ platform: link.platform, services: true });
        const context = { config, policy: scoped, signal };
        const target = await followWithTurns(platform, link, context);
        return { value: target.url };
      }),
    );
    const target = parseLink(named);
    return target.platform === link.platform ? target : link;
  } catch (error) {
    if (error instanceof MediaError && (error.serverBusy || !FALLBACK_CODES.has(error.code))) {
      throw error;
    }
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
  const policy = upstreamPolicy(config);
  const link = await followIndirect(parseLink(rawUrl), config, policy);
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
  policy = upstreamPolicy(getConfig()),
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
      // Only a lookup that asks upstream takes a slot (docs/decisions/064-bounded-work-and-closed-doors.md).
      const answer = await inLookupSlot(() => askChain(chain, link, kind, policy));
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
    // The link's platform's hosts, and the endpoint of the provider asked, if it is not our own
    // extractors. Why: docs/decisions/040-trust-by-provider.md, 059-platform-client.md
    const own = name === OWN_PROVIDER;
    const requests = policy.scoped({
      platform: link.platform,
      ...(own ? { services: true } : { provider: name }),
    });
    const answers = policy.scoped({ platform: link.platform, ...(own ? {} : { provider: name }) });
    try {
      const candidates = await provider.resolve(
        { link, kind },
        { config, policy: requests, signal },
      );
      if (candidates.length === 0) throw new MediaError("not_found");
      const kept = allowed(answers, candidates).map((c) => ({ ...c, provider: name }));
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

/** Every URL of a candidate on a platform's own host over HTTPS (an answer may say `http:`). */
function secured(policy: PolicyCheck, c: MediaCandidate): MediaCandidate {
  const up = (url: string) => upgradedToHttps(policy, url);
  // Nearly every answer names HTTPS already: the candidate goes on as it is, not copied.
  const secure = (url: string | undefined) => url === undefined || !url.startsWith("http:");
  if (
    secure(c.url) &&
    secure(c.thumbnail) &&
    (c.qualities ?? []).every((q) => secure(q.url) && secure(q.audioUrl))
  ) {
    return c;
  }
  return {
    ...c,
    url: up(c.url),
    ...(c.thumbnail ? { thumbnail: up(c.thumbnail) } : {}),
    ...(c.qualities
      ? {
          qualities: c.qualities.map((q) => ({
            ...q,
            url: up(q.url),
            ...(q.audioUrl ? { audioUrl: up(q.audioUrl) } : {}),
          })),
        }
      : {}),
  };
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
function allowed(policy: PolicyCheck, answer: MediaCandidate[]): MediaCandidate[] {
  const candidates = answer.map((c) => secured(policy, c));
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
