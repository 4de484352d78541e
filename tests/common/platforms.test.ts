import { describe, expect, it } from "vitest";
import { en } from "../../common/catalogs/en.js";
import { CATALOGS, type MessageId } from "../../common/catalogs/index.js";
import { MEDIA_ERROR_MESSAGES } from "../../common/media-messages.js";
import { LANDING_PLATFORMS, landingOf, PLATFORMS, platformOfUrl } from "../../common/platforms.js";
import { PLATFORMS as SERVER_PLATFORMS } from "../../server/media/platforms/index.js";

/**
 * The browser's platform list writes the link form's copy, the error sentences and the landing
 * pages; each visible text is pinned word for word (docs/decisions/042-platform-pages.md).
 */
describe("the browser's platform list", () => {
  it("has each language's placeholder name two platforms of the list, as the language writes them", () => {
    for (const [code, catalog] of Object.entries(CATALOGS)) {
      const names = PLATFORMS.map((p) => catalog[`common.platform.${p.name}` as MessageId]);
      // X (Twitter) may be named X alone.
      const named = names.filter((n) =>
        catalog["form.placeholder"].includes(n.replace(/ \(.*\)$/, "")),
      );
      expect(named.length, code).toBe(2);
    }
    expect(en["form.label"]).toBe("Social media or video link");
  });

  it("gives every error code its sentence, YouTube's own reasons included", () => {
    expect(MEDIA_ERROR_MESSAGES).toEqual({
      invalid_url: "Please enter a valid URL",
      invalid_request: "The request was not understood.",
      unsupported_link:
        "This link is not supported. Paste a link to a public post or video on Instagram, YouTube, TikTok, X (Twitter), Facebook, Threads, Reddit, Pinterest, Bluesky, Streamable, Twitch, Snapchat, Loom, Newgrounds, Tumblr, SoundCloud, Dailymotion, Vimeo, Rutube, bilibili, OK.ru or VK.",
      not_found: "This post could not be found. It may have been deleted.",
      private: "This post is private.",
      login_required:
        "This content needs a signed-in account, and this site can't fetch it right now.",
      rate_limited:
        "The platform is limiting requests right now. Please try again in a few minutes.",
      upstream_failed: "The download service did not answer properly. Please try again later.",
      timeout: "The download service took too long to answer. Please try again.",
      audio_unavailable: "Audio downloads are not available on this server right now.",
      unreachable: "We could not reach {platform} right now. Please try again later.",
      members_only: "This video is only available to the channel's members.",
      age_restricted:
        "This video is age-restricted, and YouTube shows it only to signed-in viewers.",
      geo_blocked: "This video is not available in the country this server is in.",
      live_stream: "Live streams can be downloaded once they have ended.",
      upcoming: "This video has not been published yet. Try again once it has premiered.",
      removed: "This video has been removed or does not exist.",
    });
  });

  it("names the twenty-two platforms as visitors know them, each landing page at its own path", () => {
    expect(PLATFORMS.map((p) => [p.name, p.label, p.landing ?? null])).toEqual([
      ["instagram", "Instagram", null],
      ["youtube", "YouTube", null],
      ["tiktok", "TikTok", "/tiktok"],
      ["twitter", "X (Twitter)", "/twitter"],
      ["facebook", "Facebook", "/facebook"],
      ["threads", "Threads", "/threads"],
      ["reddit", "Reddit", "/reddit"],
      ["pinterest", "Pinterest", "/pinterest"],
      ["bsky", "Bluesky", "/bluesky"],
      ["streamable", "Streamable", "/streamable"],
      ["twitch", "Twitch", "/twitch"],
      ["snapchat", "Snapchat", "/snapchat"],
      ["loom", "Loom", "/loom"],
      ["newgrounds", "Newgrounds", "/newgrounds"],
      ["tumblr", "Tumblr", "/tumblr"],
      ["soundcloud", "SoundCloud", "/soundcloud"],
      ["dailymotion", "Dailymotion", "/dailymotion"],
      ["vimeo", "Vimeo", "/vimeo"],
      ["rutube", "Rutube", "/rutube"],
      ["bilibili", "bilibili", "/bilibili"],
      ["ok", "OK.ru", "/ok"],
      ["vk", "VK", "/vk"],
    ]);
    expect(LANDING_PLATFORMS.map((p) => p.name)).toEqual([
      "tiktok",
      "twitter",
      "facebook",
      "threads",
      "reddit",
      "pinterest",
      "bsky",
      "streamable",
      "twitch",
      "snapchat",
      "loom",
      "newgrounds",
      "tumblr",
      "soundcloud",
      "dailymotion",
      "vimeo",
      "rutube",
      "bilibili",
      "ok",
      "vk",
    ]);
    expect(landingOf("/bluesky")?.name).toBe("bsky");
    expect(landingOf("/photos")).toBeUndefined();
  });

  it("has an entry for every platform of the server's registry, owning each of its link hosts", () => {
    const names = PLATFORMS.map((p) => p.name);
    // In the registry's order, and reading the very list the server's recogniser reads.
    expect(names).toEqual(SERVER_PLATFORMS.map((p) => p.name));
    for (const platform of SERVER_PLATFORMS) {
      expect(PLATFORMS.find((p) => p.name === platform.name)?.hosts, platform.name).toBe(
        platform.linkHosts,
      );
    }
    for (const platform of SERVER_PLATFORMS) {
      expect(names, platform.name).toContain(platform.name);
      for (const host of platform.linkHosts) {
        expect(platformOfUrl(new URL(`https://${host}/x`))?.name, host).toBe(platform.name);
      }
    }
  });

  it.each([
    ["https://www.tiktok.com/@user/video/7195741644585454894", "tiktok", undefined],
    ["https://www.tiktok.com/@mr_anabo/photo/7328848106722725126", "tiktok", "post"],
    ["https://vm.tiktok.com/ZTR45GpSF/", "tiktok", undefined],
    ["https://x.com/PopCrave/status/1877880433242771717", "twitter", "post"],
    ["https://twitter.com/X/status/1697304622749086011/video/1", "twitter", undefined],
    ["https://mobile.twitter.com/X/status/1697304622749086011/photo/2", "twitter", "post"],
    ["https://fxtwitter.com/X/status/1697304622749086011", "twitter", "post"],
    ["https://fixupx.com/X/status/1697304622749086011", "twitter", "post"],
    ["https://www.facebook.com/reel/730293269054758", "facebook", undefined],
    ["https://fb.watch/abcDEF123/", "facebook", undefined],
    ["https://www.threads.com/@zuck/post/DHV7vTivqWD", "threads", "post"],
    ["https://www.threads.net/t/DHV7vTivqWD", "threads", "post"],
    ["https://v.redd.it/ifg2emt5ck0e1", "reddit", undefined],
    ["https://www.reddit.com/r/whenthe/comments/109wqy1/x/", "reddit", "post"],
    ["https://old.reddit.com/gallery/109wqy1", "reddit", "post"],
    ["https://www.pinterest.co.uk/pin/412994228343400946/", "pinterest", "post"],
    ["https://pin.it/4xYzAbc", "pinterest", "post"],
    ["https://bsky.app/profile/imlunahey.com/post/3lgajpn5dtk2t", "bsky", "post"],
    ["https://www.instagram.com/p/C4pQrStUvWx/", "instagram", "post"],
    ["https://instagr.am/p/C4pQrStUvWx/", "instagram", "post"],
    ["https://youtu.be/dQw4w9WgXcQ", "youtube", undefined],
    ["https://WWW.Pinterest.info./pin/412994228343400946/", "pinterest", "post"],
    ["https://streamable.com/moo", "streamable", undefined],
    ["https://clips.twitch.tv/FaintLightGullWholeWheat", "twitch", undefined],
    ["https://www.twitch.tv/overwatchleague/clip/FaintLightGullWholeWheat", "twitch", undefined],
    [
      "https://www.snapchat.com/spotlight/W7_EDlXWTBiXAEEniNoMPwAAYdWxucG9pZmNqAY46j0a5AY46j0YbAAAAAQ",
      "snapchat",
      undefined,
    ],
    ["https://t.snapchat.com/abcDEF12", "snapchat", undefined],
    ["https://www.snapchat.com/add/djkhaled", "snapchat", "post"],
    ["https://www.snapchat.com/@djkhaled", "snapchat", "post"],
    ["https://www.loom.com/share/43d05f362f734614a2e81b4694a3a523", "loom", undefined],
    ["https://www.newgrounds.com/portal/view/938050", "newgrounds", undefined],
    ["https://garfield-69.tumblr.com/post/696499862852780032", "tumblr", "post"],
    ["https://www.tumblr.com/rongzhi/707729381162958848", "tumblr", "post"],
    ["https://soundcloud.com/frums/credits", "soundcloud", undefined],
    ["https://soundcloud.com/the-concept-band/sets/the-royal-concept-ep", "soundcloud", "post"],
    ["https://dai.ly/x94cnnk", "dailymotion", undefined],
    ["https://player.vimeo.com/video/54469442?h=2d3305bad9", "vimeo", undefined],
    ["https://rutube.ru/play/embed/03a9cb54bac3376af4c5cb0f18444e01/", "rutube", undefined],
    ["https://www.bilibili.com/video/BV1bK411W797?p=3", "bilibili", undefined],
    ["https://b23.tv/av32430100", "bilibili", undefined],
    ["https://m.ok.ru/video/7204071410346", "ok", undefined],
    ["https://vkvideo.ru/video-26006257_456245538", "vk", undefined],
    ["https://vk.com/clips-57274055?z=clip-57274055_456239788", "vk", undefined],
  ])("%s belongs to %s, looked up as %s", (link, name, kind) => {
    const url = new URL(link);
    const platform = platformOfUrl(url);
    expect(platform?.name).toBe(name);
    expect(platform?.screenFor?.(url)).toBe(kind);
  });

  it.each([
    "https://notinstagram.com/p/x/",
    "https://box.com/status/1",
    "https://nottiktok.com/@u/video/1",
    "https://example.com/",
    "https://pinterest.example.com/pin/1/",
    // Hosts the server does not read are not routed either (the same lists).
    "https://de-de.facebook.com/reel/730293269054758",
    "https://clips.twitch.tv.example.com/x",
  ])("%s belongs to no platform", (link) => {
    expect(platformOfUrl(new URL(link))).toBeUndefined();
  });
});
