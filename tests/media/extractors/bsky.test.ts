import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postMedia } from "../../../server/media/extractors/bsky/embed.js";
import { closeAgents } from "../../../server/media/upstream/agents.js";
import {
  fetchTunnel,
  resolveLink,
  startMediaApp,
} from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import {
  lookUpAs,
  refusedVisitorBesideOthers,
  type VisitorAnswer,
} from "../../../test-support/in-process/visitors.js";
import { bytesOf, saveAs } from "../../../test-support/media-files.js";
import { probeFile } from "../../../test-support/probe.js";
import {
  BSKY,
  type BskyStandIn,
  bskyEnv,
  startBsky,
} from "../../../test-support/stand-ins/bsky.js";
import { listen, type Running } from "../../../test-support/stand-ins/http-server.js";
import { makeHls } from "../../../test-support/stand-ins/segmented.js";

const dir = mkdtempSync(join(tmpdir(), "rd-bsky-"));

/**
 * The built-in Bluesky extractor against a local stand-in of the public AppView, the PLC
 * directory, a PDS and the CDN (test-support/stand-ins/bsky.ts, decision 051).
 */
let bsky: BskyStandIn;
const apps: Running[] = [];

beforeAll(async () => {
  bsky = await startBsky();
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await closeAgents();
  await bsky?.close();
});

const env = () => ({
  MEDIA_PROVIDERS: "builtin",
  MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  ...bskyEnv(bsky),
});
const link = (a: { handle: string; rkey: string }, actor: string = a.handle) =>
  `https://bsky.app/profile/${actor}/post/${a.rkey}`;

async function fileOf(app: { origin: string }, path: string | undefined): Promise<Buffer> {
  const res = await fetchTunnel(app, path);
  expect(res.status).toBe(200);
  return bytesOf(res);
}

function delta<T extends Record<string, number>>(before: T, after: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(after)
      .map(([k, v]) => [k, v - (before[k] ?? 0)])
      .filter(([, n]) => Number(n) > 0),
  ) as Partial<T>;
}

describe("built-in Bluesky extractor (the public AppView)", () => {
  const app = useMediaApp(env);

  it("gives a video as its original blob from the author's PDS, byte for byte (AppView, PLC, blob)", async () => {
    const before = { ...bsky.counts };
    const { status, body } = await resolveLink(app.origin, link(BSKY.video), "reel");
    expect(status).toBe(200);
    expect(body.items).toHaveLength(1);
    expect(body.items?.[0]).toMatchObject({
      type: "video",
      filename: "bluesky-3l4omssdl632g.mp4",
      width: 160,
      height: 120,
    });
    expect((await fileOf(app, body.items?.[0]?.download)).equals(bsky.media.mp4)).toBe(true);
    expect(delta(before, bsky.counts)).toEqual({ appview: 1, plc: 1, blob: 1 });
    const asked = bsky.server.requests.find((r) =>
      r.url.startsWith("/xrpc/app.bsky.feed.getPostThread"),
    );
    const query = new URL(asked?.url ?? "/", "http://x").searchParams;
    expect(query.get("uri")).toBe("at://blu3blue.bsky.social/app.bsky.feed.post/3l4omssdl632g");
    expect([query.get("depth"), query.get("parentHeight")]).toEqual(["0", "0"]);
    const blob = bsky.server.requests.find((r) =>
      r.url.startsWith("/xrpc/com.atproto.sync.getBlob"),
    );
    expect(new URL(blob?.url ?? "/", "http://x").searchParams.get("did")).toBe(BSKY.video.did);
  });

  it("reads a link naming the author by DID the same way", async () => {
    const { body } = await resolveLink(app.origin, link(BSKY.video, BSKY.video.did), "reel");
    expect(body.items?.[0]?.filename).toBe("bluesky-3l4omssdl632g.mp4");
  });

  it("lists a post's images at full size, in order, with one ZIP", async () => {
    const { body } = await resolveLink(app.origin, link(BSKY.images), "post");
    expect(body.items?.map((i) => [i.type, i.filename, i.width])).toEqual([
      ["photo", "bluesky-3l3vgf77uco2g-1.jpg", 320],
      ["photo", "bluesky-3l3vgf77uco2g-2.jpg", 328],
      ["photo", "bluesky-3l3vgf77uco2g-3.jpg", 336],
    ]);
    const files = await Promise.all((body.items ?? []).map((i) => fileOf(app, i.download)));
    expect(files.map((f) => bsky.media.jpegs.findIndex((j) => j.equals(f)))).toEqual([0, 1, 2]);
    expect(body.archive?.filename).toBe("bluesky-3l3vgf77uco2g.zip");
  });

  it("gives a quote's own video, and a quote of an image post that post's images", async () => {
    const quote = await resolveLink(app.origin, link(BSKY.quoteWithVideo), "reel");
    expect(quote.body.items?.map((i) => i.type)).toEqual(["video"]);
    expect((await fileOf(app, quote.body.items?.[0]?.download)).equals(bsky.media.mp4)).toBe(true);
    const quoted = await resolveLink(app.origin, link(BSKY.quoteOfImages), "post");
    expect(quoted.body.items?.map((i) => i.filename)).toEqual([
      "bluesky-3l7gv55dc2o2w-1.jpg",
      "bluesky-3l7gv55dc2o2w-2.jpg",
    ]);
  });

  it("takes a Tenor GIF at its own size (the downscaling query dropped)", async () => {
    const { status, body } = await resolveLink(app.origin, link(BSKY.gif), "post");
    expect(status).toBe(200);
    expect(body.items?.map((i) => [i.type, i.filename])).toEqual([
      ["photo", "bluesky-3l4qhp7bcs52c.gif"],
    ]);
  });

  it("refuses, in so many words, a video kept on a self-hosted PDS, without fetching from it", async () => {
    for (const who of [BSKY.selfHosted, BSKY.didWeb]) {
      const before = { ...bsky.counts };
      const { status, body } = await resolveLink(app.origin, link(who), "reel");
      expect(status).toBe(424);
      expect(body.error).toMatchObject({
        code: "upstream_failed",
        message:
          "This video is kept on a server outside Bluesky's own network, which we do not download from.",
      });
      expect(bsky.counts.blob).toBe(before.blob);
    }
  });

  it("streams a video on a self-hosted PDS from Bluesky's video service (HLS), never from that server (issue 34)", async () => {
    bsky.hls = await makeHls({ sizes: ["640x360"], seconds: 4, segmentSeconds: 2, audio: "muxed" });
    try {
      for (const who of [BSKY.selfHosted, BSKY.didWeb]) {
        const before = { blob: bsky.counts.blob, watched: bsky.watched() };
        const { status, body } = await resolveLink(app.origin, link(who), "reel");
        expect(status).toBe(200);
        const item = body.items?.[0];
        expect(item?.type).toBe("video");
        expect(item?.qualities?.map((q) => q.label)).toEqual(["360p"]);
        const file = await saveAs(
          await fetchTunnel(app, item?.download),
          join(dir, `${who.rkey}.mp4`),
        );
        const probed = probeFile(file);
        expect(probed.streams.map((st) => st.codec).sort()).toEqual(["aac", "h264"]);
        expect(bsky.counts.blob).toBe(before.blob);
        expect(bsky.watched()).toBeGreaterThan(before.watched);
      }
    } finally {
      bsky.hls = undefined;
    }
  }, 90_000);

  it.each([
    [
      "a post the AppView does not know",
      link({ handle: BSKY.video.handle, rkey: "3l4aaaaaaaaa2" }),
      404,
      "not_found",
    ],
    [
      "a handle that resolves to nobody",
      link({ handle: "nobody.example.com", rkey: "3l4omssdl632g" }),
      404,
      "not_found",
    ],
    ["a deleted post (#notFoundPost)", link(BSKY.deleted), 404, "not_found"],
    ["a post the author's block hides (#blockedPost)", link(BSKY.blocked), 403, "private"],
    ["an author who asked not to be shown logged out", link(BSKY.hidden), 403, "login_required"],
    ["a text post", link(BSKY.text), 404, "not_found"],
  ])("answers %s clearly", async (_name, url, status, code) => {
    const answer = await resolveLink(app.origin, url, "post");
    expect(answer.status).toBe(status);
    expect(answer.body.error?.code).toBe(code);
  });
});

describe("Bluesky pushing back", () => {
  it("a 429 of the AppView rests the egress with its Retry-After, and the next lookup asks nothing", async () => {
    const app = await startMediaApp(env());
    apps.push(app);
    bsky.limited = true;
    try {
      const before = bsky.counts.appview;
      const first = await resolveLink(app.origin, link(BSKY.images), "post");
      expect(first.status).toBe(429);
      expect(first.body.error?.retryAfter).toBeGreaterThan(30);
      expect(first.body.error?.retryAfter).toBeLessThanOrEqual(40);
      const second = await resolveLink(app.origin, link(BSKY.video), "reel");
      expect(second.status).toBe(429);
      expect(bsky.counts.appview - before).toBe(1);
    } finally {
      bsky.limited = false;
    }
  });
});

describe("reading a post's embed (shapes the stand-in's posts do not show)", () => {
  it("takes a quote's own images, and a quoted post's video with the quoted author's DID", async () => {
    const withImages = {
      author: { did: "did:plc:aaaaaaaaaaaaaaaaaaaaaaaa" },
      embed: {
        $type: "app.bsky.embed.recordWithMedia#view",
        media: {
          $type: "app.bsky.embed.images#view",
          images: [{ fullsize: "https://cdn.bsky.app/img/feed_fullsize/plain/x/y@jpeg" }],
        },
        record: { record: {} },
      },
    };
    expect(postMedia(withImages)).toEqual([
      {
        type: "photo",
        url: "https://cdn.bsky.app/img/feed_fullsize/plain/x/y@jpeg",
        thumbnail: "https://cdn.bsky.app/img/feed_fullsize/plain/x/y@jpeg",
        ext: "jpg",
      },
    ]);
    const quotingVideo = {
      author: { did: "did:plc:aaaaaaaaaaaaaaaaaaaaaaaa" },
      embed: {
        $type: "app.bsky.embed.record#view",
        record: {
          $type: "app.bsky.embed.record#viewRecord",
          author: { did: "did:plc:bbbbbbbbbbbbbbbbbbbbbbbb" },
          value: { embed: { $type: "app.bsky.embed.video", video: { mimeType: "video/mp4" } } },
          embeds: [{ $type: "app.bsky.embed.video#view", cid: "bafkquoted" }],
        },
      },
    };
    expect(postMedia(quotingVideo)).toEqual([
      {
        type: "blob",
        did: "did:plc:bbbbbbbbbbbbbbbbbbbbbbbb",
        cid: "bafkquoted",
        mimeType: "video/mp4",
      },
    ]);
  });

  it("ignores an external link that is not a Tenor GIF", async () => {
    const link = {
      embed: {
        $type: "app.bsky.embed.external#view",
        external: { uri: "https://example.com/page" },
      },
    };
    expect(postMedia(link)).toEqual([]);
  });
});

describe("a DID document's PDS: only Bluesky's own hosts (decision 062)", () => {
  const app = useMediaApp(() => ({ ...env(), RESOLVE_CACHE_SECONDS: "0" }));
  let canary: Running & { hits: number };

  beforeAll(async () => {
    const hits = { n: 0 };
    const running = await listen((_req, res) => {
      hits.n++;
      res.writeHead(200, { "content-type": "video/mp4" }).end("canary");
    });
    canary = Object.assign(running, {
      get hits() {
        return hits.n;
      },
    });
  });
  afterAll(async () => {
    bsky.pds.clear();
    await canary?.close();
  });

  it.each([
    ["a private address (another local server)", () => canary.origin],
    ["a private address over HTTPS", () => "https://10.0.0.7"],
    ["the cloud's metadata address", () => "https://169.254.169.254"],
    ["another platform's user-content host", () => "https://storage.googleusercontent.com"],
    ["another platform's media host", () => "https://video.twimg.com"],
    ["a look-alike of Bluesky's network", () => "https://pds.bsky.network.example.org"],
    ["Bluesky's network over plain HTTP", () => "http://porcini.us-east.host.bsky.network"],
    ["Bluesky's network on another port", () => "https://porcini.us-east.host.bsky.network:8443"],
  ])("refuses %s before any byte is fetched", async (_name, endpoint) => {
    bsky.pds.set(BSKY.video.did, endpoint());
    const before = { blob: bsky.counts.blob, canary: canary.hits };
    const { status, body } = await resolveLink(app.origin, link(BSKY.video), "reel");
    expect(status).toBe(424);
    expect(body.error).toMatchObject({ code: "upstream_failed", reason: "outside_network" });
    expect([bsky.counts.blob, canary.hits]).toEqual([before.blob, before.canary]);
  });

  it("takes a PDS of Bluesky's own network, asking nothing of it until the download", async () => {
    bsky.pds.set(BSKY.video.did, "https://porcini.us-east.host.bsky.network");
    const before = bsky.counts.blob;
    const { status, body } = await resolveLink(app.origin, link(BSKY.video), "reel");
    expect(status).toBe(200);
    expect(body.items?.[0]?.type).toBe("video");
    expect(bsky.counts.blob).toBe(before);
  });
});

describe("Bluesky's table of answers (decision 059)", () => {
  /** An app of its own: a refusal rests its egress, which must not spill into other rows. */
  async function freshApp(extra: Record<string, string> = {}): Promise<Running> {
    const app = await startMediaApp({ ...env(), RESOLVE_CACHE_SECONDS: "0", ...extra });
    apps.push(app);
    return app;
  }

  it.each([
    ["removed", () => link(BSKY.deleted), undefined, 404, "not_found", false],
    ["a post its author's block hides", () => link(BSKY.blocked), undefined, 403, "private", false],
    [
      "a post for signed-in readers",
      () => link(BSKY.hidden),
      undefined,
      403,
      "login_required",
      false,
    ],
    ["429", () => link(BSKY.text), "limited", 429, "rate_limited", true],
    ["5xx", () => link(BSKY.text), "failing", 424, "upstream_failed", false],
    ["a changed answer", () => link(BSKY.text), "changed", 424, "upstream_failed", false],
  ] as const)(
    "%s: %i %s; the address rests: %s",
    async (_name, url, toggle, status, code, rests) => {
      const app = await freshApp();
      if (toggle) bsky[toggle] = true;
      let answer: VisitorAnswer;
      try {
        answer = await lookUpAs(app, "203.0.113.77", url());
      } finally {
        if (toggle) bsky[toggle] = false;
      }
      expect([answer.status, answer.code]).toEqual([status, code]);
      const next = await lookUpAs(app, "198.51.100.77", link(BSKY.images));
      expect(next.status).toBe(rests ? 429 : 200);
    },
  );

  it("one visitor pasting refused posts at the visitor limit does not cost anyone else Bluesky (lookup cache off)", async () => {
    const app = await freshApp({ LOOKUPS_IN_FLIGHT: "64" });
    const refused = Array.from({ length: 24 }, (_, i) =>
      link(i % 2 === 0 ? BSKY.hidden : BSKY.blocked),
    );
    const before = bsky.counts.appview;
    const { theirs, others } = await refusedVisitorBesideOthers(app, refused, [
      link(BSKY.images),
      link(BSKY.gif),
      link(BSKY.quoteOfImages),
      link(BSKY.images, BSKY.images.did),
    ]);
    expect(others.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(theirs.every((a) => a.status === 403)).toBe(true);
    expect(new Set(theirs.map((a) => a.code))).toEqual(new Set(["private", "login_required"]));
    expect(bsky.counts.appview - before).toBe(32);
  });
});
