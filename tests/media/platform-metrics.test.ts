import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaModule, platformLabel } from "../../server/media/module.js";
import {
  lookupOutcomeCounts,
  methodOutcomeCounts,
  recordLookupOutcome,
  recordMethodOutcome,
} from "../../server/media/outcomes.js";
import { PLATFORMS } from "../../server/media/platforms/index.js";
import { resolveLink } from "../../test-support/in-process/media-app.js";
import { useMediaApp } from "../../test-support/in-process/use-media-app.js";
import {
  type InstagramStandIn,
  instagramEnv,
  startInstagramStandIn,
} from "../../test-support/stand-ins/instagram.js";

/**
 * /metrics per platform (issue 26 item 5): the lookup metrics carry a `platform` label whose
 * values are the registry's names. Why: docs/decisions/042-platform-pages.md
 */
type Sample = { labels?: Record<string, string>; value: number };

async function samples(name: string): Promise<Sample[]> {
  const source = mediaModule().metricsSources?.find((s) => s.name === name);
  if (!source) throw new Error(`no metric ${name}`);
  return (await source.collect()) as Sample[];
}

const value = (all: Sample[], labels: Record<string, string>) =>
  all
    .filter((s) => Object.entries(labels).every(([k, v]) => s.labels?.[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

describe("lookup counts per platform", () => {
  it("keeps a method's outcome under the link's platform, or the one its key names", () => {
    recordMethodOutcome("zz-provider", "resolve", "items", "youtube");
    recordMethodOutcome("zz-provider", "youtube.zz_method", "not_found");
    recordMethodOutcome("zz-provider", "resolve", "timeout");
    const mine = methodOutcomeCounts().filter((c) => c.provider === "zz-provider");
    expect(mine).toEqual([
      { platform: "", provider: "zz-provider", method: "resolve", outcome: "timeout", count: 1 },
      {
        platform: "youtube",
        provider: "zz-provider",
        method: "resolve",
        outcome: "items",
        count: 1,
      },
      {
        platform: "youtube",
        provider: "zz-provider",
        method: "youtube.zz_method",
        outcome: "not_found",
        count: 1,
      },
    ]);
  });

  it("labels only the registry's names, anything else as other", () => {
    for (const { name } of PLATFORMS) expect(platformLabel(name)).toBe(name);
    expect(platformLabel("")).toBe("other");
    expect(platformLabel("https://www.instagram.com/p/x/")).toBe("other");
  });

  it("reports every platform of the registry in the lookup cache counter, from zero", async () => {
    const before = await samples("media_lookup_cache_total");
    expect(before.map((s) => s.labels)).toEqual(
      PLATFORMS.flatMap(({ name }) =>
        ["hit", "shared", "miss"].map((outcome) => ({ platform: name, outcome })),
      ),
    );
    recordLookupOutcome("youtube", "miss");
    recordLookupOutcome("youtube", "hit");
    const after = await samples("media_lookup_cache_total");
    expect(value(after, { platform: "youtube", outcome: "miss" })).toBe(
      value(before, { platform: "youtube", outcome: "miss" }) + 1,
    );
    expect(value(after, { platform: "instagram", outcome: "miss" })).toBe(
      value(before, { platform: "instagram", outcome: "miss" }),
    );
    expect(lookupOutcomeCounts().get("youtube")?.hit).toBeGreaterThanOrEqual(1);
  });
});

describe("lookups through the app, counted by platform", () => {
  let ig: InstagramStandIn;
  beforeAll(async () => {
    ig = await startInstagramStandIn();
  });
  afterAll(() => ig?.close());
  // YouTube asked at the Instagram stand-in: it knows nothing of it, so the lookup fails.
  const app = useMediaApp(() => ({ ...instagramEnv(ig), YOUTUBE_ORIGIN: ig.web.origin }));

  it("counts an Instagram and a YouTube lookup each under its own platform, naming no link", async () => {
    const outcomesBefore = await samples("media_resolve_outcomes_total");
    const cacheBefore = await samples("media_lookup_cache_total");
    const reel = await resolveLink(
      app.origin,
      "https://www.instagram.com/reel/CrGkUHUL7_y/",
      "reel",
    );
    expect(reel.status).toBe(200);
    const video = await resolveLink(app.origin, "https://youtu.be/dQw4w9WgXcQ", "reel");
    expect(video.status).toBeGreaterThanOrEqual(400);
    const outcomes = await samples("media_resolve_outcomes_total");
    const resolved = (platform: string, outcome?: string) =>
      value(outcomes, {
        platform,
        provider: "builtin",
        method: "resolve",
        ...(outcome ? { outcome } : {}),
      }) -
      value(outcomesBefore, {
        platform,
        provider: "builtin",
        method: "resolve",
        ...(outcome ? { outcome } : {}),
      });
    expect(resolved("instagram", "items")).toBe(1);
    expect(resolved("youtube")).toBe(1);
    expect(resolved("youtube", "items")).toBe(0);
    // The extractor's own methods are counted under its platform too.
    expect(
      outcomes.some(
        (s) => s.labels?.platform === "instagram" && s.labels.method?.startsWith("instagram."),
      ),
    ).toBe(true);
    const cache = await samples("media_lookup_cache_total");
    for (const platform of ["instagram", "youtube"]) {
      expect(
        value(cache, { platform, outcome: "miss" }) -
          value(cacheBefore, { platform, outcome: "miss" }),
        platform,
      ).toBe(1);
    }
    const labels = JSON.stringify(outcomes.map((s) => s.labels));
    expect(labels).not.toMatch(/CrGkUHUL7_y|dQw4w9WgXcQ|instagram\.com|youtu\.be|127\.0\.0\.1/);
    for (const s of outcomes) {
      expect([...PLATFORMS.map((p) => p.name), "other"]).toContain(s.labels?.platform);
    }
  });
});
