import { describe, expect, it } from "vitest";
import { UpstreamPolicy, upgradedToHttps } from "../../../server/media/host-policy.js";
import { PLATFORMS } from "../../../server/media/platforms/index.js";
import { configure } from "../../../test-support/in-process/media-app.js";

describe("upstream policy, one per platform", () => {
  const config = configure({
    MEDIA_PROVIDERS: "builtin,rapidapi,cobalt",
    RAPIDAPI_KEY: "k",
    RAPIDAPI_HOST: "h.example",
    RAPIDAPI_BASE_URL: "http://10.0.0.5:8080",
    COBALT_API_URL: "http://cobalt:9000/",
  });
  const policy = new UpstreamPolicy(config);
  const check = (platform: string, url: string, provider?: string) =>
    policy.scoped({ platform, provider }).check(new URL(url));

  it("trusts a provider's origin for that provider's lookups only, private or not", () => {
    expect(check("instagram", "http://10.0.0.5:8080/v1/instagram", "rapidapi")).toEqual({
      allowPrivate: true,
    });
    expect(check("tiktok", "http://cobalt:9000/tunnel?id=1", "cobalt")).toEqual({
      allowPrivate: true,
    });
    expect(() => check("tiktok", "http://cobalt:9000/tunnel?id=1")).toThrow();
    expect(() => check("instagram", "http://10.0.0.5:8080/x", "cobalt")).toThrow();
  });

  it.each([
    ["instagram", "https://scontent-cdg2-1.cdninstagram.com/v/x.mp4"],
    ["instagram", "https://instagram.fyto1-2.fna.fbcdn.net/v/x.jpg"],
    ["instagram", "https://www.instagram.com/p/x/"],
    ["instagram", "https://www.instagram.com:443/p/x/"],
    ["youtube", "https://rr3---sn-4g5e6nsz.googlevideo.com/videoplayback"],
    ["youtube", "https://i.ytimg.com/vi/x/hqdefault.jpg"],
    ["youtube", "https://www.youtube.com/youtubei/v1/player"],
    ["twitter", "https://video.twimg.com/ext_tw_video/1/pu/vid/720x1280/a.mp4"],
    ["tiktok", "https://v16-webapp-prime.tiktok.com/video/tos/x.mp4"],
    ["bsky", "https://morel.us-east.host.bsky.network/xrpc/com.atproto.sync.getBlob"],
    ["reddit", "https://v.redd.it/abc/DASH_720.mp4"],
  ])("lets %s reach its own host %s over HTTPS", (platform, url) => {
    expect(check(platform, url)).toEqual({ allowPrivate: false });
  });

  it.each([
    // Another platform's hosts: each lookup reaches its own platform's only.
    ["bsky", "https://video.twimg.com/x.mp4"],
    ["reddit", "https://scontent.cdninstagram.com/x.jpg"],
    ["tiktok", "https://rr3---sn-4g5e6nsz.googlevideo.com/videoplayback"],
    // A user-content host (any cloud customer can name one) outside the platform that serves there.
    ["bsky", "https://evil-vm.googleusercontent.com/xrpc/com.atproto.sync.getBlob"],
    ["reddit", "https://lh3.googleusercontent.com/x.jpg"],
    // Plain HTTP, another port, credentials, another scheme, look-alikes.
    ["instagram", "http://scontent.cdninstagram.com/x.jpg"],
    ["instagram", "http://scontent.cdninstagram.com:80/x.jpg"],
    ["twitter", "http://video.twimg.com/x.mp4"],
    ["instagram", "https://scontent.cdninstagram.com:8443/x.mp4"],
    ["instagram", "https://user:pass@scontent.cdninstagram.com/x.mp4"],
    ["instagram", "ftp://scontent.cdninstagram.com/x.mp4"],
    ["instagram", "https://cdninstagram.com.evil.example/x.mp4"],
    ["youtube", "https://rr3---sn-4g5e6nsz.googlevideo.com:22/videoplayback"],
    // Private and loopback addresses, names or literals.
    ["instagram", "http://127.0.0.1/x.mp4"],
    ["instagram", "https://[::1]/x.mp4"],
    ["instagram", "http://169.254.169.254/latest/meta-data/"],
    ["instagram", "http://localhost/x.mp4"],
    // A platform the registry does not know.
    ["nowhere", "https://scontent.cdninstagram.com/x.jpg"],
  ])("refuses %s: %s", (platform, url) => {
    expect(() => check(platform, url)).toThrow();
  });

  it("lets YouTube's user content through for YouTube alone", () => {
    expect(check("youtube", "https://yt3.googleusercontent.com/a.jpg")).toEqual({
      allowPrivate: false,
    });
    const others = PLATFORMS.filter((p) => p.name !== "youtube").map((p) => p.name);
    for (const platform of others) {
      expect(() => check(platform, "https://yt3.googleusercontent.com/a.jpg"), platform).toThrow();
    }
  });

  it("owns the platform's link hosts and domains, where a share link may lead", () => {
    const tiktok = policy.scoped({ platform: "tiktok" });
    expect(tiktok.owns?.(new URL("https://www.tiktok.com/@a/video/1"))).toBe(true);
    expect(tiktok.owns?.(new URL("https://vm.tiktok.com/ZTR/"))).toBe(true);
    expect(tiktok.owns?.(new URL("https://www.instagram.com/p/x/"))).toBe(false);
    expect(tiktok.owns?.(new URL("https://evil.example/@a/video/1"))).toBe(false);
  });

  it("reads a platform's own http: URL as https:, and leaves any other as it is", () => {
    const twitter = policy.scoped({ platform: "twitter" });
    expect(upgradedToHttps(twitter, "http://video.twimg.com/a.mp4")).toBe(
      "https://video.twimg.com/a.mp4",
    );
    expect(upgradedToHttps(twitter, "http://evil.example/a.mp4")).toBe("http://evil.example/a.mp4");
    expect(upgradedToHttps(twitter, "http://scontent.cdninstagram.com/a.jpg")).toBe(
      "http://scontent.cdninstagram.com/a.jpg",
    );
  });
});

describe("upstream policy with MEDIA_ALLOW_PRIVATE_HOSTS=true (tests)", () => {
  const policy = new UpstreamPolicy(configure({ MEDIA_ALLOW_PRIVATE_HOSTS: "true" }));
  const instagram = policy.scoped({ platform: "instagram" });

  it("lets local stand-ins listen on any port, under the platform's name or an address", () => {
    expect(instagram.check(new URL("http://scontent.cdninstagram.com:8443/x.mp4"))).toEqual({
      allowPrivate: true,
    });
    expect(instagram.check(new URL("http://127.0.0.1:8443/x.mp4"))).toEqual({
      allowPrivate: true,
    });
    expect(() => instagram.check(new URL("http://evil.example:8443/x.mp4"))).toThrow();
    expect(() => instagram.check(new URL("http://video.twimg.com:8443/x.mp4"))).toThrow();
    // On the default port a stand-in is no excuse: the platform's name over plain HTTP is refused.
    expect(() => instagram.check(new URL("http://scontent.cdninstagram.com/x.mp4"))).toThrow();
  });
});
