import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tunnelUrl } from "../../../server/media/tunnel/link.js";
import { netLimits } from "../../../server/media/upstream/agents.js";
import { fetchTunnel, resolveLink } from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import { listen, type Running } from "../../../test-support/stand-ins/http-server.js";
import { rapidapiEnv } from "../../../test-support/stand-ins/rapidapi.js";

let upstream: Running;

beforeAll(async () => {
  // Shortened before the first upstream request builds the agents.
  netLimits.headersMs = 400;
  netLimits.idleMs = 400;
  netLimits.connectMs = 400;
  const silent = express();
  silent.get("/v1/instagram", () => {
    // never answers
  });
  silent.get("/silent.mp4", () => {
    // never answers
  });
  silent.get("/stalls.mp4", (_req, res) => {
    res.writeHead(200, { "content-type": "video/mp4", "content-length": "1048576" });
    res.write(Buffer.alloc(1024));
    // ...and then nothing more
  });
  upstream = await listen(silent);
});

afterAll(async () => {
  await upstream?.close();
});

describe("upstream timeouts", () => {
  const app = useMediaApp(() => rapidapiEnv(upstream.origin));

  it("answers timeout when the lookup service never answers", async () => {
    const res = await resolveLink(
      app.origin,
      "https://www.instagram.com/reel/C8xYz12AbCd/",
      "reel",
    );
    expect(res.status).toBe(424);
    expect(res.body.error?.code).toBe("timeout");
  });

  it("answers 504 when the file's server never answers", async () => {
    const res = await fetchTunnel(
      app,
      tunnelUrl({
        platform: "instagram",
        url: `${upstream.origin}/silent.mp4`,
        filename: "a.mp4",
        provider: "rapidapi",
      }),
    );
    expect(res.status).toBe(504);
  });

  it("cuts a download whose upstream falls silent (idle timeout)", async () => {
    const res = await fetchTunnel(
      app,
      tunnelUrl({
        platform: "instagram",
        url: `${upstream.origin}/stalls.mp4`,
        filename: "a.mp4",
        provider: "rapidapi",
      }),
    );
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
  });
});
