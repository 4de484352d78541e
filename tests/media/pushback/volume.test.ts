import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idToShortcode } from "../../../server/media/platforms/instagram/shortcode.js";
import { closeAgents } from "../../../server/media/upstream/agents.js";
import { startMediaApp } from "../../../test-support/in-process/media-app.js";
import {
  type PotProviderStandIn,
  startPotProvider,
} from "../../../test-support/stand-ins/budgets.js";
import {
  type ForwardProxy,
  startHttpProxy,
  startSocksProxy,
} from "../../../test-support/stand-ins/forward-proxies.js";
import {
  type BusyInstagram,
  startBusyInstagram,
} from "../../../test-support/stand-ins/instagram-busy.js";
import { makeYoutubeMedia } from "../../../test-support/stand-ins/youtube.js";
import {
  type BusyYoutube,
  startBusyYoutube,
} from "../../../test-support/stand-ins/youtube-busy.js";

/**
 * Many lookups from many visitors against stand-ins that push back as the platforms do
 * (logged-out Instagram 12 a minute per address then 429 or the login page, each session 30
 * a minute, YouTube 8 player requests a minute per address then the bot check unless a valid
 * PO token comes along): 120 reel lookups of 90 links and 60 YouTube videos, as the issue
 * measured them, with the egress pool (4 real proxies beside the server's own route), 2
 * sessions and a PO-token provider, and without.
 */
const SESSIONS = ["volume-one", "volume-two"];
const reels = Array.from(
  { length: 90 },
  (_, n) =>
    `https://www.instagram.com/reel/${idToShortcode(3_200_000_000_000_000_000n + BigInt(n) * 104_729n)}/`,
);
const videos = Array.from(
  { length: 60 },
  (_, n) => `https://www.youtube.com/watch?v=vol${String(n).padStart(8, "0")}`,
);
/** 120 reel lookups: every link once and 30 again, then the 60 videos, shuffled together. */
const lookups = [...reels, ...reels.slice(0, 30), ...videos]
  .map((url, n) => ({ url, order: (n * 7919) % 181 }))
  .sort((a, b) => a.order - b.order)
  .map((l) => l.url);

interface Outcome {
  url: string;
  status: number;
  code?: string;
  retryAfter: string | null;
}

/** The lookups from one visitor each, a few at a time, as visitors arrive. */
const IN_FLIGHT = 6;

async function lookUpAll(origin: string, urls: string[], inFlight = IN_FLIGHT): Promise<Outcome[]> {
  const out: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const n = next++;
      const url = urls[n] as string;
      const res = await fetch(`${origin}/api/resolve`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `10.1.${n >> 8}.${n & 255}`,
        },
        body: JSON.stringify({ url, kind: "reel" }),
      });
      const body = (await res.json()) as { items?: unknown[]; error?: { code: string } };
      out.push({
        url,
        status: res.status,
        code: body.error?.code,
        retryAfter: res.headers.get("retry-after"),
      });
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return out;
}

const answered = (outcomes: Outcome[], platform: string) =>
  outcomes.filter((o) => o.url.includes(platform) && o.status === 200).length;

describe("lookups at volume with the pools", () => {
  let instagram: BusyInstagram;
  let youtube: BusyYoutube;
  let pot: PotProviderStandIn;
  let proxies: ForwardProxy[];
  let app: Awaited<ReturnType<typeof startMediaApp>>;
  let outcomes: Outcome[];

  beforeAll(async () => {
    instagram = await startBusyInstagram({ sessions: SESSIONS });
    youtube = await startBusyYoutube(makeYoutubeMedia(1));
    pot = await startPotProvider();
    proxies = await Promise.all([
      startHttpProxy("127.0.0.2"),
      startHttpProxy("127.0.0.3", { username: "egress", password: "s3cret" }),
      startSocksProxy("127.0.0.4"),
      startSocksProxy("127.0.0.5", { username: "egress", password: "s3cret" }),
    ]);
    const cookies = join(mkdtempSync(join(tmpdir(), "rd-volume-")), "cookies.txt");
    writeFileSync(
      cookies,
      SESSIONS.map((s) => `sessionid=${s}; csrftoken=c${s.length}`).join("\n"),
    );
    app = await startMediaApp({
      MEDIA_PROVIDERS: "builtin",
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      INSTAGRAM_WEB_ORIGIN: instagram.web.origin,
      INSTAGRAM_API_ORIGIN: instagram.web.origin,
      YOUTUBE_ORIGIN: youtube.origin,
      MEDIA_PROXIES: proxies.map((p) => p.url).join(","),
      INSTAGRAM_COOKIES_FILE: cookies,
      YOUTUBE_POT_PROVIDER_URL: pot.origin,
    });
    outcomes = await lookUpAll(app.origin, lookups);
  });
  afterAll(async () => {
    await app?.close();
    await closeAgents();
    await Promise.all([
      instagram?.close(),
      youtube?.close(),
      pot?.close(),
      ...proxies.map((p) => p.close()),
    ]);
  });

  it("answers every lookup", () => {
    expect(outcomes.filter((o) => o.status !== 200)).toEqual([]);
    expect(answered(outcomes, "instagram")).toBe(120);
    expect(answered(outcomes, "youtube")).toBe(60);
  });

  it("asks Instagram once per link, spreading the lookups over every egress and session", () => {
    const addresses = ["127.0.0.1", "127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"];
    // The 30 repeated links cost nothing; each logged-out egress also built its web session once.
    const graphql = addresses.reduce((n, a) => n + instagram.endpoints.get(`${a} graphql`), 0);
    const signedIn = SESSIONS.reduce((n, s) => n + instagram.sessions.get(`session:${s}`), 0);
    const refusals = instagram.refused.total();
    expect(graphql + signedIn - refusals).toBe(90);
    for (const address of addresses) expect(instagram.seen.get(address)).toBeGreaterThan(0);
    for (const session of SESSIONS)
      expect(instagram.sessions.get(`session:${session}`)).toBeGreaterThan(0);
    // Past its budget an address or a session is refused only by the lookups already on their
    // way when the first refusal came back (6 visitors at a time), then it sits out.
    for (const address of addresses) {
      expect(instagram.refused.get(address)).toBeLessThanOrEqual(IN_FLIGHT);
    }
    for (const session of SESSIONS) {
      expect(instagram.refused.get(`session:${session}`)).toBeLessThanOrEqual(IN_FLIGHT);
    }
    // Every request: one per link, the refusals, and each egress's web session (2 requests).
    const requests = instagram.seen.total() + instagram.sessions.total();
    expect(requests).toBe(90 + refusals + 2 * addresses.length);
  });

  it("answers YouTube through every egress, with tokens once an egress is flagged", () => {
    const addresses = ["127.0.0.1", "127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"];
    for (const address of addresses) expect(youtube.seen.get(address)).toBeGreaterThan(0);
    // After its first bot check an egress asks with a PO token (only lookups already on their way
    // meet a second one).
    for (const address of addresses)
      expect(youtube.refused.get(address)).toBeLessThanOrEqual(IN_FLIGHT);
    expect(youtube.withToken.total()).toBeGreaterThan(0);
    expect(youtube.seen.total() - youtube.refused.total()).toBe(60);
  });
});

describe("lookups at volume without the pools", () => {
  let instagram: BusyInstagram;
  let youtube: BusyYoutube;
  let app: Awaited<ReturnType<typeof startMediaApp>>;
  let outcomes: Outcome[];

  beforeAll(async () => {
    instagram = await startBusyInstagram();
    youtube = await startBusyYoutube(makeYoutubeMedia(1));
    app = await startMediaApp({
      MEDIA_PROVIDERS: "builtin",
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      INSTAGRAM_WEB_ORIGIN: instagram.web.origin,
      INSTAGRAM_API_ORIGIN: instagram.web.origin,
      YOUTUBE_ORIGIN: youtube.origin,
      RESOLVE_CACHE_SECONDS: "0",
    });
    outcomes = await lookUpAll(app.origin, lookups);
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([instagram?.close(), youtube?.close()]);
  });

  it("answers only what one address's budget allows, and says when to come back", () => {
    // 12 logged-out requests a minute: the home page and the ruling take 2, so 10 posts.
    expect(answered(outcomes, "instagram")).toBe(10);
    expect(answered(outcomes, "youtube")).toBe(8);
    const refused = outcomes.filter((o) => o.status !== 200);
    expect(new Set(refused.map((o) => `${o.status} ${o.code}`))).toEqual(
      new Set(["429 rate_limited"]),
    );
    for (const o of refused) expect(Number(o.retryAfter)).toBeGreaterThan(0);
    // Once refused, the server stops asking: only the lookups already on their way (6 visitors at
    // a time) meet a refusal, not every lookup after.
    expect(instagram.refused.total()).toBeLessThanOrEqual(IN_FLIGHT);
    expect(youtube.refused.total()).toBeLessThanOrEqual(IN_FLIGHT);
    expect(instagram.seen.total()).toBeLessThanOrEqual(12 + IN_FLIGHT);
  });
});
