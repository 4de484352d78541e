import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResolveResponse } from "../../../common/media-api.js";
import { closeAgents } from "../../../server/media/upstream/agents.js";
import { resolveLink, startMediaApp } from "../../../test-support/in-process/media-app.js";
import { bytesOf } from "../../../test-support/media-files.js";
import {
  type PotProviderStandIn,
  startPotProvider,
} from "../../../test-support/stand-ins/budgets.js";
import {
  type ForwardProxy,
  startHttpProxy,
  startSocksProxy,
} from "../../../test-support/stand-ins/forward-proxies.js";
import type { Running } from "../../../test-support/stand-ins/http-server.js";
import { makeYoutubeMedia, type YoutubeMedia } from "../../../test-support/stand-ins/youtube.js";
import {
  type BusyYoutube,
  startBusyYoutube,
} from "../../../test-support/stand-ins/youtube-busy.js";

/**
 * YouTube binds a stream URL to the address that asked for it (`ip=`): the tunnel's bytes
 * must come through the egress that resolved the video, named in the sealed token.
 */
let media: YoutubeMedia;
let youtube: BusyYoutube;
let proxies: ForwardProxy[];
const apps: Running[] = [];

beforeAll(async () => {
  media = makeYoutubeMedia(1);
  youtube = await startBusyYoutube(media);
  proxies = await Promise.all([startHttpProxy("127.0.0.6"), startSocksProxy("127.0.0.7")]);
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await closeAgents();
  await Promise.all([youtube?.close(), ...proxies.map((p) => p.close())]);
});

async function app(env: Record<string, string>): Promise<Running> {
  const running = await startMediaApp({
    MEDIA_PROVIDERS: "builtin",
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
    YOUTUBE_ORIGIN: youtube.origin,
    ...env,
  });
  apps.push(running);
  return running;
}

/** Which addresses the stand-in saw while `work` ran: player requests and stream requests. */
async function watched<T>(
  work: () => Promise<T>,
): Promise<{ result: T; asked: string[]; streamed: string[] }> {
  const before = {
    seen: new Map(youtube.seen.counts),
    downloads: new Map(youtube.downloads.counts),
  };
  const result = await work();
  const grew = (now: Map<string, number>, then: Map<string, number>) =>
    [...now].filter(([k, n]) => n > (then.get(k) ?? 0)).map(([k]) => k);
  return {
    result,
    asked: grew(youtube.seen.counts, before.seen),
    streamed: grew(youtube.downloads.counts, before.downloads),
  };
}

async function download(origin: string, path: string | undefined): Promise<Response> {
  return fetch(`${origin}${path}`);
}

describe("downloads leave through the egress that resolved them", () => {
  it("muxes each video's streams through its own egress, turn by turn", async () => {
    const pool = await app({ MEDIA_PROXIES: proxies.map((p) => p.url).join(",") });
    const used = new Set<string>();
    for (const id of ["egressvid01", "egressvid02", "egressvid03"]) {
      const lookup = await watched(() =>
        resolveLink(pool.origin, `https://www.youtube.com/watch?v=${id}`, "reel"),
      );
      expect(lookup.result.status).toBe(200);
      expect(lookup.asked).toHaveLength(1);
      const [address] = lookup.asked as [string];
      used.add(address);
      const refusedBefore = youtube.downloadsRefused.total();
      const file = await watched(async () => {
        const res = await download(pool.origin, lookup.result.body.items?.[0]?.download);
        return { status: res.status, bytes: (await bytesOf(res)).length };
      });
      expect(file.result.status).toBe(200);
      expect(file.result.bytes).toBeGreaterThan(1000);
      // Both streams (video and audio) came through the address that resolved the video.
      expect(file.streamed).toEqual([address]);
      expect(youtube.downloadsRefused.total()).toBe(refusedBefore);
    }
    expect(used).toEqual(new Set(["127.0.0.1", "127.0.0.6", "127.0.0.7"]));
  });

  it("finds the egress by its id when MEDIA_PROXIES is reordered, and looks the video up again when it is gone", async () => {
    const list = proxies.map((p) => p.url);
    const first = await app({ MEDIA_PROXIES: list.join(","), MEDIA_DIRECT: "false" });
    const lookup = await watched(() =>
      resolveLink(first.origin, "https://www.youtube.com/watch?v=egressvid04", "audio"),
    );
    const [address] = lookup.asked as [string];
    expect(["127.0.0.6", "127.0.0.7"]).toContain(address);
    // The M4A quality is relayed as it is: one stream, one address.
    const m4a = lookup.result.body.items?.[0]?.qualities?.find((q) => q.container === "m4a");
    expect(m4a).toBeDefined();
    const reordered = await app({
      MEDIA_PROXIES: [...list].reverse().join(","),
      MEDIA_DIRECT: "false",
    });
    const again = await watched(
      async () => (await download(reordered.origin, m4a?.download)).status,
    );
    expect(again.result).toBe(200);
    expect(again.streamed).toEqual([address]);
    // The proxy that resolved it is gone: the stream, bound to its address, is never fetched
    // from another. This instance looks the video up again through its own egress and streams
    // the same quality from the address that asked (docs/decisions/036).
    const other = list.filter((url) => !url.includes(address));
    const shrunk = await app({ MEDIA_PROXIES: other.join(","), MEDIA_DIRECT: "false" });
    const moved = await watched(async () => (await download(shrunk.origin, m4a?.download)).status);
    expect(moved.result).toBe(200);
    expect(moved.asked).toHaveLength(1);
    expect(moved.asked[0]).not.toBe(address);
    expect(moved.streamed).toEqual(moved.asked);
  });
});

describe("a flagged egress with proof-of-origin tokens", () => {
  let flagged: BusyYoutube;
  let pot: PotProviderStandIn;

  beforeAll(async () => {
    // Every tokenless player request gets the bot check.
    flagged = await startBusyYoutube(media, { addressBudget: 0 });
    pot = await startPotProvider();
  });
  afterAll(() => Promise.all([flagged?.close(), pot?.close()]));

  it("asks as WEB with a video-bound token and downloads with the visitor-bound one", async () => {
    const running = await startMediaApp({
      MEDIA_PROVIDERS: "builtin",
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      YOUTUBE_ORIGIN: flagged.origin,
      MEDIA_PROXIES: proxies[0]?.url ?? "",
      MEDIA_DIRECT: "false",
      YOUTUBE_POT_PROVIDER_URL: pot.origin,
    });
    apps.push(running);
    const res = await resolveLink(
      running.origin,
      "https://www.youtube.com/watch?v=tokenvid001",
      "audio",
    );
    expect(res.status).toBe(200);
    // One bot check, then WEB with a token; the provider was sent the bindings only, never
    // the egress's proxy or its credentials.
    expect(flagged.refused.get("127.0.0.6")).toBe(1);
    expect(flagged.withToken.get("127.0.0.6")).toBe(1);
    const proxy = new URL(proxies[0]?.url ?? "");
    expect(pot.minted.map((m) => m.fields)).toEqual([["content_binding"], ["content_binding"]]);
    for (const { body } of pot.minted) {
      expect(body).not.toContain(proxy.host);
      if (proxy.password) expect(body).not.toContain(proxy.password);
    }
    expect(pot.minted.map((m) => m.binding)).toContain("tokenvid001");
    const body = res.body as ResolveResponse;
    const m4a = body.items[0]?.qualities?.find((q) => q.container === "m4a");
    const file = await fetch(`${running.origin}${m4a?.download}`);
    expect(file.status).toBe(200);
    expect((await bytesOf(file)).length).toBeGreaterThan(1000);
    expect(flagged.downloads.get("127.0.0.6")).toBeGreaterThan(0);
    expect(flagged.downloadsRefused.total()).toBe(0);
    // The next video through the flagged egress goes straight to WEB with tokens: no bot check.
    const next = await resolveLink(
      running.origin,
      "https://www.youtube.com/watch?v=tokenvid002",
      "reel",
    );
    expect(next.status).toBe(200);
    expect(flagged.refused.get("127.0.0.6")).toBe(1);
  });

  it("without a provider, says when to try again", async () => {
    const running = await startMediaApp({
      MEDIA_PROVIDERS: "builtin",
      MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      YOUTUBE_ORIGIN: flagged.origin,
    });
    apps.push(running);
    const res = await fetch(`${running.origin}/api/resolve`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: "https://www.youtube.com/watch?v=tokenvid003", kind: "reel" }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.message).toBe(
      "The platform is limiting requests right now. Please try again in 20 seconds.",
    );
  });
});
