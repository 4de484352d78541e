import type { Config } from "../../../config.js";
import { instagramSettings } from "../../platforms/instagram/settings.js";
import { apiHeaders, documentHeaders, refusalOf } from "./headers.js";
import { lsdToken } from "./pages.js";
import { ask, type RequestContext, unusable } from "./request.js";

/**
 * The anonymous web session the logged-out Polaris query needs: the LSD token of the home
 * page and the csrftoken cookie that `get_ruling_for_content` sets. One session serves every
 * lookup for a few minutes (fewer requests, fewer reasons for Instagram to refuse us); a
 * refusal drops it and the next lookup builds a new one.
 * Why: docs/decisions/023-instagram-methods.md
 */
export interface WebSession {
  lsd: string;
  csrf?: string;
  cookies: Record<string, string>;
  expires: number;
}

export const SESSION_TTL_MS = 5 * 60_000;
/** A session is built under its own deadline: one lookup's abort must not fail the others waiting. */
const BUILD_TIMEOUT_MS = 15_000;

interface Slot {
  pending: Promise<WebSession>;
  /** Set once built, so a refusal can drop exactly this session. */
  value?: WebSession;
}

const sessions = new Map<string, Slot>();

export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");
}

async function build(
  config: Config,
  mediaId: string,
  context: RequestContext,
): Promise<WebSession> {
  const ig = instagramSettings.of(config);
  const own: RequestContext = { ...context, signal: AbortSignal.timeout(BUILD_TIMEOUT_MS) };
  const home = await ask(`${ig.webOrigin}/`, { headers: documentHeaders(ig) }, own);
  const homeRefused = refusalOf(home, `${ig.webOrigin}/`, false);
  if (homeRefused) throw homeRefused;
  const lsd = home.status === 200 ? lsdToken(home.text) : undefined;
  if (!lsd) throw unusable("no LSD token on the home page");
  const cookies = { ...home.cookies };
  const ruling = new URL(`${ig.webOrigin}/api/v1/web/get_ruling_for_content/`);
  ruling.searchParams.set("content_type", "MEDIA");
  ruling.searchParams.set("target_id", mediaId);
  const check = await ask(
    ruling.href,
    {
      headers: {
        ...apiHeaders(ig, `${ig.webOrigin}/`),
        ...(Object.keys(cookies).length ? { cookie: cookieHeader(cookies) } : {}),
      },
    },
    own,
  );
  const checkRefused = refusalOf(check, ruling.href, false);
  if (checkRefused) throw checkRefused;
  Object.assign(cookies, check.cookies);
  // yt-dlp sends the token only when the check itself said "ok".
  const granted = check.status === 200 && /"status"\s*:\s*"ok"/.test(check.text);
  const csrf = granted ? cookies.csrftoken : undefined;
  return { lsd, csrf, cookies, expires: Date.now() + SESSION_TTL_MS };
}

/** One anonymous session per Instagram origin and egress: cookies belong to the address that got them. */
function keyOf(config: Config, context: Pick<RequestContext, "egress">): string {
  return `${instagramSettings.of(config).webOrigin} ${context.egress?.id ?? "direct"}`;
}

/** The current session for this Instagram origin and egress, built (once, shared) when there is none. */
export async function webSession(
  config: Config,
  mediaId: string,
  context: RequestContext,
): Promise<WebSession> {
  const key = keyOf(config, context);
  const slot = sessions.get(key);
  if (slot && (!slot.value || slot.value.expires > Date.now())) {
    try {
      return await untilAborted(slot.pending, context.signal);
    } catch {
      if (context.signal.aborted) throw context.signal.reason;
      // that build failed; this lookup builds anew below
    }
  }
  const fresh: Slot = { pending: build(config, mediaId, context) };
  sessions.set(key, fresh);
  fresh.pending.then(
    (value) => {
      fresh.value = value;
    },
    () => {
      if (sessions.get(key) === fresh) sessions.delete(key);
    },
  );
  return untilAborted(fresh.pending, context.signal);
}

/** Waits for a shared build, but no longer than this lookup may. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

/** Instagram refused this session's tokens: the next lookup builds a new one. */
export function dropSession(
  config: Config,
  session: WebSession,
  context: Pick<RequestContext, "egress">,
): void {
  const key = keyOf(config, context);
  if (sessions.get(key)?.value === session) sessions.delete(key);
}
