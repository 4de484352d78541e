import { CookieJar } from "tough-cookie";
import { describe, expect, it, vi } from "vitest";
import { Jar } from "../../../server/media/client/jar.js";

describe("the client's cookie jar", () => {
  it("keeps cookies as a browser does: deletions, domains, public suffixes", () => {
    const jar = new Jar(false);
    const page = new URL("https://www.tiktok.com/@a/video/1");
    jar.store(page, [
      "tt_chain_token=abc; Domain=.tiktok.com; Path=/; Max-Age=100; HttpOnly; Secure",
      "ttwid=1; Domain=.tiktok.com; Path=/",
      "host_only=1; Path=/",
      "evil=1; Domain=.com; Path=/",
    ]);
    jar.store(page, ["ttwid=; Domain=.tiktok.com; Path=/; Max-Age=0"]);
    expect(jar.header(new URL("https://v16-webapp-prime.tiktok.com/video/x.mp4"))).toBe(
      "tt_chain_token=abc",
    );
    expect(jar.header(page)).toBe("tt_chain_token=abc; host_only=1");
    expect(jar.header(new URL("https://www.example.com/"))).toBe("");
    // Secure cookies never travel in clear text.
    expect(jar.header(new URL("http://v16-webapp-prime.tiktok.com/x.mp4"))).toBe("");
  });

  it("keeps a stand-in's cookies for its loopback address (tests), and restores a copy", () => {
    const jar = new Jar(true);
    jar.store(new URL("http://127.0.0.1:4000/page"), [
      "tt_chain_token=abc; Domain=.tiktok.com; Path=/; Secure; HttpOnly",
    ]);
    expect(jar.header(new URL("http://127.0.0.1:5000/video.mp4"))).toBe("tt_chain_token=abc");
    const copy = new Jar(true);
    copy.restore(jar.serialize());
    expect(copy.header(new URL("http://127.0.0.1:5000/x"))).toBe("tt_chain_token=abc");
    // Outside test mode a loopback answer gets nothing special.
    const strict = new Jar(false);
    strict.store(new URL("http://127.0.0.1:4000/page"), ["a=1; Domain=.tiktok.com; Path=/"]);
    expect(strict.header(new URL("http://127.0.0.1:4000/"))).toBe("");
  });

  it("answers again from tough-cookie once the jar changes or a cookie it sent expires", () => {
    const jar = new Jar(false);
    const page = new URL("https://www.tiktok.com/@a/video/1");
    jar.store(page, ["a=1; Path=/"]);
    expect(jar.header(page)).toBe("a=1");
    expect(jar.value(page, "a")).toBe("1");
    jar.store(page, ["b=2; Path=/"]);
    expect(jar.header(page)).toBe("a=1; b=2");
    jar.set(page, "a", "3");
    expect(jar.header(page)).toBe("a=3; b=2");
    expect(jar.value(page, "a")).toBe("3");
    jar.store(page, ["b=; Path=/; Max-Age=0"]);
    expect(jar.header(page)).toBe("a=3");
    // Another path of the same origin is its own answer: a cookie of /x goes only below /x.
    jar.store(new URL("https://www.tiktok.com/x/1"), ["c=4; Path=/x"]);
    expect(jar.header(new URL("https://www.tiktok.com/x/2"))).toBe("c=4; a=3");
    expect(jar.header(page)).toBe("a=3");
    vi.useFakeTimers({ now: Date.now(), toFake: ["Date"] });
    try {
      jar.store(page, ["short=1; Path=/; Max-Age=2"]);
      expect(jar.header(page)).toBe("a=3; short=1");
      vi.advanceTimersByTime(3_000);
      expect(jar.header(page)).toBe("a=3");
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends the same header as tough-cookie's own, restored sessions too", () => {
    const lines = [
      "tt_chain_token=abc; Domain=.tiktok.com; Path=/; Max-Age=100; HttpOnly; Secure",
      "ttwid=1%7Cx; Domain=.tiktok.com; Path=/",
      "deep=1; Path=/@a",
      "tt_csrf_token=x; Path=/; Secure",
    ];
    const page = new URL("https://www.tiktok.com/@a/video/1");
    const jar = new Jar(false);
    jar.store(page, lines);
    const own = new CookieJar();
    for (const line of lines) own.setCookieSync(line, page.href, { ignoreError: true });
    for (const url of [
      page,
      new URL("https://v16.tiktok.com/v.mp4"),
      new URL("http://www.tiktok.com/"),
    ]) {
      expect(jar.header(url)).toBe(own.getCookieStringSync(url.href));
    }
    const copy = new Jar(false);
    copy.restore(jar.serialize());
    expect(copy.header(page)).toBe(own.getCookieStringSync(page.href));
  });

  it("asks tough-cookie once an origin while every cookie is for the path /, by path after that", () => {
    const jar = new Jar(false);
    const page = new URL("https://www.tiktok.com/@a/video/1");
    jar.store(page, ["tt_chain_token=abc; Domain=.tiktok.com; Path=/; Secure"]);
    const own = new CookieJar();
    own.setCookieSync("tt_chain_token=abc; Domain=.tiktok.com; Path=/; Secure", page.href);
    const asked = vi.spyOn(CookieJar.prototype, "getCookiesSync");
    try {
      const files = ["/v/1080.mp4", "/v/720.mp4", "/t/cover.jpg"].map(
        (path) => new URL(`https://v16.tiktok.com${path}`),
      );
      for (const url of files) expect(jar.header(url)).toBe(own.getCookieStringSync(url.href));
      // tough-cookie's own answers above are asked through the same method: ours is the first.
      expect(asked.mock.calls.filter(([url]) => url instanceof URL)).toHaveLength(1);
      // A cookie for one path only: each path is its own answer again.
      jar.store(page, ["deep=1; Domain=.tiktok.com; Path=/v"]);
      expect(jar.header(files[0] as URL)).toBe("deep=1; tt_chain_token=abc");
      expect(jar.header(files[2] as URL)).toBe("tt_chain_token=abc");
    } finally {
      asked.mockRestore();
    }
  });
});
