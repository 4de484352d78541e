import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { UpstreamPolicy } from "../../../server/media/host-policy.js";
import { setMediaLookup } from "../../../server/media/upstream/address-guard.js";
import { readText } from "../../../server/media/upstream/body.js";
import { upstreamRequest } from "../../../server/media/upstream/client.js";
import { configure } from "../../../test-support/in-process/media-app.js";
import { listen, type Running } from "../../../test-support/stand-ins/http-server.js";

/** What Instagram's web client sends with a session, plus what the tunnel adds. */
const PLATFORM_HEADERS = {
  "user-agent": "Mozilla/5.0 test",
  accept: "application/json",
  "accept-language": "en-US",
  range: "bytes=0-",
  cookie: "sessionid=abc123; csrftoken=tok",
  "x-csrftoken": "tok",
  "x-ig-app-id": "936619743392459",
  "x-ig-www-claim": "hmac.claim",
  authorization: "Bearer secret",
  "x-rapidapi-key": "key",
  "x-fb-friendly-name": "PolarisPostActionLoadPostQueryQuery",
};

let origin: Running;
let other: Running;

beforeAll(async () => {
  other = await listen((_req: IncomingMessage, res: ServerResponse) => res.end("landed"));
  const first = express();
  first.get("/same", (_req, res) => res.redirect(302, "/landed"));
  first.get("/landed", (_req, res) => res.send("landed"));
  // Another host: a platform CDN name, which the test lookup below sends to 127.0.0.1.
  first.get("/away", (_req, res) =>
    res.redirect(302, `http://scontent-x.cdninstagram.com:${other.port}/landed`),
  );
  origin = await listen(first);
  setMediaLookup((_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
    else callback(null, "127.0.0.1", 4);
  });
});

afterEach(() => {
  origin.requests.length = 0;
  other.requests.length = 0;
});

afterAll(async () => {
  setMediaLookup(undefined);
  await Promise.all([origin?.close(), other?.close()]);
});

const policy = () =>
  new UpstreamPolicy(configure({ MEDIA_ALLOW_PRIVATE_HOSTS: "true" })).scoped({
    platform: "instagram",
  });

async function follow(path: string): Promise<string> {
  const response = await upstreamRequest(`${origin.origin}${path}`, {
    headers: PLATFORM_HEADERS,
    policy: policy(),
  });
  return readText(response.body);
}

const sent = (headers: IncomingHttpHeaders | undefined) =>
  Object.keys(headers ?? {}).filter((name) => name in PLATFORM_HEADERS);

describe("redirects and platform headers", () => {
  it("keeps every header on a redirect within the same origin", async () => {
    expect(await follow("/same")).toBe("landed");
    expect(origin.requests.map((r) => r.url)).toEqual(["/same", "/landed"]);
    expect(sent(origin.requests[1]?.headers).sort()).toEqual(Object.keys(PLATFORM_HEADERS).sort());
  });

  it("sends no cookie, token, app id or other platform header to another host", async () => {
    expect(await follow("/away")).toBe("landed");
    const landed = other.requests[0];
    expect(landed?.headers.host).toBe(`scontent-x.cdninstagram.com:${other.port}`);
    expect(sent(landed?.headers).sort()).toEqual([
      "accept",
      "accept-language",
      "range",
      "user-agent",
    ]);
    for (const name of [
      "cookie",
      "x-csrftoken",
      "x-ig-app-id",
      "x-ig-www-claim",
      "authorization",
      "x-rapidapi-key",
      "x-fb-friendly-name",
    ]) {
      expect(landed?.headers[name]).toBeUndefined();
    }
  });
});
