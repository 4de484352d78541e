import { describe, expect, it } from "vitest";
import { isPublicAddress, UpstreamPolicy } from "../../server/media/net.js";
import { configure } from "./support/servers.js";

describe("public addresses", () => {
  it.each([
    "127.0.0.1",
    "127.1.2.3",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "64:ff9b::a00:1",
    "2002:7f00:1::",
    "not an address",
  ])("%s is not public", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["157.240.1.174", "142.250.74.110", "31.13.72.36", "2a03:2880:f12f:83:face:b00c:0:25de"])(
    "%s is public",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

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
    "ftp://scontent.cdninstagram.com/x.mp4",
  ])("refuses %s", (url) => {
    expect(() => check(url)).toThrow();
  });
});
