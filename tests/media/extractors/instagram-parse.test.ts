import { describe, expect, it } from "vitest";
import {
  embedMedia,
  fromMobileItem,
  fromOgTags,
  fromStoryItem,
  fromWebMedia,
} from "../../../server/media/extractors/instagram/parse.js";
import { fixture, fixtureText } from "../support/fixtures.js";

type Items = { items: Record<string, unknown>[] };

describe("Instagram web shape", () => {
  const media = fixture<{ data: { shortcode_media: Record<string, unknown> } }>(
    "graphql-sidecar-CA_ifcxMjFR.json",
  ).data.shortcode_media;

  it("reads a carousel of 2 images and 1 video from edge_sidecar_to_children", () => {
    const found = fromWebMedia(media);
    expect(found.map((c) => c.type)).toEqual(["photo", "photo", "video"]);
    expect(found[0]?.url).toMatch(/^https:\/\/scontent\.cdninstagram\.com\/.+\.jpg/);
    expect(found[0]).toMatchObject({ width: 1080, height: 1350 });
    expect(found[2]?.url).toMatch(/\.mp4/);
    expect(found[2]).toMatchObject({ width: 750, height: 936 });
    for (const c of found) expect(c.thumbnail).toMatch(/^https:\/\//);
  });

  it("takes the largest display resource for a photo", () => {
    const first = (media.edge_sidecar_to_children as { edges: { node: Record<string, unknown> }[] })
      .edges[0]?.node;
    const resources = first?.display_resources as { src: string; config_width: number }[];
    const widest = resources.reduce((a, b) => (b.config_width > a.config_width ? b : a));
    expect(fromWebMedia(first)[0]?.url).toBe(widest.src);
  });

  it("reads the same shape when embedded in the embed page's contextJSON", () => {
    const html = `<html><script>window.x = {"contextJSON":${JSON.stringify(
      JSON.stringify({ context: {}, gql_data: { shortcode_media: media } }),
    )}};</script></html>`;
    expect(fromWebMedia(embedMedia(html))).toHaveLength(3);
    expect(embedMedia("<html>no data</html>")).toBeUndefined();
  });

  it("reads og:video and og:image of the logged-out post page", () => {
    const found = fromOgTags(fixtureText("page-post-with-video.html"));
    expect(found).toHaveLength(1);
    expect(found[0]?.type).toBe("video");
    expect(found[0]?.url).toMatch(
      /^https:\/\/scontent-mad2-1\.cdninstagram\.com\/o1\/.+\.mp4\?efg=.+&_nc_ht=/,
    );
    expect(found[0]?.url).not.toContain("&amp;");
    expect(found[0]?.thumbnail).toMatch(/\.jpg\?stp=/);
    expect(found[0]).toMatchObject({ width: 640, height: 355 });
  });
});

describe("Instagram mobile shape", () => {
  it("reads a carousel of 3 images (media_type 8)", () => {
    const item = fixture<Items>("mobile-api-media.json").items[0] ?? {};
    const found = fromMobileItem(item);
    expect(found.map((c) => c.type)).toEqual(["photo", "photo", "photo"]);
    const carousel = (
      item.carousel_media as {
        image_versions2: { candidates: { url: string; width: number }[] };
      }[]
    )[0];
    const widest = carousel?.image_versions2.candidates.reduce((a, b) =>
      b.width > a.width ? b : a,
    );
    expect(found[0]?.url).toBe(widest?.url);
  });

  it("reads one video with its largest video_versions entry (media_type 2)", () => {
    const item = fixture<Items>("mobile-api-media-2.json").items[0] as {
      video_versions: { url: string; width: number; height: number }[];
    };
    const found = fromMobileItem(item);
    expect(found).toHaveLength(1);
    expect(found[0]?.type).toBe("video");
    const best = item.video_versions.reduce((a, b) =>
      b.width * b.height > a.width * a.height ? b : a,
    );
    expect(found[0]?.url).toBe(best.url);
    expect(found[0]?.thumbnail).toMatch(/\.jpg/);
  });

  it("reads a carousel of 1 video and 3 images", () => {
    const found = fromMobileItem(fixture<Items>("mobile-api-media-3.json").items[0]);
    expect(found.map((c) => c.type)).toEqual(["video", "photo", "photo", "photo"]);
  });

  it("reads every reel of a reels feed, with the reel's own sound when offered", () => {
    const feed = fixture<{ items: { media: unknown }[] }>("mobile-api-reels-feed.json");
    expect(feed.items).toHaveLength(12);
    let withSound = 0;
    for (const { media } of feed.items) {
      const found = fromMobileItem(media);
      expect(found[0]?.type).toBe("video");
      expect(found[0]?.url).toMatch(/\.mp4/);
      const audio = found.find((c) => c.type === "audio");
      if (audio) {
        withSound++;
        expect(audio.url).toMatch(/\.m4a/);
      }
    }
    expect(withSound).toBeGreaterThan(0);
  });

  it("reads the 2026 timeline items: 28 videos and the rest photos", () => {
    const items = fixture<unknown[]>("timeline-items-2026-trimmed.json");
    const kinds = items.map((item) => fromMobileItem(item)[0]?.type);
    expect(kinds.filter((k) => k === "video")).toHaveLength(28);
    expect(kinds.filter((k) => k === "photo")).toHaveLength(items.length - 28);
  });
});

describe("Instagram stories (GraphQL reels_media)", () => {
  it("reads story items with video_resources and display_resources", () => {
    const reel = fixture<{ data: { reels_media: { items: Record<string, unknown>[] }[] } }>(
      "graphql-stories.json",
    ).data.reels_media[0];
    const found = (reel?.items ?? []).flatMap(fromStoryItem);
    expect(found.length).toBe(reel?.items.length);
    expect(found[0]?.type).toBe("video");
    expect(found[0]?.url).toMatch(/\.mp4/);
    expect(found[0]?.width).toBeGreaterThan(0);
  });

  it("reads highlight reels", () => {
    const reels = fixture<{ data: { reels_media: { items: unknown[] }[] } }>(
      "graphql-highlights-stories.json",
    ).data.reels_media;
    const found = reels.flatMap((r) => r.items.flatMap(fromStoryItem));
    expect(found).toHaveLength(33 + 8 + 9);
    expect(found.every((c) => /^https:\/\//.test(c.url))).toBe(true);
  });
});
