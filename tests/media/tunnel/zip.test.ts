import { readFileSync } from "node:fs";
import { parse as parseDisposition } from "content-disposition";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archiveUrl, MAX_ARCHIVE_ENTRIES } from "../../../server/media/tunnel/archive-token.js";
import { tunnelUrl } from "../../../server/media/tunnel/link.js";
import { fetchTunnel, resolveLink } from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import { bytesOf, makeMp4 } from "../../../test-support/media-files.js";
import { readZip } from "../../../test-support/read-zip.js";
import { listen, type Running } from "../../../test-support/stand-ins/http-server.js";
import { rapidapiEnv } from "../../../test-support/stand-ins/rapidapi.js";

const POST = "https://www.instagram.com/p/C4pQrStUvWx/";
const SINGLE = "https://www.instagram.com/p/C1sInGlE000/";
const BROKEN = "https://www.instagram.com/p/C2bRoKeN000/";

let cdn: Running;
let provider: Running;
let clip: Buffer;
let photos: Buffer[];
/** Releases the held third item; set while a test holds it. */
let releaseThird: (() => void) | undefined;

beforeAll(async () => {
  clip = readFileSync(makeMp4(1));
  photos = await Promise.all(
    [10, 120].map((r) =>
      sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g: 40, b: 90 } } })
        .jpeg()
        .toBuffer(),
    ),
  );
  const files = express();
  files.get("/one.jpg", (_req, res) => {
    res.type("image/jpeg").send(photos[0]);
  });
  files.get("/two.mp4", (_req, res) => {
    // No Content-Length: the archive must stream what it cannot size.
    res.writeHead(200, { "content-type": "video/mp4", "transfer-encoding": "chunked" });
    res.end(clip);
  });
  files.get("/three.jpg", async (_req, res) => {
    if (releaseThird) await new Promise<void>((done) => (releaseThird = done));
    res.type("image/jpeg").send(photos[1]);
  });
  cdn = await listen(files);
  const api = express();
  api.get("/v1/instagram", (req, res) => {
    const link = String(req.query.url);
    const media = link.includes("C4pQrStUvWx")
      ? ["one.jpg", "two.mp4", "three.jpg"]
      : link.includes("C1sInGlE000")
        ? ["one.jpg"]
        : link.includes("C2bRoKeN000")
          ? ["one.jpg", "gone.jpg"]
          : [];
    res.json({ data: { data: media.map((m) => ({ media: `${cdn.origin}/${m}` })) } });
  });
  provider = await listen(api);
});

afterAll(async () => {
  await Promise.all([cdn?.close(), provider?.close()]);
});

describe("'Download all': one stored ZIP of a post's items", () => {
  const app = useMediaApp(() => ({
    ...rapidapiEnv(provider.origin),
    MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  }));

  it("offers the archive for a post of several items only", async () => {
    const many = await resolveLink(app.origin, POST, "post");
    expect(many.status).toBe(200);
    expect(many.body.archive?.filename).toBe("instagram-post-C4pQrStUvWx.zip");
    expect(many.body.archive?.download).toMatch(/^\/api\/tunnel\/zip\/[A-Za-z0-9_-]+$/);
    expect((await resolveLink(app.origin, SINGLE, "post")).body.archive).toBeUndefined();
    expect((await resolveLink(app.origin, POST, "reel")).body.archive).toBeUndefined();
  });

  it("holds every item, stored, named and byte for byte as its own download", async () => {
    const { body } = await resolveLink(app.origin, POST, "post");
    const items = body.items ?? [];
    const res = await fetchTunnel(app, body.archive?.download);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-encoding")).toBeNull();
    const { type, parameters } = parseDisposition(res.headers.get("content-disposition") ?? "");
    expect(type).toBe("attachment");
    expect(parameters.filename).toBe("instagram-post-C4pQrStUvWx.zip");
    const entries = await readZip(await bytesOf(res));

    expect(entries.map((e) => e.name)).toEqual([
      "instagram-media-1.jpg",
      "instagram-media-2.mp4",
      "instagram-media-3.jpg",
    ]);
    expect(entries.map((e) => e.name)).toEqual(items.map((i) => i.filename));
    for (const [index, entry] of entries.entries()) {
      expect(entry.compressionMethod).toBe(0);
      const single = await bytesOf(await fetchTunnel(app, items[index]?.download));
      expect(entry.data.equals(single), entry.name).toBe(true);
    }
    expect(entries[1]?.data.equals(clip)).toBe(true);
  });

  it("streams: the first entries arrive while the last item is still held upstream", async () => {
    const { body } = await resolveLink(app.origin, POST, "post");
    releaseThird = () => undefined;
    const res = await fetchTunnel(app, body.archive?.download);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const chunks: Buffer[] = [];
    // A server that built the ZIP before sending it would send nothing until the release.
    const firstBytes = (async () => {
      while (Buffer.concat(chunks).length < 30) {
        const { value, done } = await reader.read();
        if (done) break;
        chunks.push(Buffer.from(value));
      }
    })();
    const held = new Promise((_, fail) =>
      setTimeout(() => fail(new Error("nothing arrived while an item was held")), 5000),
    );
    await Promise.race([firstBytes, held]);
    expect(Buffer.concat(chunks).subarray(0, 4).toString("hex")).toBe("504b0304");
    const release = releaseThird;
    releaseThird = undefined;
    release?.();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      chunks.push(Buffer.from(value));
    }
    const entries = await readZip(Buffer.concat(chunks));
    expect(entries.map((e) => e.name)).toEqual([
      "instagram-media-1.jpg",
      "instagram-media-2.mp4",
      "instagram-media-3.jpg",
    ]);
    expect(entries[2]?.data.equals(photos[1] as Buffer)).toBe(true);
  });

  it("fails the download instead of leaving an item out", async () => {
    const { body } = await resolveLink(app.origin, BROKEN, "post");
    const res = await fetchTunnel(app, body.archive?.download);
    // The first item is there, so the answer starts; the missing second one breaks it.
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
  });

  it("answers an error, not a broken ZIP, when the first item is gone", async () => {
    const path = archiveUrl(
      [
        { url: `${cdn.origin}/gone.jpg`, filename: "instagram-media-1.jpg" },
        { url: `${cdn.origin}/one.jpg`, filename: "instagram-media-2.jpg" },
      ],
      "x.zip",
      { platform: "instagram" },
    );
    const res = await fetchTunnel(app, path ?? "");
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("upstream_failed");
  });

  it("keeps file and archive tokens apart, and refuses tampered and expired ones", async () => {
    const file = tunnelUrl({
      platform: "instagram",
      url: `${cdn.origin}/one.jpg`,
      filename: "a.jpg",
    });
    const zip =
      archiveUrl([{ url: `${cdn.origin}/one.jpg`, filename: "a.jpg" }], "a.zip", {
        platform: "instagram",
      }) ?? "";
    const fileToken = file.split("/").at(-1) ?? "";
    const zipToken = zip.split("/").at(-1) ?? "";
    expect((await fetch(`${app.origin}/api/tunnel/zip/${fileToken}`)).status).toBe(403);
    expect((await fetch(`${app.origin}/api/tunnel/${zipToken}`)).status).toBe(403);
    const at = Math.floor(zipToken.length / 2);
    const tampered =
      zipToken.slice(0, at) + (zipToken[at] === "x" ? "y" : "x") + zipToken.slice(at + 1);
    expect((await fetch(`${app.origin}/api/tunnel/zip/${tampered}`)).status).toBe(403);
    const expired = archiveUrl([{ url: `${cdn.origin}/one.jpg`, filename: "a.jpg" }], "a.zip", {
      platform: "instagram",
      now: Date.now() - 3_600_000,
    });
    expect((await fetch(`${app.origin}${expired}`)).status).toBe(410);
    // HEAD checks the token without fetching anything.
    const before = cdn.requests.length;
    const head = await fetch(`${app.origin}${zip}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(cdn.requests.length).toBe(before);
  });

  it("names every entry safely, even from a sealed archive's own names", async () => {
    const names = [
      "../../evil.jpg",
      "/etc/cron.d/job.jpg",
      "..\\..\\windows.jpg",
      "a/../b.jpg",
      "..",
      ".hidden.jpg",
      "same.jpg",
      "same.jpg",
    ];
    const path = archiveUrl(
      names.map((filename) => ({ url: `${cdn.origin}/one.jpg`, filename })),
      "x.zip",
      { platform: "instagram" },
    );
    const res = await fetchTunnel(app, path ?? "");
    expect(res.status).toBe(200);
    const entries = (await readZip(await bytesOf(res))).map((e) => e.name);
    expect(entries).toHaveLength(names.length);
    for (const name of entries) {
      expect(name, name).not.toMatch(/[/\\]/);
      expect(name, name).not.toContain("..");
      expect(name.startsWith("."), name).toBe(false);
    }
    // Extracted, no entry overwrites another.
    expect(new Set(entries).size).toBe(entries.length);
    expect(entries).toContain("same.jpg");
  });

  it("offers no archive it could not put in a link", () => {
    const many = Array.from({ length: MAX_ARCHIVE_ENTRIES + 1 }, (_, n) => ({
      url: `${cdn.origin}/one.jpg?n=${n}`,
      filename: `instagram-media-${n + 1}.jpg`,
    }));
    expect(archiveUrl(many, "x.zip", { platform: "instagram" })).toBeNull();
  });
});

describe("'Download all' under the address policy (MEDIA_ALLOW_PRIVATE_HOSTS=false)", () => {
  const app = useMediaApp(() => rapidapiEnv(provider.origin));

  it("fetches every entry through the policy-checked client", async () => {
    const before = cdn.requests.length;
    const path = archiveUrl(
      [
        { url: `${cdn.origin}/one.jpg`, filename: "instagram-media-1.jpg" },
        { url: "http://169.254.169.254/latest/meta-data/x.jpg", filename: "instagram-media-2.jpg" },
      ],
      "x.zip",
      { platform: "instagram" },
    );
    const res = await fetchTunnel(app, path ?? "");
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("upstream_refused");
    expect(cdn.requests.length).toBe(before);
  });
});
