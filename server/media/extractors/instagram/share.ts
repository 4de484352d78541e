import { MediaError } from "../../errors.js";
import {
  type InstagramPostLink,
  type InstagramShareLink,
  type InstagramStoryLink,
  instagramPath,
} from "../../platforms/instagram/links.js";
import { instagramSettings } from "../../platforms/instagram/settings.js";
import { upstreamRequest } from "../../upstream/client.js";
import { toMediaError } from "../../upstream/failures.js";
import type { RequestContext } from "./request.js";

/** /share/… links: read the redirect, and accept it only if it stays on Instagram. */
export async function followShare(
  link: InstagramShareLink,
  context: RequestContext,
): Promise<InstagramPostLink | InstagramStoryLink> {
  const { webOrigin } = instagramSettings.of(context.config);
  let location: string | undefined;
  try {
    const response = await upstreamRequest(`${webOrigin}${new URL(link.url).pathname}`, {
      // A browser's user agent gets an HTML page instead of the redirect (cobalt's finding).
      headers: { "user-agent": "curl/8.5.0", accept: "*/*" },
      signal: context.signal,
      policy: context.policy,
      manualRedirect: true,
      ...(context.egress ? { egress: context.egress } : {}),
    });
    await response.body.dump().catch(() => undefined);
    if (response.statusCode === 404) throw new MediaError("not_found");
    location = response.headers.location ? String(response.headers.location) : undefined;
  } catch (error) {
    throw toMediaError(error);
  }
  if (!location) throw new MediaError("upstream_failed");
  const target = new URL(location, webOrigin);
  const onInstagram =
    target.origin === new URL(webOrigin).origin || /(^|\.)instagram\.com$/.test(target.hostname);
  if (!onInstagram) throw new MediaError("unsupported_link");
  const resolved = instagramPath(target.pathname);
  if (!resolved) throw new MediaError("unsupported_link");
  if (resolved.type === "share") throw new MediaError("not_found");
  return resolved;
}
