import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  fromMobileItem,
  fromStoryItem,
  fromWebMedia,
  UnusableMedia,
} from "../../../server/media/extractors/instagram/items.js";
import {
  fromEmbedPage,
  fromOgTags,
  lsdToken,
  pageMediaItem,
} from "../../../server/media/extractors/instagram/pages.js";
import type { MediaCandidate } from "../../../server/media/lookup.js";
import {
  FIXTURES,
  fixture,
  fixtureText,
} from "../../../test-support/stand-ins/instagram-fixtures.js";

type Json = Record<string, unknown>;
type Counts = Partial<Record<MediaCandidate["type"], number>>;

function counted(found: MediaCandidate[]): Counts {
  const counts: Counts = {};
  for (const c of found) counts[c.type] = (counts[c.type] ?? 0) + 1;
  return counts;
}

const first = (name: string) => (fixture<{ items: Json[] }>(name).items[0] ?? {}) as Json;

/**
 * Every recorded body, read by the reader its shape calls for, and what it holds (from the
 * fixtures' README). A body added to the folder without a line here fails the last test.
 */
const BODIES: Record<string, { read: () => MediaCandidate[]; holds: Counts; order?: string }> = {
  "graphql-sidecar-CA_ifcxMjFR.json": {
    read: () =>
      fromWebMedia(
        fixture<{ data: { shortcode_media: Json } }>("graphql-sidecar-CA_ifcxMjFR.json").data
          .shortcode_media,
      ),
    holds: { photo: 2, video: 1 },
    order: "photo,photo,video",
  },
  "graphql-xdt-video-DJ_1LHjIUKb.json": {
    read: () =>
      fromWebMedia(
        fixture<{ data: Json }>("graphql-xdt-video-DJ_1LHjIUKb.json").data.xdt_shortcode_media,
      ),
    holds: { video: 1 },
  },
  "graphql-xdt-image-DKEcNBuJIdN.json": {
    read: () =>
      fromWebMedia(
        fixture<{ data: Json }>("graphql-xdt-image-DKEcNBuJIdN.json").data.xdt_shortcode_media,
      ),
    holds: { photo: 1 },
  },
  "graphql-xdt-sidecar-DKHRsO_tx_o.json": {
    read: () =>
      fromWebMedia(
        fixture<{ data: Json }>("graphql-xdt-sidecar-DKHRsO_tx_o.json").data.xdt_shortcode_media,
      ),
    holds: { video: 3, photo: 1 },
    order: "video,video,video,photo",
  },
  "graphql-execution-error-2025-03.json": {
    read: () => fromWebMedia(fixture<{ data: null }>("graphql-execution-error-2025-03.json").data),
    holds: {},
  },
  "graphql-stories.json": {
    read: () =>
      fixture<{ data: { reels_media: { items: Json[] }[] } }>(
        "graphql-stories.json",
      ).data.reels_media.flatMap((r) => r.items.flatMap(fromStoryItem)),
    holds: { video: 1 },
  },
  "graphql-highlights-stories.json": {
    read: () =>
      fixture<{ data: { reels_media: { items: Json[] }[] } }>(
        "graphql-highlights-stories.json",
      ).data.reels_media.flatMap((r) => r.items.flatMap(fromStoryItem)),
    holds: { photo: 50 },
  },
  "graphql-profile-timeline-2020.json": {
    read: () =>
      fixture<{ data: { user: { edge_owner_to_timeline_media: { edges: { node: Json }[] } } } }>(
        "graphql-profile-timeline-2020.json",
      ).data.user.edge_owner_to_timeline_media.edges.flatMap((e) => fromWebMedia(e.node)),
    // 6 videos, 3 photos, and sidecars of 4 photos + 1 video, 3 photos, 1 video + 1 photo
    holds: { video: 8, photo: 11 },
  },
  "mobile-api-media.json": {
    read: () => fromMobileItem(first("mobile-api-media.json")),
    holds: { photo: 3 },
  },
  "mobile-api-media-2.json": {
    read: () => fromMobileItem(first("mobile-api-media-2.json")),
    holds: { video: 1 },
  },
  "mobile-api-media-3.json": {
    read: () => fromMobileItem(first("mobile-api-media-3.json")),
    holds: { video: 1, photo: 3 },
    order: "video,photo,photo,photo",
  },
  "mobile-api-reels-feed.json": {
    read: () =>
      fixture<{ items: { media: Json }[] }>("mobile-api-reels-feed.json").items.flatMap((i) =>
        fromMobileItem(i.media),
      ),
    // 12 reels, 6 of them with their own downloadable sound
    holds: { video: 12, audio: 6 },
  },
  "mobile-feed-timeline-2022.json": {
    read: () =>
      fixture<{ feed_items: { media_or_ad: Json }[] }>(
        "mobile-feed-timeline-2022.json",
      ).feed_items.flatMap((i) => fromMobileItem(i.media_or_ad)),
    // 7 carousels (37 photos) + 1 photo, 4 videos, one clip with a licensed music asset
    holds: { photo: 38, video: 4, audio: 1 },
  },
  "mobile-media-info-carousel-CVAksOjMuQu.json": {
    read: () => fromMobileItem(first("mobile-media-info-carousel-CVAksOjMuQu.json")),
    holds: { video: 1, photo: 5 },
    order: "video,photo,photo,photo,photo,photo",
  },
  "mobile-media-info-photos-Cf4dPucLzW0.json": {
    read: () => fromMobileItem(first("mobile-media-info-photos-Cf4dPucLzW0.json")),
    holds: { photo: 10 },
  },
  "mobile-media-info-reel-CrGkUHUL7_y.json": {
    read: () => fromMobileItem(first("mobile-media-info-reel-CrGkUHUL7_y.json")),
    holds: { video: 1, audio: 1 },
    order: "video,audio",
  },
  "mobile-media-info-clip-CfRjHP0g-07.json": {
    read: () => fromMobileItem(first("mobile-media-info-clip-CfRjHP0g-07.json")),
    holds: { video: 1 },
  },
  "oembed-video-3305366994705717156.json": {
    read: () => fromMobileItem(fixture("oembed-video-3305366994705717156.json")),
    holds: {},
  },
  "oembed-photos-2880180585709385140.json": {
    read: () => fromMobileItem(fixture("oembed-photos-2880180585709385140.json")),
    holds: {},
  },
  "timeline-items-2026-trimmed.json": {
    read: () =>
      fixture<Json[]>("timeline-items-2026-trimmed.json").flatMap((i) => fromMobileItem(i)),
    holds: { video: 28, photo: 8 },
  },
  "page-post-with-video.html": {
    read: () => fromOgTags(fixtureText("page-post-with-video.html")),
    holds: { video: 1 },
  },
  "page-post-photo-2021.html": {
    read: () => fromOgTags(fixtureText("page-post-photo-2021.html")),
    holds: { photo: 1 },
  },
};

function readOrNone(read: () => MediaCandidate[]): MediaCandidate[] {
  try {
    return read();
  } catch (error) {
    // A body with no media is refused as a whole, never read as a partial answer.
    expect(error).toBeInstanceOf(UnusableMedia);
    return [];
  }
}

describe("every recorded Instagram body", () => {
  it.each(Object.entries(BODIES))("%s holds what its README says", (_name, body) => {
    const found = readOrNone(body.read);
    expect(counted(found)).toEqual(body.holds);
    if (body.order) expect(found.map((c) => c.type).join(",")).toBe(body.order);
    for (const c of found) {
      expect(c.url).toMatch(/^https:\/\//);
      // A video's poster is its thumbnail, never its file.
      if (c.type === "video") expect(c.url).not.toMatch(/\.(jpe?g|webp|heic)(\?|$)/);
      if (c.type === "photo") expect(c.url).not.toMatch(/\.mp4(\?|$)/);
    }
  });

  it("has a line in this table for every body in the folder", () => {
    const bodies = readdirSync(FIXTURES).filter((f) => f !== "README.md");
    expect(bodies.sort()).toEqual(Object.keys(BODIES).sort());
  });
});

describe("Instagram readers, strict", () => {
  const carousel = () => structuredClone(first("mobile-media-info-carousel-CVAksOjMuQu.json"));

  it("refuses a video item without a video URL instead of giving its poster", () => {
    const reel = structuredClone(first("mobile-media-info-reel-CrGkUHUL7_y.json"));
    reel.video_versions = [];
    expect(() => fromMobileItem(reel)).toThrow(UnusableMedia);
    const web = structuredClone(
      fixture<{ data: Json }>("graphql-xdt-video-DJ_1LHjIUKb.json").data
        .xdt_shortcode_media as Json,
    );
    delete web.video_url;
    expect(() => fromWebMedia(web)).toThrow(/video without a video URL/);
  });

  it("refuses a carousel with an unreadable or missing child instead of shortening it", () => {
    const broken = carousel();
    const children = broken.carousel_media as Json[];
    delete (children[0] as Json).video_versions;
    (children[0] as Json).media_type = 2;
    expect(() => fromMobileItem(broken)).toThrow(UnusableMedia);
    const short = carousel();
    (short.carousel_media as Json[]).pop();
    expect(() => fromMobileItem(short)).toThrow(/missing children/);
  });

  it("gives the largest video and keeps the image as its thumbnail", () => {
    const [video] = fromMobileItem(first("mobile-media-info-reel-CrGkUHUL7_y.json"));
    expect(video).toMatchObject({ type: "video", width: 720, height: 1280 });
    expect(video?.url).toMatch(/\.mp4\?/);
    expect(video?.thumbnail).toMatch(/\.jpg\?/);
  });

  it("takes the reel's original sound, else its licensed music asset", () => {
    const [, sound] = fromMobileItem(first("mobile-media-info-reel-CrGkUHUL7_y.json"));
    expect(sound).toMatchObject({ type: "audio", ext: "m4a" });
    expect(sound?.url).toMatch(/\.m4a\?/);
    const timeline = fixture<{ feed_items: { media_or_ad: Json }[] }>(
      "mobile-feed-timeline-2022.json",
    );
    const clip = timeline.feed_items.find((i) => i.media_or_ad.code === "CN5mPCGhA9C")?.media_or_ad;
    const music = fromMobileItem(clip).find((c) => c.type === "audio");
    expect(music?.url).toMatch(/t39\.12897-6/);
    expect(
      fromMobileItem(first("mobile-media-info-clip-CfRjHP0g-07.json")).map((c) => c.type),
    ).toEqual(["video"]);
  });
});

describe("Instagram pages", () => {
  const page = fixtureText("page-post-with-video.html");

  it("reads the LSD token of a logged-out page (pretty-printed, as recorded)", () => {
    expect(lsdToken(page)).toBe("AVr3vGvlkM0");
    expect(lsdToken('<script>["LSD",[],{"token":"AbC-1"},323]</script>')).toBe("AbC-1");
    expect(lsdToken("<html>no token</html>")).toBeUndefined();
  });

  it("finds the post in the page's Relay cache, wherever the cache entry sits", () => {
    const item = first("mobile-media-info-carousel-CVAksOjMuQu.json");
    const polaris = { xig_polaris_media: { if_not_gated_logged_out: item } };
    const cache = [
      "RelayPrefetchedStreamCache",
      "next",
      [],
      [
        "adp_PolarisLoggedOutDesktopWWWPostRootContentQueryRelayPreloader_1",
        { __bbox: { complete: true, result: { data: polaris } } },
      ],
    ];
    const block = {
      require: [["ScheduledServerJS", "handle", null, [{ __bbox: { require: [cache] } }]]],
    };
    const html = page.replace(
      "</body>",
      `<script type="application/json" data-sjs>\n${JSON.stringify(block, null, 2)}\n</script></body>`,
    );
    expect(fromMobileItem(pageMediaItem(html)).map((c) => c.type)).toHaveLength(6);
    // The recorded page carries Relay blocks, but none with the post.
    expect(pageMediaItem(page)).toBeUndefined();
  });

  it("gives og:image only for a post the page calls a photo, and never for a reel link", () => {
    const poster = page.replace(/<meta\s+property="og:video[^"]*"\s+content="[^"]*"\s*\/>/g, "");
    expect(() => fromOgTags(poster)).toThrow(UnusableMedia);
    const photo = fixtureText("page-post-photo-2021.html");
    expect(fromOgTags(photo)[0]?.type).toBe("photo");
    expect(() => fromOgTags(photo, true)).toThrow(UnusableMedia);
  });

  it("reads an empty embed shell as nothing, and an 'embedding off' video as unusable", () => {
    expect(() => fromEmbedPage('<html><body><div class="Embed"></div></body></html>')).toThrow(
      /no media/,
    );
    const off =
      '<div class="Embed" data-media-type="GraphVideo"><img class="EmbeddedMediaImage" src="https://scontent.cdninstagram.com/p.jpg"></div><script>{"is_video":true}</script>';
    expect(() => fromEmbedPage(off)).toThrow(/video without a video URL/);
    const photo = '<img class="EmbeddedMediaImage" src="https://scontent.cdninstagram.com/p.jpg">';
    expect(fromEmbedPage(photo)[0]).toMatchObject({ type: "photo" });
    expect(() => fromEmbedPage(photo, true)).toThrow(UnusableMedia);
  });
});
