import { describe, expect, it } from "vitest";
import { UpstreamPolicy } from "../../../server/media/host-policy.js";
import { configure } from "../../../test-support/in-process/media-app.js";

describe("upstream policy", () => {
  const config = configure({
    MEDIA_PROVIDERS: "rapidapi,cobalt",
    RAPIDAPI_KEY: "k",
    RAPIDAPI_HOST: "h.example",
    RAPIDAPI_BASE_URL: "http://10.0.0.5:8080",
    COBALT_API_URL: "http://cobalt:9000/",
  });
  const policy = new UpstreamPolicy(config);
  const check = (url: string) => policy.check(new URL(url));

  it("trusts the operator's provider origins, private or not", () => {
    expect(check("http://10.0.0.5:8080/v1/instagram")).toEqual({ allowPrivate: true });
    expect(check("http://cobalt:9000/tunnel?id=1")).toEqual({ allowPrivate: true });
  });

  it("allows platform hosts and their CDNs, on public addresses only", () => {
    for (const url of [
      "https://scontent-cdg2-1.cdninstagram.com/v/x.mp4",
      "https://instagram.fyto1-2.fna.fbcdn.net/v/x.jpg",
      "https://rr3---sn-4g5e6nsz.googlevideo.com/videoplayback",
      "https://i.ytimg.com/vi/x/hqdefault.jpg",
      "https://www.youtube.com/youtubei/v1/player",
      "https://www.instagram.com/p/x/",
      "https://www.instagram.com:443/p/x/",
      "http://scontent.cdninstagram.com:80/x.jpg",
    ]) {
      expect(check(url)).toEqual({ allowPrivate: false });
    }
  });

  it.each([
    "http://10.0.0.5:8081/other-port",
    "http://cobalt:9001/",
    "http://127.0.0.1/x.mp4",
    "http://[::1]/x.mp4",
    "http://169.254.169.254/latest/meta-data/",
    "http://localhost/x.mp4",
    "https://evil.example/x.mp4",
    "https://cdninstagram.com.evil.example/x.mp4",
    "https://user:pass@scontent.cdninstagram.com/x.mp4",
    "https://scontent.cdninstagram.com:8443/x.mp4",
    "http://www.instagram.com:8080/p/x/",
    "https://rr3---sn-4g5e6nsz.googlevideo.com:22/videoplayback",
    "ftp://scontent.cdninstagram.com/x.mp4",
  ])("refuses %s", (url) => {
    expect(() => check(url)).toThrow();
  });
});

describe("upstream policy with MEDIA_ALLOW_PRIVATE_HOSTS=true (tests)", () => {
  const policy = new UpstreamPolicy(configure({ MEDIA_ALLOW_PRIVATE_HOSTS: "true" }));

  it("lets local stand-ins listen on any port, under a platform name or an address", () => {
    expect(policy.check(new URL("http://scontent.cdninstagram.com:8443/x.mp4"))).toEqual({
      allowPrivate: true,
    });
    expect(policy.check(new URL("http://127.0.0.1:8443/x.mp4"))).toEqual({ allowPrivate: true });
    expect(() => policy.check(new URL("http://evil.example:8443/x.mp4"))).toThrow();
  });
});
