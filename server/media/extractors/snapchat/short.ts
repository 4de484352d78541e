import type { Egress } from "../../egress/pool.js";
import { MediaError } from "../../errors.js";
import type { LookupContext } from "../../lookup.js";
import {
  readSnapchatLink,
  type SnapchatShortLink,
  type SnapchatSpotlightLink,
  type SnapchatStoryLink,
} from "../../platforms/snapchat/links.js";
import { snapchatSettings } from "../../platforms/snapchat/settings.js";
import { Refusal, retryAfterMs } from "../../pushback/refusals.js";
import { upstreamRequest } from "../../upstream/client.js";
import { toMediaError } from "../../upstream/failures.js";

/**
 * A share link's target, read from its redirect (as cobalt does) and accepted only when it is
 * a Spotlight or a story on Snapchat. Why: docs/decisions/056-snapchat-spotlight.md
 */
export async function followShort(
  link: SnapchatShortLink,
  context: LookupContext & { egress?: Egress },
): Promise<SnapchatSpotlightLink | SnapchatStoryLink> {
  const { shortOrigin, userAgent } = snapchatSettings.of(context.config);
  let status: number;
  let location: string | undefined;
  let retryAfter: unknown;
  try {
    const response = await upstreamRequest(`${shortOrigin}/${encodeURIComponent(link.code)}`, {
      headers: { "user-agent": userAgent, accept: "text/html,*/*" },
      signal: context.signal,
      policy: context.policy,
      manualRedirect: true,
      ...(context.egress ? { egress: context.egress } : {}),
    });
    await response.body.dump().catch(() => undefined);
    status = response.statusCode;
    location = response.headers.location ? String(response.headers.location) : undefined;
    retryAfter = response.headers["retry-after"];
  } catch (error) {
    throw context.signal.aborted ? new MediaError("timeout") : toMediaError(error);
  }
  context.onStatus?.(status);
  if (status === 404 || status === 410) throw new MediaError("not_found");
  if (status === 429) throw new Refusal("egress", "429", retryAfterMs(retryAfter));
  if (!location) throw new MediaError("upstream_failed");
  let target: URL;
  try {
    target = new URL(location, shortOrigin);
  } catch {
    throw new MediaError("upstream_failed");
  }
  const host = target.hostname.toLowerCase();
  const onSnapchat = host === "snapchat.com" || host.endsWith(".snapchat.com");
  const found = onSnapchat ? readSnapchatLink(target, host) : undefined;
  if (!found || found.type === "short") throw new MediaError("unsupported_link");
  return found;
}
