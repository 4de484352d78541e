import { lookup as systemLookup } from "node:dns";
import { readFileSync } from "node:fs";
import { parse as parseDisposition } from "content-disposition";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { tunnelUrl } from "../../../server/media/tunnel/link.js";
import {
  type LookupFunction,
  setMediaLookup,
} from "../../../server/media/upstream/address-guard.js";
import { resolveLink } from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import { makeMp4 } from "../../../test-support/media-files.js";
import { listen, type Running } from "../../../test-support/stand-ins/http-server.js";

let cdn: Running;
let trusted: Running;
let clip: Buffer;

/** A DNS that answers 127.0.0.1 for the Instagram CDN, as a hostile resolver could. */
const rebinding: LookupFunction = (hostname, options, callback) => {
  if (hostname.endsWith("cdninstagram.com")) {
    if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
    else callback(null, "127.0.0.1", 4);
    return;
  }
  (systemLookup as LookupFunction)(hostname, options, callback);
};

beforeAll(async () => {
  clip = readFileSync(makeMp4(1));
  const files = express();
  files.get("/clip.mp4", (_req, res) => {
    res.type("video/mp4").send(clip);
  });
  cdn = await listen(files);
  // The operator's provider (trusted, private) that redirects wherever it likes.
  const provider = express();
  provider.get("/v1/instagram", (_req, res) => {
    res.json({
      data: {
        data: [
          { media: `${cdn.origin}/clip.mp4` },
          { media: "http://169.254.169.254/latest/meta-data/x.mp4" },
        ],
      },
    });
  });
  provider.get("/file.mp4", (_req, res) => {
    res.type("video/mp4").send(clip);
  });
  provider.get("/to-private", (_req, res) => {
    res.redirect(302, `${cdn.origin}/clip.mp4`);
  });
  provider.get("/to-metadata", (_req, res) => {
    res.redirect(302, "http://169.254.169.254/latest/meta-data/iam");
  });
  provider.get("/huge.mp4", (_req, res) => {
    // Claims 5 GiB: over the size cap, refused before a byte is relayed.
    res.writeHead(200, { "content-type": "video/mp4", "content-length": String(5 * 1024 ** 3) });
    res.write(Buffer.alloc(1024));
  });
  provider.get("/page.html", (_req, res) => {
    res.type("html").send("<script>alert(document.cookie)</script>");
  });
  provider.get("/hop/:n", (req, res) => {
    const n = Number(req.params.n);
    res.redirect(302, n > 0 ? `/hop/${n - 1}` : "/file.mp4");
  });
  trusted = await listen(provider);
});

afterAll(async () => {
  await Promise.all([cdn?.close(), trusted?.close()]);
});

afterEach(() => setMediaLookup(undefined));

/** Tickets name the provider whose answer they came from, as resolved ones do (040). */
const env = () => ({
  MEDIA_PROVIDERS: "rapidapi",
  RAPIDAPI_KEY: "k",
  RAPIDAPI_HOST: "instagram-downloader.example",
  RAPIDAPI_BASE_URL: trusted.origin,
});

describe("tunnel safety (MEDIA_ALLOW_PRIVATE_HOSTS=false)", () => {
  const app = useMediaApp(env);

  const get = async (target: string, filename = "f.mp4", method = "GET") =>
    fetch(
      `${app.origin}${tunnelUrl({ platform: "instagram", url: target, filename, provider: "rapidapi" })}`,
      { method },
    );

  it("serves media from the trusted provider's own origin", async () => {
    const res = await get(`${trusted.origin}/file.mp4`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(clip)).toBe(true);
  });

  it("refuses files over the size cap", async () => {
    const res = await get(`${trusted.origin}/huge.mp4`);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("too_large");
  });

  it("serves an HTML answer as bytes, sandboxed, never as a page of ours", async () => {
    const res = await get(`${trusted.origin}/page.html`, "x.html");
    expect(res.headers.get("content-type")).toBe("application/octet-stream");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment;/);
  });

  it("follows redirects on the trusted origin, at most 5", async () => {
    expect((await get(`${trusted.origin}/hop/4`)).status).toBe(200);
    const tooMany = await get(`${trusted.origin}/hop/5`);
    expect(tooMany.status).toBe(502);
  });

  it.each([
    ["loopback literal", () => `${cdn.origin}/clip.mp4`],
    ["localhost", () => `http://localhost:${cdn.port}/clip.mp4`],
    ["IPv6 loopback", () => `http://[::1]:${cdn.port}/clip.mp4`],
    ["IPv4-mapped IPv6", () => `http://[::ffff:127.0.0.1]:${cdn.port}/clip.mp4`],
    ["cloud metadata", () => "http://169.254.169.254/latest/meta-data/"],
    ["private network", () => "http://10.0.0.1/x.mp4"],
    ["non-platform host", () => "https://example.com/x.mp4"],
    ["redirect from a trusted origin to a private address", () => `${trusted.origin}/to-private`],
    ["redirect to metadata", () => `${trusted.origin}/to-metadata`],
  ])("refuses %s", async (_name, target) => {
    const before = cdn.requests.length;
    const res = await get(target());
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("upstream_refused");
    expect(cdn.requests.length).toBe(before);
  });

  it("refuses a platform host name whose DNS answer is 127.0.0.1, checked on the resolved address", async () => {
    const looked: string[] = [];
    setMediaLookup((hostname, options, callback) => {
      looked.push(hostname);
      rebinding(hostname, options, callback);
    });
    // Plain HTTP on the platform's name is refused by the host policy, before any lookup.
    const plain = await get("http://scontent-a.cdninstagram.com/clip.mp4");
    expect(plain.status).toBe(502);
    expect(looked).toEqual([]);
    // HTTPS on the default port: the host policy lets the name through and the guard must refuse.
    const res = await get("https://scontent-a.cdninstagram.com/clip.mp4");
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("upstream_refused");
    const head = await get("https://scontent-a.cdninstagram.com/clip.mp4", "f.mp4", "HEAD");
    expect(head.status).toBe(502);
    expect(looked).toContain("scontent-a.cdninstagram.com");
  });

  it("refuses a platform host name on another port before looking it up", async () => {
    const looked: string[] = [];
    setMediaLookup((hostname, options, callback) => {
      looked.push(hostname);
      rebinding(hostname, options, callback);
    });
    const before = cdn.requests.length;
    const res = await get(`http://scontent-a.cdninstagram.com:${cdn.port}/clip.mp4`);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("upstream_refused");
    expect(looked).toEqual([]);
    expect(cdn.requests.length).toBe(before);
  });

  it("names the file for the browser exactly, with an ASCII fallback (RFC 6266)", async () => {
    const res = await get(`${trusted.origin}/file.mp4`, 'café "mix" 100%.mp4');
    const header = res.headers.get("content-disposition") ?? "";
    await res.arrayBuffer();
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    const { type, parameters } = parseDisposition(header);
    expect(type).toBe("attachment");
    expect(parameters.filename).toBe('café "mix" 100%.mp4');
  });

  it("drops refused URLs at resolve time", async () => {
    const res = await resolveLink(app.origin, "https://www.instagram.com/p/CAnqPB-Jzcj/", "post");
    expect(res.status).toBe(424);
    expect(res.body.error?.code).toBe("upstream_failed");
  });

  it("answers 403 to a tampered token and 410 to an expired one", async () => {
    const path = tunnelUrl({
      platform: "instagram",
      url: `${trusted.origin}/file.mp4`,
      filename: "f.mp4",
      provider: "rapidapi",
    });
    const token = path.split("/").at(-1) ?? "";
    const at = Math.floor(token.length / 2);
    const tampered = token.slice(0, at) + (token[at] === "x" ? "y" : "x") + token.slice(at + 1);
    expect((await fetch(`${app.origin}/api/tunnel/${tampered}`)).status).toBe(403);
    expect((await fetch(`${app.origin}/api/tunnel/${tampered}`, { method: "HEAD" })).status).toBe(
      403,
    );
    expect((await fetch(`${app.origin}/api/tunnel/garbage`)).status).toBe(403);

    const expired = tunnelUrl(
      {
        platform: "instagram",
        url: `${trusted.origin}/file.mp4`,
        filename: "f.mp4",
        provider: "rapidapi",
      },
      Date.now() - 3_600_000,
    );
    const res = await fetch(`${app.origin}${expired}`);
    expect(res.status).toBe(410);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("expired");
  });
});

describe("tunnel with MEDIA_ALLOW_PRIVATE_HOSTS=true (tests only)", () => {
  const app = useMediaApp(() => ({ ...env(), MEDIA_ALLOW_PRIVATE_HOSTS: "true" }));

  it("reaches a local server, also through a name on another port and a redirect", async () => {
    setMediaLookup(rebinding);
    for (const target of [
      `${cdn.origin}/clip.mp4`,
      `http://scontent-a.cdninstagram.com:${cdn.port}/clip.mp4`,
      `${trusted.origin}/to-private`,
    ]) {
      const res = await fetch(
        `${app.origin}${tunnelUrl({ platform: "instagram", url: target, filename: "f.mp4", provider: "rapidapi" })}`,
      );
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(clip)).toBe(true);
    }
  });
});

// Each limit is counted per app, so each test has an app of its own.
describe("per-visitor limits", () => {
  describe("lookups", () => {
    const app = useMediaApp(env);

    it("answers 429 with Retry-After after 30 lookups a minute", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await fetch(`${app.origin}/api/resolve`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ url: "https://example.com/", kind: "reel" }),
        });
        statuses.push(res.status);
        if (res.status === 429) {
          expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
          expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
            "rate_limited",
          );
        } else await res.arrayBuffer();
      }
      expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
      expect(statuses[30]).toBe(429);
    });
  });

  describe("request bodies", () => {
    const app = useMediaApp(env);

    it("refuses bodies over a few KB, malformed JSON and unknown kinds", async () => {
      const post = (body: string) =>
        fetch(`${app.origin}/api/resolve`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
      expect((await post(JSON.stringify({ url: "x".repeat(10_000), kind: "reel" }))).status).toBe(
        413,
      );
      const bad = await post("{not json");
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: { code: string } }).error.code).toBe(
        "invalid_request",
      );
      const kind = await post(
        JSON.stringify({ url: "https://www.instagram.com/p/CAnqPB-Jzcj/", kind: "gif" }),
      );
      expect(kind.status).toBe(400);
    });

    it("checks the link before the kind, and names a missing or wrong field", async () => {
      const answer = async (body: unknown) => {
        const res = await fetch(`${app.origin}/api/resolve`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        return [res.status, (await res.json()) as Record<string, Record<string, unknown>>] as const;
      };
      const [notLink, notLinkBody] = await answer({ url: "notaurl" });
      expect([notLink, notLinkBody.error?.code]).toEqual([400, "invalid_url"]);
      const [other, otherBody] = await answer({ url: "https://example.com/x", kind: "gif" });
      expect([other, otherBody.error?.code]).toEqual([422, "unsupported_link"]);
      expect(await answer({})).toEqual([
        400,
        {
          error: {
            code: "invalid_request",
            reason: "field_missing",
            params: { field: "url" },
            message: 'The request has no "url" field.',
          },
        },
      ]);
      const [, wrongUrl] = await answer({ url: 42 });
      expect(wrongUrl.error).toMatchObject({ reason: "field_invalid", params: { field: "url" } });
      const [badKind, badKindBody] = await answer({
        url: "https://www.instagram.com/p/CAnqPB-Jzcj/",
        kind: "gif",
      });
      expect([badKind, badKindBody.error?.reason]).toEqual([400, "kind_invalid"]);
      expect(badKindBody.error?.message).toContain('"kind"');
    });
  });
});
