import { type PlatformClient, unreadable } from "../../client/index.js";
import { isRecord } from "../../json-fields.js";
import { instagramSettings } from "../../platforms/instagram/settings.js";
import { apiHeaders, documentHeaders } from "./headers.js";
import { lsdToken } from "./pages.js";

/**
 * The anonymous web session the logged-out Polaris query needs: the LSD token of the home
 * page and the csrftoken cookie that `get_ruling_for_content` sets. Remembered per address by
 * the client (built once for every lookup that waits, under its own deadline) for a few
 * minutes: fewer requests, fewer reasons for Instagram to refuse us; refused, it is forgotten
 * and the next lookup builds a new one. Why: docs/decisions/023-instagram-methods.md,
 * 060-instagram-and-youtube-on-the-client.md
 */
export interface WebSession {
  lsd: string;
  /** Sent only when the ruling itself said "ok" (as yt-dlp does). */
  csrf?: string;
  /** The session's cookies, as the graphql endpoint is sent them. */
  cookie: string;
}

export const SESSION_TTL_MS = 5 * 60_000;

async function build(client: PlatformClient, mediaId: string): Promise<WebSession> {
  const ig = instagramSettings.of(client.config);
  const home = await client.page(`${ig.webOrigin}/`, { headers: documentHeaders(ig) });
  const lsd = lsdToken(home);
  if (!lsd) throw unreadable("no LSD token on the home page");
  const ruling = new URL(`${ig.webOrigin}/api/v1/web/get_ruling_for_content/`);
  ruling.searchParams.set("content_type", "MEDIA");
  ruling.searchParams.set("target_id", mediaId);
  const check = await client.get(ruling, { headers: apiHeaders(ig, `${ig.webOrigin}/`) });
  const said = check.json();
  const granted = check.status === 200 && isRecord(said) && said.status === "ok";
  const graphql = new URL(`${ig.webOrigin}/api/graphql`);
  const csrf = granted ? client.jar.value(graphql, "csrftoken") : undefined;
  return { lsd, ...(csrf ? { csrf } : {}), cookie: client.cookieHeader(graphql) };
}

/** This address's web session for Instagram's web origin, and how to drop it once refused. */
export async function webSession(
  client: PlatformClient,
  mediaId: string,
): Promise<WebSession & { forget(): void }> {
  const name = `web-session ${instagramSettings.of(client.config).webOrigin}`;
  const session = await client.remember(name, SESSION_TTL_MS, (own) => build(own, mediaId));
  return { ...session, forget: () => client.forget(name, session) };
}
