import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pinMedia } from "../../../server/media/extractors/pinterest/pin.js";
import { closeAgents } from "../../../server/media/upstream/agents.js";
import {
  fetchTunnel,
  resolveLink,
  startMediaApp,
} from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import { bytesOf, saveAs } from "../../../test-support/media-files.js";
import { probeFile } from "../../../test-support/probe.js";
import {
  type ForwardProxy,
  startHttpProxy,
} from "../../../test-support/stand-ins/forward-proxies.js";
import type { Running } from "../../../test-support/stand-ins/http-server.js";
import {
  type PinterestStandIn,
  startPinterest,
} from "../../../test-support/stand-ins/pinterest.js";
import { makeHls, startStreamCdn } from "../../../test-support/stand-ins/segmented.js";

/**
 * The built-in Pinterest extractor against local stand-ins of the resource API, the short-link
 * service and the CDN (test-support/stand-ins/pinterest.ts, decision 050).
 */
let pinterest: PinterestStandIn;
const dir = mkdtempSync(join(tmpdir(), "rd-pin-"));
let proxy: ForwardProxy;
const apps: Running[] = [];

beforeAll(async () => {
  pinterest = await startPinterest();
  proxy = await startHttpProxy("127.0.0.9");
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await closeAgents();
  await Promise.all([pinterest?.close(), proxy?.close()]);
});

const env = (extra: Record<string, string> = {}) => ({
  MEDIA_PROVIDERS: "builtin",
  MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  PINTEREST_ORIGIN: pinterest.web.origin,
  PINTEREST_API_ORIGIN: pinterest.web.origin,
  ...extra,
});

async function freshApp(extra: Record<string, string> = {}): Promise<Running> {
  const app = await startMediaApp(env(extra));
  apps.push(app);
  return app;
}

async function fileOf(app: { origin: string }, path: string | undefined): Promise<Buffer> {
  const res = await fetchTunnel(app, path);
  expect(res.status).toBe(200);
  return bytesOf(res);
}

describe("built-in Pinterest extractor (PinResource)", () => {
  const app = useMediaApp(() => env());

  it("gives a video pin's V_720P MP4, byte for byte, asked as the web app asks", async () => {
    const { status, body } = await resolveLink(
      app.origin,
      "https://www.pinterest.com/pin/664281013778109217/",
      "reel",
    );
    expect(status).toBe(200);
    expect(body.items).toHaveLength(1);
    expect(body.items?.[0]).toMatchObject({
      type: "video",
      filename: "pinterest-664281013778109217.mp4",
      width: 160,
      height: 120,
    });
    expect((await fileOf(app, body.items?.[0]?.download)).equals(pinterest.media.mp4)).toBe(true);
    expect(
      (await fileOf(app, body.items?.[0]?.thumbnail)).equals(pinterest.media.jpegs[0] as Buffer),
    ).toBe(true);
    const asked = pinterest.web.requests.findLast((r) => r.url.startsWith("/resource/"));
    const query = new URL(asked?.url ?? "/", "http://x").searchParams;
    expect(JSON.parse(query.get("data") ?? "")).toEqual({
      options: { id: "664281013778109217", field_set_key: "detailed" },
    });
    expect(query.get("source_url")).toBe("/pin/664281013778109217/");
    expect(asked?.headers).toMatchObject({
      "x-requested-with": "XMLHttpRequest",
      "x-app-version": "a89153f",
      "x-pinterest-pws-handler": "www/[username].js",
    });
    expect(asked?.headers.cookie).toMatch(/^csrftoken=[0-9a-f]{32}$/);
  });

  it("gives an image pin's original from a country domain, and a GIF pin's GIF", async () => {
    const image = await resolveLink(
      app.origin,
      "https://www.pinterest.ca/pin/412994228343400946/",
      "post",
    );
    expect(image.body.items?.map((i) => [i.type, i.filename, i.width])).toEqual([
      ["photo", "pinterest-412994228343400946.jpg", 328],
    ]);
    expect(
      (await fileOf(app, image.body.items?.[0]?.download)).equals(
        pinterest.media.jpegs[1] as Buffer,
      ),
    ).toBe(true);
    const gif = await resolveLink(
      app.origin,
      "https://pinterest.de/pin/643170390530326178/",
      "post",
    );
    expect(gif.body.items?.[0]?.filename).toBe("pinterest-643170390530326178.gif");
    expect((await fileOf(app, gif.body.items?.[0]?.download)).equals(pinterest.media.gif)).toBe(
      true,
    );
  });

  it("lists a story pin's video and image pages in order (music and text are not files)", async () => {
    const { body } = await resolveLink(
      app.origin,
      "https://www.pinterest.com/pin/gadget-cool-products-amazon-product-technology-kitchen-gadgets--1084663891475263837/",
      "post",
    );
    expect(body.items?.map((i) => [i.type, i.filename])).toEqual([
      ["video", "pinterest-1084663891475263837-1.mp4"],
      ["photo", "pinterest-1084663891475263837-2.jpg"],
    ]);
    expect((await fileOf(app, body.items?.[0]?.download)).equals(pinterest.media.mp4)).toBe(true);
    expect(
      (await fileOf(app, body.items?.[1]?.download)).equals(pinterest.media.jpegs[2] as Buffer),
    ).toBe(true);
    expect(body.archive?.filename).toBe("pinterest-1084663891475263837.zip");
  });

  it("lists a carousel's slots at their original size", async () => {
    const { body } = await resolveLink(
      app.origin,
      "https://co.pinterest.com/pin/824721750502199491/",
      "post",
    );
    const files = await Promise.all((body.items ?? []).map((i) => fileOf(app, i.download)));
    expect(files.map((f) => pinterest.media.jpegs.findIndex((j) => j.equals(f)))).toEqual([
      0, 1, 2,
    ]);
  });

  it("follows a pin.it link once, to the pin it names", async () => {
    const before = pinterest.web.requests.length;
    const { status, body } = await resolveLink(app.origin, "https://pin.it/4xQ9zBc1a", "reel");
    expect(status).toBe(200);
    expect(body.items?.[0]?.filename).toBe("pinterest-664281013778109217.mp4");
    expect(pinterest.web.requests[before]?.url).toBe("/url_shortener/4xQ9zBc1a/redirect/");
  });

  it("says a pin.it link to a board is not a pin, and a missing or secret pin is not found", async () => {
    const board = await resolveLink(app.origin, "https://pin.it/b0ardL1nk", "post");
    expect(board.body.error?.code).toBe("unsupported_link");
    for (const id of ["1110000000000000005", "1110000000000000006"]) {
      const gone = await resolveLink(app.origin, `https://www.pinterest.com/pin/${id}/`, "post");
      expect(gone.status).toBe(404);
      expect(gone.body.error?.code).toBe("not_found");
    }
  });

  it("streams a pin offered only as HLS through the tunnel: its playlist read, its segments remuxed into one MP4 (issue 34)", async () => {
    const files = await makeHls({
      sizes: ["640x360"],
      seconds: 4,
      segmentSeconds: 2,
      audio: "muxed",
    });
    const streams = await startStreamCdn(files);
    pinterest.hlsMaster = `${streams.origin}/hls/master.m3u8`;
    try {
      const { status, body } = await resolveLink(
        app.origin,
        "https://www.pinterest.com/pin/70437485604616/",
        "reel",
      );
      expect(status).toBe(200);
      const item = body.items?.[0];
      expect(item?.type).toBe("video");
      expect(item?.qualities?.map((q) => q.label)).toEqual(["360p"]);
      const file = await saveAs(await fetchTunnel(app, item?.download), join(dir, "hls-pin.mp4"));
      const probed = probeFile(file);
      expect(probed.streams.map((st) => st.codec).sort()).toEqual(["aac", "h264"]);
      expect(probed.seconds).toBeGreaterThan(3);
      expect(streams.hits.get("/hls/master.m3u8")).toBeGreaterThanOrEqual(1);
    } finally {
      pinterest.hlsMaster = undefined;
      await streams.close();
    }
  }, 60_000);
});

describe("Pinterest pushing back: refusals of the egress", () => {
  it("a 429 rests the egress with its Retry-After, and the next lookup asks nothing", async () => {
    const app = await freshApp();
    const before = pinterest.resourceRequests();
    const first = await resolveLink(
      app.origin,
      "https://www.pinterest.com/pin/1110000000000000001/",
      "reel",
    );
    expect(first.status).toBe(429);
    expect(first.body.error?.retryAfter).toBeGreaterThan(20);
    const second = await resolveLink(
      app.origin,
      "https://www.pinterest.com/pin/412994228343400946/",
      "post",
    );
    expect(second.status).toBe(429);
    expect(pinterest.resourceRequests() - before).toBe(1);
  });

  // The login redirect and a 403 are walls, judged by a probe (pinterest-answers.test.ts).
  it.each([["the HTML bot check", "1110000000000000003"]])(
    "%s refuses each egress once, never 'not found'",
    async (_name, id) => {
      const app = await freshApp({ MEDIA_PROXIES: proxy.url });
      const before = pinterest.resourceRequests();
      const { status, body } = await resolveLink(
        app.origin,
        `https://www.pinterest.com/pin/${id}/`,
        "reel",
      );
      expect(status).toBe(429);
      expect(body.error?.code).toBe("rate_limited");
      expect(pinterest.resourceRequests() - before).toBe(2);
    },
  );
});

describe("reading a pin (the parts the stand-in's pins do not show)", () => {
  it("names a story page's original by its image signature when the block has no originals", async () => {
    const pin = {
      id: "1",
      images: { orig: { url: "https://i.pinimg.com/originals/aa/bb/cc/poster.jpg" } },
      story_pin_data: {
        pages: [
          { image_signature: "0f1e2d3c4b5a", blocks: [{ type: "story_pin_image_block" }] },
          { blocks: [{ type: "story_pin_image_block", image_signature: "a1b2c3d4e5f6" }] },
        ],
      },
    };
    expect(pinMedia(pin, "https://i.pinimg.com").map((c) => c.url)).toEqual([
      "https://i.pinimg.com/originals/0f/1e/2d/0f1e2d3c4b5a.jpg",
      "https://i.pinimg.com/originals/a1/b2/c3/a1b2c3d4e5f6.jpg",
    ]);
  });

  it("takes a one-image story's own original, and the widest MP4 when there is no V_720P", async () => {
    const orig = {
      url: "https://i.pinimg.com/originals/aa/bb/cc/own.jpg",
      width: 900,
      height: 600,
    };
    const story = {
      images: { orig },
      story_pin_data: {
        pages: [{ image_signature: "0f1e2d", blocks: [{ type: "story_pin_image_block" }] }],
      },
    };
    expect(pinMedia(story, "https://i.pinimg.com")).toEqual([
      { type: "photo", url: orig.url, thumbnail: orig.url, width: 900, height: 600 },
    ]);
    const video = {
      videos: {
        video_list: {
          V_HLSV4: { url: "https://v1.pinimg.com/videos/iht/hls/x.m3u8", width: 1080 },
          V_EXP4: {
            url: "https://v1.pinimg.com/videos/iht/expMp4/x_t4.mp4",
            width: 360,
            height: 640,
          },
          V_EXP7: {
            url: "https://v1.pinimg.com/videos/iht/expMp4/x_t7.mp4",
            width: 720,
            height: 1280,
          },
        },
      },
    };
    expect(pinMedia(video, "https://i.pinimg.com")[0]?.url).toBe(
      "https://v1.pinimg.com/videos/iht/expMp4/x_t7.mp4",
    );
  });
});
