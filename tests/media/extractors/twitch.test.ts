import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  fetchTunnel,
  resolveLink,
  startMediaApp,
} from "../../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../../test-support/in-process/use-media-app.js";
import {
  answerThenPublic,
  refusedVisitorBesideOthers,
} from "../../../test-support/in-process/visitors.js";
import { bytesOf } from "../../../test-support/media-files.js";
import type { Running } from "../../../test-support/stand-ins/http-server.js";
import {
  startTwitch,
  TWITCH_HASHES,
  type TwitchStandIn,
} from "../../../test-support/stand-ins/twitch.js";

let twitch: TwitchStandIn;

beforeAll(async () => {
  twitch = await startTwitch();
});
afterAll(() => twitch?.close());
beforeEach(() => {
  twitch.clips.clear();
  twitch.tally.counts.clear();
  Object.assign(twitch.hashes, TWITCH_HASHES);
});

const env = () => ({
  MEDIA_PROVIDERS: "builtin",
  MEDIA_ALLOW_PRIVATE_HOSTS: "true",
  TWITCH_GQL_ORIGIN: twitch.origin,
});
const SLUG = "CulturedAmazingKuduDatSheffy-TiZ_-ixAGYR3y2Uy";

describe("built-in Twitch clips extractor", () => {
  const app = useMediaApp(env);

  it("offers the landscape qualities from one GraphQL request, each file byte for byte", async () => {
    twitch.clips.set(SLUG, "ready");
    const { status, body } = await resolveLink(
      app.origin,
      `https://www.twitch.tv/xqc/clip/${SLUG}?filter=clips&range=7d`,
      "reel",
    );
    expect(status).toBe(200);
    expect([twitch.tally.get("op:ShareClipRenderStatus"), twitch.asked()]).toEqual([1, 1]);
    const item = body.items?.[0];
    expect(item).toMatchObject({ type: "video", filename: `twitch-${SLUG}-720p60.mp4` });
    expect(item?.qualities?.map((q) => [q.label, q.height, q.fps, q.default])).toEqual([
      ["720p60", 720, 60, true],
      ["360p", 360, 30, undefined],
      ["240p", 240, 30, undefined],
    ]);
    for (const [index, file] of [
      twitch.files["720"],
      twitch.files["360"],
      twitch.files["240"],
    ].entries()) {
      const res = await fetchTunnel(app, item?.qualities?.[index]?.download);
      expect(res.status).toBe(200);
      expect((await bytesOf(res)).equals(file)).toBe(true);
    }
    expect((await fetchTunnel(app, item?.thumbnail)).status).toBe(200);
  });

  it("asks cobalt's way when the persisted query's hash was retired, and says so to the breaker", async () => {
    twitch.clips.set("FaintLightGullWholeWheat", "ready");
    twitch.hashes.share = "f".repeat(64);
    const { status, body } = await resolveLink(
      app.origin,
      "https://clips.twitch.tv/FaintLightGullWholeWheat",
      "reel",
    );
    expect(status).toBe(200);
    expect([
      twitch.tally.get("op:ShareClipRenderStatus"),
      twitch.tally.get("op:query"),
      twitch.tally.get("op:VideoAccessToken_Clip"),
    ]).toEqual([1, 1, 1]);
    const res = await fetchTunnel(app, body.items?.[0]?.download);
    expect((await bytesOf(res)).equals(twitch.files["720"])).toBe(true);
  });

  it("converts the chosen file to MP3 for the audio screen", async () => {
    twitch.clips.set("InquisitiveBreakableYogurtJebaited", "ready");
    const { status, body } = await resolveLink(
      app.origin,
      "https://clips.twitch.tv/embed?clip=InquisitiveBreakableYogurtJebaited&parent=example.com",
      "audio",
    );
    expect(status).toBe(200);
    expect(body.items?.[0]).toMatchObject({
      type: "audio",
      filename: "twitch-audio-InquisitiveBreakableYogurtJebaited.mp3",
    });
    const res = await fetchTunnel(app, body.items?.[0]?.download);
    expect(res.status).toBe(200);
    expect((await bytesOf(res)).length).toBeGreaterThan(1000);
  });

  it.each([
    ["GoneClip", "deleted", 404, "not_found"],
    ["NeverWasClip", undefined, 404, "not_found"],
    ["SubOnlyClip", "forbidden", 403, "login_required"],
    ["RegionClip", "geo", 451, "geo_blocked"],
  ] as const)("%s (%s) answers %i %s from one request", async (slug, scenario, code, error) => {
    if (scenario) twitch.clips.set(slug, scenario);
    const { status, body } = await resolveLink(
      app.origin,
      `https://m.twitch.tv/clip/${slug}`,
      "reel",
    );
    expect([status, body.error?.code]).toEqual([code, error]);
    // An answer about the clip: the other method is not asked.
    expect(twitch.asked()).toBe(1);
  });
});

describe("a Twitch client id refused (the method's failure, not the clip's)", () => {
  const app = useMediaApp(() => ({ ...env(), TWITCH_CLIENT_ID: "x".repeat(30) }));

  it("tries both methods and answers upstream_failed, never not_found", async () => {
    twitch.clips.set(SLUG, "ready");
    const { body } = await resolveLink(app.origin, `https://clips.twitch.tv/${SLUG}`, "reel");
    expect(body.error?.code).toBe("upstream_failed");
    expect([twitch.tally.get("op:ShareClipRenderStatus"), twitch.tally.get("op:query")]).toEqual([
      0, 0,
    ]);
    expect(twitch.asked()).toBe(2);
  });
});

describe.each(["rate_limited", "challenge"] as const)("Twitch pushing back (%s)", (scenario) => {
  const app = useMediaApp(env);

  it("rests the egress, says when to come back, and asks no more until then", async () => {
    twitch.clips.set("BusyClip", scenario);
    const first = await resolveLink(app.origin, "https://clips.twitch.tv/BusyClip", "reel");
    expect([first.status, first.body.error?.code]).toEqual([429, "rate_limited"]);
    expect(first.body.error?.retryAfter).toBeGreaterThan(0);
    expect(twitch.tally.get("gql:127.0.0.1")).toBe(1);
    twitch.clips.set(SLUG, "ready");
    const second = await resolveLink(app.origin, `https://clips.twitch.tv/${SLUG}`, "reel");
    expect(second.body.error?.code).toBe("rate_limited");
    expect(twitch.tally.get("gql:127.0.0.1")).toBe(1);
  });
});

describe("Twitch's table of answers (decision 059)", () => {
  const apps: Running[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));
  /** An app of its own: a refusal rests its egress, which must not spill into other rows. */
  async function freshApp(extra: Record<string, string> = {}): Promise<Running> {
    const app = await startMediaApp({ ...env(), RESOLVE_CACHE_SECONDS: "0", ...extra });
    apps.push(app);
    return app;
  }

  it.each([
    ["removed", "deleted", 404, "not_found", false],
    ["a clip for signed-in viewers", "forbidden", 403, "login_required", false],
    ["429", "rate_limited", 429, "rate_limited", true],
    ["a challenge", "challenge", 429, "rate_limited", true],
    ["5xx", "server-error", 424, "upstream_failed", false],
    ["a changed answer", "changed", 424, "upstream_failed", false],
  ] as const)("%s: %i %s; the address rests: %s", async (_name, scenario, status, code, rests) => {
    const app = await freshApp();
    twitch.clips.set(SLUG, "ready");
    twitch.clips.set("VariantClip", scenario);
    const { answer, next } = await answerThenPublic(
      app,
      "https://clips.twitch.tv/VariantClip",
      `https://clips.twitch.tv/${SLUG}`,
      "reel",
    );
    expect([answer.status, answer.code]).toEqual([status, code]);
    expect(next.status).toBe(rests ? 429 : 200);
  });

  it("one visitor pasting signed-in-only clips at the visitor limit does not cost anyone else Twitch (lookup cache off)", async () => {
    const app = await freshApp({ LOOKUPS_IN_FLIGHT: "64" });
    const refused = Array.from({ length: 24 }, (_, i) => `SubOnly${i}`);
    for (const slug of refused) twitch.clips.set(slug, "forbidden");
    const open = [SLUG, "FaintLightGullWholeWheat", "OpenClipThree", "OpenClipFour"];
    for (const slug of open) twitch.clips.set(slug, "ready");
    const { theirs, others } = await refusedVisitorBesideOthers(
      app,
      refused.map((slug) => `https://clips.twitch.tv/${slug}`),
      open.map((slug) => `https://clips.twitch.tv/${slug}`),
      "reel",
    );
    expect(others.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(theirs.every((a) => a.status === 403 && a.code === "login_required")).toBe(true);
    // One request per lookup: nothing rested, no method benched.
    expect(twitch.tally.get("gql:127.0.0.1")).toBe(32);
  });
});
