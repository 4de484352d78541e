import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UpstreamPolicy } from "../../../server/media/host-policy.js";
import { configure, fetchTunnel, resolveLink } from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import { makeMp4 } from "../../../test-support/media-files.js";
import {
  type PotProviderStandIn,
  startPotProvider,
} from "../../../test-support/stand-ins/budgets.js";
import { listen, type Running } from "../../../test-support/stand-ins/http-server.js";
import { rapidapiEnv, startRapidApi } from "../../../test-support/stand-ins/rapidapi.js";

/**
 * A URL is trusted by the provider that returned it, not by its origin: the RapidAPI service
 * naming the cobalt instance's or the PO-token provider's address gets nothing from them.
 * Why: docs/decisions/040-trust-by-provider.md
 */
let cobalt: Running;
let cdn: Running;
let rapid: Running;
let pot: PotProviderStandIn;
/** Requests that reached the cobalt instance other than its own API. */
const internal: string[] = [];

beforeAll(async () => {
  const clip = readFileSync(makeMp4(1, mkdtempSync(join(tmpdir(), "rd-trust-"))));
  const service = express();
  // Its own API answers that it cannot help (the chain asks it after RapidAPI's answer fails).
  service.post("/", (_req, res) => {
    res.json({ status: "error", error: { code: "error.api.fetch.fail" } });
  });
  service.use((req, res) => {
    internal.push(req.path);
    res.type("video/mp4").send(clip);
  });
  cobalt = await listen(service);
  pot = await startPotProvider();
  const files = express();
  files.get("/clip.mp4", (_req, res) => res.type("video/mp4").send(clip));
  files.get("/moved.mp4", (_req, res) => res.redirect(302, `${cobalt.origin}/internal.mp4`));
  cdn = await listen(files);
  rapid = await startRapidApi({
    key: "k",
    host: "h.example",
    answers: {
      ToCobalt: [`${cobalt.origin}/internal.mp4`],
      ToPot: [`${pot.origin}/ping`],
      Moved: [`${cdn.origin}/moved.mp4`],
      FineReel: [`${cdn.origin}/clip.mp4`],
    },
  });
});

afterAll(async () => {
  await Promise.all([cobalt?.close(), cdn?.close(), rapid?.close(), pot?.close()]);
});

const env = () => ({
  ...rapidapiEnv(rapid.origin, "rapidapi,cobalt"),
  MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  COBALT_API_URL: cobalt.origin,
  YOUTUBE_POT_PROVIDER_URL: pot.origin,
});

describe("the RapidAPI service's answer", () => {
  const app = useMediaApp(env);

  it("never reaches the cobalt instance's or the token provider's address", async () => {
    for (const code of ["ToCobalt", "ToPot"]) {
      const res = await resolveLink(app.origin, `https://www.instagram.com/reel/${code}/`, "reel");
      expect(res.body.error?.code, code).toBe("upstream_failed");
    }
    expect(internal).toEqual([]);
  });

  it("is not followed by a redirect to another service's address when downloaded", async () => {
    const res = await resolveLink(app.origin, "https://www.instagram.com/reel/Moved/", "reel");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const file = await fetchTunnel(app, res.body.items?.[0]?.download);
    expect(file.status).toBe(502);
    await file.arrayBuffer();
    expect(internal).toEqual([]);
    // What the service found on a platform's address is downloaded as before.
    const fine = await resolveLink(app.origin, "https://www.instagram.com/reel/FineReel/", "reel");
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
    const ok = await fetchTunnel(app, fine.body.items?.[0]?.download);
    expect(ok.status).toBe(200);
    expect((await ok.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});

describe("the policy for one provider", () => {
  it("trusts that provider's own endpoint only, and no endpoint for the built-in extractor", () => {
    const policy = new UpstreamPolicy(
      configure({
        MEDIA_PROVIDERS: "builtin,rapidapi,cobalt",
        RAPIDAPI_KEY: "k",
        RAPIDAPI_HOST: "h.example",
        RAPIDAPI_BASE_URL: "http://10.0.0.5:8080",
        COBALT_API_URL: "http://cobalt:9000/",
        YOUTUBE_POT_PROVIDER_URL: "http://bgutil:4416",
      }),
    );
    const cobaltUrl = new URL("http://cobalt:9000/tunnel?id=1");
    const rapidUrl = new URL("http://10.0.0.5:8080/file.mp4");
    const potUrl = new URL("http://bgutil:4416/get_pot");
    const forProvider = (provider: string | undefined) =>
      policy.scoped({ platform: "youtube", provider });
    expect(forProvider("cobalt").check(cobaltUrl)).toEqual({ allowPrivate: true });
    expect(forProvider("rapidapi").check(rapidUrl)).toEqual({ allowPrivate: true });
    for (const [name, url] of [
      ["rapidapi", cobaltUrl],
      ["rapidapi", potUrl],
      ["cobalt", rapidUrl],
      ["builtin", cobaltUrl],
      [undefined, rapidUrl],
      [undefined, potUrl],
    ] as const) {
      expect(() => forProvider(name).check(url), `${name} ${url}`).toThrow();
    }
    // The services' own requests still reach them: YouTube's extractor's, and no other platform's.
    expect(policy.scoped({ platform: "youtube", services: true }).check(potUrl)).toEqual({
      allowPrivate: true,
    });
    expect(() => policy.scoped({ platform: "tiktok", services: true }).check(potUrl)).toThrow();
    const cdnUrl = new URL("https://scontent.cdninstagram.com/v/x.mp4");
    expect(policy.scoped({ platform: "instagram", provider: "rapidapi" }).check(cdnUrl)).toEqual({
      allowPrivate: false,
    });
  });

  it("refuses another service's address even where private hosts are allowed (tests)", () => {
    const policy = new UpstreamPolicy(
      configure({
        MEDIA_PROVIDERS: "rapidapi,cobalt",
        RAPIDAPI_KEY: "k",
        RAPIDAPI_HOST: "h.example",
        RAPIDAPI_BASE_URL: "http://127.0.0.1:8080",
        COBALT_API_URL: "http://127.0.0.1:9000",
        MEDIA_ALLOW_PRIVATE_HOSTS: "true",
      }),
    );
    const rapidapi = policy.scoped({ platform: "instagram", provider: "rapidapi" });
    expect(() => rapidapi.check(new URL("http://127.0.0.1:9000/x"))).toThrow();
    expect(rapidapi.check(new URL("http://127.0.0.1:7000/x"))).toEqual({
      allowPrivate: true,
    });
  });
});
