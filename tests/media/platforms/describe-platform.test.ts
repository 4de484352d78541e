import { describe, expect, it } from "vitest";
import { parseConfig } from "../../../server/config.js";
import type { PlatformClient } from "../../../server/media/client/index.js";
import { describePlatform } from "../../../server/media/platforms/describe-platform.js";
import { platformSettings, setting } from "../../../server/media/platforms/platform-settings.js";

type StandInLink =
  | { platform: "described"; type: "video"; id: string; url: string }
  | ShortStandInLink;
type ShortStandInLink = { platform: "described"; type: "short"; code: string; url: string };

const settings = platformSettings("described-stand-in", {
  origin: setting.origin("DESCRIBED_STAND_IN_ORIGIN", "https://www.example.com"),
  shortOrigin: setting.origin("DESCRIBED_STAND_IN_SHORT_ORIGIN", "https://ex.am"),
  probeUrl: setting.probe("DESCRIBED_STAND_IN_PROBE_URL", "https://www.example.com/v/42"),
});

function readLink(url: URL): StandInLink | undefined {
  const id = /^\/v\/(\d+)$/.exec(url.pathname)?.[1];
  return id ? { platform: "described", type: "video", id, url: url.href } : undefined;
}

/** What a description leaves unsaid (docs/decisions/026-platform-folders.md, amendment). */
describe("describePlatform", () => {
  const follow = async (_link: ShortStandInLink): Promise<StandInLink> => ({
    platform: "described",
    type: "video",
    id: "1",
    url: "https://www.example.com/v/1",
  });
  const links = {
    hosts: ["www.example.com"],
    read: readLink,
    mediaId: (link: StandInLink) => (link.type === "video" ? link.id : link.code),
    defaultKind: "reel",
  } as const;
  const extract = async () => [];
  const platform = describePlatform<StandInLink, ShortStandInLink>("described", {
    links,
    mediaDomains: ["example.com"],
    settings,
    extractor: {
      extract,
      method: "page",
      indirect: { type: "short", step: "described.short", follow },
    },
  });
  const config = { ...parseConfig({}), authSecret: "stand-in" };

  it("fills in the shared defaults", () => {
    expect(platform.appSchemes).toEqual([]);
    expect(platform.names.item("reel", "42", 1, 1)).toBe("described-42");
    expect(platform.origins(config)).toEqual(["https://www.example.com", "https://ex.am"]);
    expect(platform.probe?.(config)).toEqual({
      platform: "described",
      type: "video",
      id: "42",
      url: "https://www.example.com/v/42",
    });
    expect(platform.defaultKind({ platform: "described", type: "short", code: "a", url: "" })).toBe(
      "reel",
    );
  });

  it("reads its link grammar and its extractor where every platform's are read", () => {
    expect(platform.name).toBe("described");
    expect(platform.linkHosts).toBe(links.hosts);
    expect("linkHostSuffixes" in platform).toBe(false);
    expect(platform.readLink).toBe(readLink);
    expect(platform.mediaId).toBe(links.mediaId);
    expect(platform.extract).toBe(extract);
    expect(platform.method).toBe("page");
    expect(platform.mediaDomains).toEqual(["example.com"]);
  });

  it("follows the links of the indirect type only", () => {
    const short: StandInLink = { platform: "described", type: "short", code: "a", url: "" };
    expect(platform.indirect?.step).toBe("described.short");
    expect(platform.indirect?.matches(short)).toBe(true);
    expect(platform.indirect?.matches({ ...short, type: "video", id: "1" })).toBe(false);
  });

  it("gives the follower links of its type only", async () => {
    const client = {} as PlatformClient;
    const short: StandInLink = { platform: "described", type: "short", code: "a", url: "" };
    const video: StandInLink = { platform: "described", type: "video", id: "7", url: "" };
    await expect(platform.indirect?.follow(short, client)).resolves.toMatchObject({ id: "1" });
    await expect(platform.indirect?.follow(video, client)).resolves.toBe(video);
  });
});
