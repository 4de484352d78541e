import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LookupFunction, netLimits, setMediaLookup } from "../../server/media/net.js";
import { tunnelUrl } from "../../server/media/tunnel.js";
import {
  fetchTunnel,
  listen,
  type Running,
  rapidapiEnv,
  resolveLink,
  startMediaApp,
} from "./support/servers.js";

let upstream: Running;
let app: Running;

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
  app = await startMediaApp(rapidapiEnv(upstream.origin));
});

afterAll(async () => {
  await Promise.all([upstream?.close(), app?.close()]);
});

describe("upstream timeouts", () => {
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
      tunnelUrl({ url: `${upstream.origin}/silent.mp4`, filename: "a.mp4" }),
    );
    expect(res.status).toBe(504);
  });

  it("cuts a download whose upstream falls silent (idle timeout)", async () => {
    const res = await fetchTunnel(
      app,
      tunnelUrl({ url: `${upstream.origin}/stalls.mp4`, filename: "a.mp4" }),
    );
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
  });

  it("lets a platform host on a public address through the address guard", async () => {
    // No internet here: the connection fails or times out, but it is not refused by policy.
    const publicAnswer: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [{ address: "157.240.1.174", family: 4 }]);
      else callback(null, "157.240.1.174", 4);
    };
    setMediaLookup(publicAnswer);
    try {
      const res = await fetchTunnel(
        app,
        tunnelUrl({ url: "https://scontent-x.cdninstagram.com/v/a.mp4", filename: "a.mp4" }),
      );
      expect([502, 504]).toContain(res.status);
      const body = (await res.json()) as { error: { code: string } };
      expect(body.error.code).not.toBe("upstream_refused");
    } finally {
      setMediaLookup(undefined);
    }
  });
});
