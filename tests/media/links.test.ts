import { describe, expect, it } from "vitest";
import { MediaError } from "../../server/media/errors.js";
import { parseLink } from "../../server/media/links.js";
import { lookupKey, PLATFORMS, platformReadingHost } from "../../server/media/platforms/index.js";
import { idToShortcode, shortcodeToId } from "../../server/media/platforms/instagram/shortcode.js";
import { readsHost } from "../../server/media/platforms/platform.js";
import { answerKey } from "../../server/media/resolve.js";

type Expected = string | { error: "invalid_url" | "unsupported_link" };

// [pasted text, canonical URL the providers receive (or the error code)]
const table: [string, Expected][] = [
  // Instagram posts, reels, IGTV
  ["https://www.instagram.com/p/CA_ifcxMjFR/", "https://www.instagram.com/p/CA_ifcxMjFR/"],
  ["https://www.instagram.com/p/CA_ifcxMjFR", "https://www.instagram.com/p/CA_ifcxMjFR/"],
  [
    "https://instagram.com/p/CAnqPB-Jzcj/?utm_source=ig_web_copy_link",
    "https://www.instagram.com/p/CAnqPB-Jzcj/",
  ],
  [
    "https://www.instagram.com/p/CAnqPB-Jzcj/?igsh=MTc4MmM1YmI2Ng==",
    "https://www.instagram.com/p/CAnqPB-Jzcj/",
  ],
  ["https://m.instagram.com/p/CAG3E8-A3wf/", "https://www.instagram.com/p/CAG3E8-A3wf/"],
  ["http://instagram.com/p/CAG3E8-A3wf/", "https://www.instagram.com/p/CAG3E8-A3wf/"],
  ["instagram.com/p/CAG3E8-A3wf/", "https://www.instagram.com/p/CAG3E8-A3wf/"],
  ["www.instagram.com/reel/C8xYz12AbCd/", "https://www.instagram.com/reel/C8xYz12AbCd/"],
  // A caption pasted around the link, as apps share it.
  [
    "Look at this reel https://www.instagram.com/reel/C8xYz12AbCd/?igsh=abc123 so good!",
    "https://www.instagram.com/reel/C8xYz12AbCd/",
  ],
  [
    "Never Gonna Give You Up: https://youtu.be/dQw4w9WgXcQ.",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  ],
  ["a caption and no link", { error: "invalid_url" }],
  [
    "  https://www.instagram.com/reel/C8xYz12AbCd/?igsh=abc123  ",
    "https://www.instagram.com/reel/C8xYz12AbCd/",
  ],
  ["https://www.instagram.com/reels/C8xYz12AbCd/", "https://www.instagram.com/reel/C8xYz12AbCd/"],
  [
    "https://www.instagram.com/reel/C8xYz12AbCd/?utm_source=ig_web_button_share_sheet&igsh=ZDNlZDc0MzIxNw==",
    "https://www.instagram.com/reel/C8xYz12AbCd/",
  ],
  ["https://www.instagram.com/tv/B-NYjoGpQqC/", "https://www.instagram.com/tv/B-NYjoGpQqC/"],
  ["https://www.instagram.com/natgeo/p/CAnqPB-Jzcj/", "https://www.instagram.com/p/CAnqPB-Jzcj/"],
  [
    "https://www.instagram.com/some.user_1/reel/C8xYz12AbCd/?hl=en",
    "https://www.instagram.com/reel/C8xYz12AbCd/",
  ],
  ["https://www.instagram.com/p/CAnqPB-Jzcj/#comments", "https://www.instagram.com/p/CAnqPB-Jzcj/"],
  ["https://WWW.INSTAGRAM.COM/p/CAnqPB-Jzcj/", "https://www.instagram.com/p/CAnqPB-Jzcj/"],
  ["https://www.instagram.com./p/CAnqPB-Jzcj/", "https://www.instagram.com/p/CAnqPB-Jzcj/"],
  ["https://instagr.am/p/CAnqPB-Jzcj/", "https://www.instagram.com/p/CAnqPB-Jzcj/"],
  [
    "https://www.instagram.com/p/CAnqPB-Jzcj/embed/captioned/",
    "https://www.instagram.com/p/CAnqPB-Jzcj/",
  ],
  // Stories and highlights
  [
    "https://www.instagram.com/stories/natgeo/3141592653589793238/",
    "https://www.instagram.com/stories/natgeo/3141592653589793238/",
  ],
  [
    "https://instagram.com/stories/nat.geo_1/3141592653589793238?igsh=xyz&utm_source=ig_story_item_share",
    "https://www.instagram.com/stories/nat.geo_1/3141592653589793238/",
  ],
  ["https://www.instagram.com/stories/natgeo/", "https://www.instagram.com/stories/natgeo/"],
  [
    "https://www.instagram.com/stories/highlights/17912345678901234/",
    "https://www.instagram.com/stories/highlights/17912345678901234/",
  ],
  [
    `https://www.instagram.com/s/${Buffer.from("highlight:17912345678901234").toString("base64")}?story_media_id=1_2`,
    "https://www.instagram.com/stories/highlights/17912345678901234/",
  ],
  // Share short links (followed later, on Instagram only)
  [
    "https://www.instagram.com/share/reel/BAHxyz9Qk1/",
    "https://www.instagram.com/share/reel/BAHxyz9Qk1/",
  ],
  [
    "https://www.instagram.com/share/BAHxyz9Qk1/?igsh=abc",
    "https://www.instagram.com/share/BAHxyz9Qk1/",
  ],
  ["https://instagram.com/share/p/_a1B2c3D4e/", "https://www.instagram.com/share/p/_a1B2c3D4e/"],
  // YouTube
  ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  [
    "https://youtube.com/watch?v=dQw4w9WgXcQ&list=PL123&index=2&t=43s",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  ],
  [
    "https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  ],
  [
    "https://music.youtube.com/watch?v=dQw4w9WgXcQ&si=abc",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  ],
  ["https://youtu.be/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  ["https://youtu.be/dQw4w9WgXcQ?si=Xy_12abc&t=10", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  ["youtu.be/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  ["https://www.youtube.com/shorts/aBcDeFgHi_-", "https://www.youtube.com/watch?v=aBcDeFgHi_-"],
  [
    "https://youtube.com/shorts/aBcDeFgHi_-?feature=share",
    "https://www.youtube.com/watch?v=aBcDeFgHi_-",
  ],
  [
    "https://www.youtube.com/live/jfKfPfyJRdk?si=abc",
    "https://www.youtube.com/watch?v=jfKfPfyJRdk",
  ],
  ["https://www.youtube.com/embed/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  [
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  ],
  // Forms collected from yt-dlp 81ecd58b (InstagramIE/_VALID_URL, InstagramIOSIE, YoutubeIE),
  // cobalt a636575b (service-config, url.js) and NewPipeExtractor 43f8e6eb (stream links).
  // Why: docs/decisions/023-instagram-methods.md
  [
    "https://www.instagram.com/natgeo/reels/C8xYz12AbCd/",
    "https://www.instagram.com/reel/C8xYz12AbCd/",
  ],
  ["https://www.instagram.com/natgeo/tv/B-NYjoGpQqC/", "https://www.instagram.com/tv/B-NYjoGpQqC/"],
  ["http://instagram.com/p/9o6LshA7zy/embed/", "https://www.instagram.com/p/9o6LshA7zy/"],
  ["https://www.instagram.com/p/-Cmh1cukG2/", "https://www.instagram.com/p/-Cmh1cukG2/"],
  [
    "https://www.instagram.com/p/Cf4dPucLzW0/?img_index=3",
    "https://www.instagram.com/p/Cf4dPucLzW0/",
  ],
  [
    "https://www.instagram.com/stories/fruits_zipper",
    "https://www.instagram.com/stories/fruits_zipper/",
  ],
  ["instagram://media?id=482584233761418119", "https://www.instagram.com/p/aye83DjauH/"],
  [
    "instagram://media?id=2317006284167526179_305701719",
    "https://www.instagram.com/p/CAnqPB-Jzcj/",
  ],
  ["https://ddinstagram.com/reel/C8xYz12AbCd/", "https://www.instagram.com/reel/C8xYz12AbCd/"],
  ["https://d.ddinstagram.com/p/CAnqPB-Jzcj/", "https://www.instagram.com/p/CAnqPB-Jzcj/"],
  [
    "https://www.youtubekids.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  ],
  ["https://youtubekids.com/watch?v=dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  ["https://gaming.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  [
    "https://www.youtube.com/watch_popup?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  ],
  [
    "https://www.youtube.com/watch.php?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  ],
  ["https://www.youtube.com/?v=dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  ["https://www.youtube.com/watch/?v=dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  ["https://www.youtube.com/watch/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  [
    "https://www.youtube.com/v/dQw4w9WgXcQ?version=3",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  ],
  ["https://www.youtube.com/e/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  ["https://www.youtube.com/w/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  ["https://youtube.googleapis.com/v/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  ["https://youtu.be/dQw4w9WgXcQ&feature=youtu.be", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  ["https://youtu.be/dQw4w9WgXcQ/", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  ["https://y2u.be/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  [
    "https://www.youtube.com/attribution_link?a=x&u=%2Fwatch%3Fv%3DdQw4w9WgXcQ%26feature%3Dshare",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  ],
  ["https://www.youtube.com/#/watch?v=dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  [
    "https://www.youtube.com/embed/dQw4w9WgXcQ?list=PL123&start=3",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  ],
  ["vnd.youtube://dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  ["vnd.youtube:dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
  // Pseudo-ids: they name a playlist, a channel, a sound or one's own tray, not one item.
  ["https://www.youtube.com/embed/videoseries?list=PL123", { error: "unsupported_link" }],
  ["https://www.youtube.com/embed/live_stream?channel=UC123", { error: "unsupported_link" }],
  ["https://www.instagram.com/reels/audio/2718281828459045/", { error: "unsupported_link" }],
  ["https://www.instagram.com/natgeo/reels/audio/2718281828459045/", { error: "unsupported_link" }],
  ["https://www.instagram.com/stories/me/", { error: "unsupported_link" }],
  ["https://www.instagram.com/stories/highlights/", { error: "unsupported_link" }],
  ["https://www.youtube.com/clip/UgkxAbCdEfGh", { error: "unsupported_link" }],
  ["https://www.youtube.com/channel/UC1234567890", { error: "unsupported_link" }],
  ["instagram://user?username=natgeo", { error: "unsupported_link" }],
  // Not supported
  ["https://www.instagram.com/natgeo/", { error: "unsupported_link" }],
  ["https://www.instagram.com/explore/tags/cats/", { error: "unsupported_link" }],
  ["https://www.instagram.com/", { error: "unsupported_link" }],
  ["https://www.instagram.com/p/", { error: "unsupported_link" }],
  ["https://www.instagram.com/p/ab/", { error: "unsupported_link" }],
  ["https://www.instagram.com/stories/natgeo/notanumber/", { error: "unsupported_link" }],
  ["https://www.instagram.com:8443/p/CAnqPB-Jzcj/", { error: "unsupported_link" }],
  ["https://instagram.com.evil.example/p/CAnqPB-Jzcj/", { error: "unsupported_link" }],
  ["https://evilinstagram.com/p/CAnqPB-Jzcj/", { error: "unsupported_link" }],
  ["https://www.youtube.com/watch?v=short", { error: "unsupported_link" }],
  ["https://www.youtube.com/@channel", { error: "unsupported_link" }],
  ["https://www.youtube.com/playlist?list=PL123", { error: "unsupported_link" }],
  // Platforms this server does not read.
  ["https://www.imdb.com/video/vi1234567890", { error: "unsupported_link" }],
  ["https://vk.com/video-12345_67890", "https://vk.com/video-12345_67890"],
  // Hosts that only look like a platform's.
  [
    "https://tiktok.com.evil.example/@user/video/7234567890123456789",
    { error: "unsupported_link" },
  ],
  ["https://evilx.com/user/status/1790000000000000000", { error: "unsupported_link" }],
  ["http://127.0.0.1/p/CAnqPB-Jzcj/", { error: "unsupported_link" }],
  ["http://169.254.169.254/latest/meta-data/", { error: "unsupported_link" }],
  // Not a URL at all
  ["", { error: "invalid_url" }],
  ["   ", { error: "invalid_url" }],
  ["hello world", { error: "invalid_url" }],
  ["ftp://instagram.com/p/CAnqPB-Jzcj/", { error: "invalid_url" }],
  ["javascript:alert(1)", { error: "invalid_url" }],
  ["file:///etc/passwd", { error: "invalid_url" }],
  ["https://", { error: "invalid_url" }],
  [`https://www.instagram.com/p/${"a".repeat(3000)}/`, { error: "invalid_url" }],
];

describe("link recognition", () => {
  it.each(table)("%s", (input, expected) => {
    if (typeof expected === "string") {
      expect(parseLink(input).url).toBe(expected);
    } else {
      let caught: unknown;
      try {
        parseLink(input);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(MediaError);
      expect((caught as MediaError).code).toBe(expected.error);
    }
  });

  it("keeps what the providers need", () => {
    expect(parseLink("https://www.instagram.com/reels/C8xYz12AbCd/")).toMatchObject({
      type: "post",
      form: "reel",
      code: "C8xYz12AbCd",
    });
    expect(parseLink("https://www.instagram.com/stories/natgeo/31415/")).toMatchObject({
      type: "story",
      user: "natgeo",
      id: "31415",
      highlight: false,
    });
    expect(parseLink("https://youtu.be/dQw4w9WgXcQ")).toMatchObject({
      platform: "youtube",
      id: "dQw4w9WgXcQ",
    });
    expect(parseLink("https://www.instagram.com/share/reel/BAHxyz9Qk1/")).toMatchObject({
      type: "share",
      token: "BAHxyz9Qk1",
    });
    expect(() => parseLink(42)).toThrow(MediaError);
  });
});

describe("lookup keys", () => {
  it("are the same for every spelling of one media, and differ between media", () => {
    const key = (link: string) => lookupKey(parseLink(link));
    expect(
      new Set([
        key("https://www.instagram.com/reel/C8xYz12AbCd/?igsh=abc123"),
        key("instagram.com/reels/C8xYz12AbCd"),
        key("https://www.instagram.com/some.user_1/p/C8xYz12AbCd/"),
        key("https://www.ddinstagram.com/tv/C8xYz12AbCd/"),
      ]),
    ).toEqual(new Set(["instagram:post:C8xYz12AbCd"]));
    expect(key("https://instagram.com/stories/natgeo/3141592653589793238?igsh=x")).toBe(
      "instagram:story:3141592653589793238",
    );
    expect(key("https://www.instagram.com/stories/natgeo/")).toBe("instagram:story:natgeo");
    expect(
      new Set([
        key("https://youtu.be/dQw4w9WgXcQ?si=x"),
        key("https://www.youtube.com/shorts/dQw4w9WgXcQ"),
        key("vnd.youtube:dQw4w9WgXcQ"),
        key("https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42"),
      ]),
    ).toEqual(new Set(["youtube:video:dQw4w9WgXcQ"]));
    expect(key("https://youtu.be/aaaaaaaaaaa")).not.toBe(key("https://youtu.be/aaaaaaaaaab"));
  });
});

describe("shortcode and media id", () => {
  it.each([
    ["CAnqPB-Jzcj", "2317006284167526179"],
    ["CAG3E8-A3wf", "2307774091974900767"],
    ["B-NYjoGpQqC", "2273581388251073154"],
  ])("%s is media %s", (code, id) => {
    expect(shortcodeToId(code)).toBe(id);
    expect(idToShortcode(id)).toBe(code);
    expect(idToShortcode(`${id}_305701719`)).toBe(code);
  });

  it("ignores the 28-character suffix of a private post's long code (as yt-dlp does)", () => {
    expect(shortcodeToId(`CAnqPB-Jzcj${"AbCdEfGhIjKlMnOpQrStUvWxYz01"}`)).toBe(
      "2317006284167526179",
    );
    expect(shortcodeToId(`aye83DjauH${"AbCdEfGhIjKlMnOpQrStUvWxYz01"}`)).toBe("482584233761418119");
  });
});

describe("answer keys (the lookup cache's)", () => {
  it("tell apart a story item from a highlight of the same number, and the kinds asked", () => {
    const key = (link: string, kind: "reel" | "story" | "post" | "audio") =>
      answerKey(parseLink(link), kind);
    expect(key("https://www.instagram.com/stories/highlights/123/", "story")).not.toBe(
      key("https://www.instagram.com/stories/natgeo/123/", "story"),
    );
    expect(key("https://www.instagram.com/stories/natgeo/123/", "story")).not.toBe(
      key("https://www.instagram.com/stories/natgeo/", "story"),
    );
    expect(key("https://www.instagram.com/p/C8xYz12AbCd/", "post")).not.toBe(
      key("https://www.instagram.com/p/C8xYz12AbCd/", "reel"),
    );
    expect(key("https://www.instagram.com/reel/C8xYz12AbCd/", "reel")).not.toBe(
      key("https://www.instagram.com/p/C8xYz12AbCd/", "reel"),
    );
    // Never the pasted text: tracking parameters and hosts do not make another entry.
    expect(key("https://www.instagram.com/reel/C8xYz12AbCd/?igsh=abc", "reel")).toBe(
      key("instagram.com/reels/C8xYz12AbCd", "reel"),
    );
    expect(key("https://youtu.be/dQw4w9WgXcQ?si=x", "audio")).toBe(
      "youtube:video:dQw4w9WgXcQ:id=dQw4w9WgXcQ:audio",
    );
  });
});

describe("the platform of a link's host", () => {
  it("is the first platform whose hosts name it, as asking each platform in turn finds it", () => {
    const hosts = PLATFORMS.flatMap((p) => [
      ...p.linkHosts,
      ...p.linkHosts.map((h) => `sub.${h}`),
      ...(p.linkHostSuffixes ?? []).map((s) => `someone${s}`),
      ...(p.linkHostSuffixes ?? []).map((s) => s.replace(/^\./, "")),
    ]);
    hosts.push("example.com", "instagram.com.evil.example", "evil-instagram.com", "");
    for (const host of hosts) {
      expect(platformReadingHost(host)?.name, host).toBe(
        PLATFORMS.find((p) => readsHost(p, host))?.name,
      );
    }
    expect(platformReadingHost("www.instagram.com")?.name).toBe("instagram");
    expect(platformReadingHost("someone.tumblr.com")?.name).toBe("tumblr");
    expect(platformReadingHost("example.com")).toBeUndefined();
  });
});
