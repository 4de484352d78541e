import { describe, expect, it } from "vitest";
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
});
