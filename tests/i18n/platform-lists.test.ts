import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CATALOGS, type MessageId } from "../../common/catalogs/index.js";
import { platformList, withPlatformLists } from "../../common/catalogs/platform-lists.js";
import { LANGUAGES } from "../../common/languages.js";
import { MEDIA_ERROR_MESSAGES } from "../../common/media-messages.js";
import { PLATFORMS as BROWSER_PLATFORMS, labelOf } from "../../common/platforms.js";
import { openApiDocument } from "../../server/api/openapi.js";
import { webManifest } from "../../server/http/manifest.js";
import { PLATFORMS } from "../../server/media/platforms/index.js";

/**
 * Every sentence that names the platforms names each one the server reads, in every language,
 * in that language's words for it (docs/decisions/069-words-per-platform.md, Amendment).
 */
const LISTING: readonly MessageId[] = [
  "reason.unsupported_link",
  "seo.manifest.description",
  "terms.s2p",
  "privacy.s2p1",
  "privacy.s4p",
];

/** The registry's platforms `text` does not name, in the words of `catalog`. */
function missing(text: string, catalog: Record<string, string>): string[] {
  return PLATFORMS.map((p) => p.name).filter(
    (name) => !text.includes(catalog[`common.platform.${name}`] ?? `<no word for ${name}>`),
  );
}

describe("the sentences that list the platforms", () => {
  it("know every platform of the server's registry, in the registry's order", () => {
    expect(BROWSER_PLATFORMS.map((p) => p.name)).toEqual(PLATFORMS.map((p) => p.name));
    expect(PLATFORMS.length).toBeGreaterThanOrEqual(22);
  });

  it("name every platform in every language, each in the language's own words", () => {
    for (const [code, catalog] of Object.entries(CATALOGS)) {
      for (const id of LISTING) {
        expect(missing(catalog[id], catalog), `${code} ${id}`).toEqual([]);
      }
    }
    // The check reads the language's words: Arabic names TikTok in its own script.
    expect(CATALOGS.ar["reason.unsupported_link"]).toContain("تيك توك");
    expect(CATALOGS.ar["reason.unsupported_link"]).not.toContain("TikTok");
  });

  it("leave no list marker unfilled in any message", () => {
    for (const [code, catalog] of Object.entries(CATALOGS)) {
      const marked = Object.entries(catalog).filter(([, text]) => text.includes("{{"));
      expect(
        marked.map(([id]) => id),
        code,
      ).toEqual([]);
    }
  });

  it("join the list as the language does", () => {
    expect(CATALOGS.en["privacy.s4p"]).toContain("Rutube, bilibili, OK.ru or VK)");
    expect(CATALOGS.de["terms.s2p"]).toContain("OK.ru und VK.");
    expect(CATALOGS.ar["seo.manifest.description"]).toContain("أودنوكلاسنيكي وفي كي");
    expect(CATALOGS.vi["reason.unsupported_link"]).toContain("OK.ru hoặc VK.");
  });

  it("refuse a catalog without a word for a platform of the list", () => {
    const { "common.platform.vk": _vk, ...withoutVk } = CATALOGS.de;
    expect(() => withPlatformLists("de", withoutVk)).toThrow("common.platform.vk");
    expect(() => platformList("de", withoutVk, "disjunction")).toThrow("common.platform.vk");
  });

  it("name every platform in the English failure and in each language's app manifest", () => {
    expect(missing(MEDIA_ERROR_MESSAGES.unsupported_link, CATALOGS.en)).toEqual([]);
    for (const language of LANGUAGES) {
      const { description } = JSON.parse(webManifest(language)) as { description: string };
      expect(missing(description, CATALOGS[language.code]), language.code).toEqual([]);
    }
  });

  it("name every platform in README, docs/features.md and the API's overview", () => {
    const readme = readFileSync("README.md", "utf8").split("\n## ")[0] ?? "";
    const features = readFileSync("docs/features.md", "utf8");
    const overview = openApiDocument().info.description ?? "";
    for (const [where, text] of [
      ["README", readme],
      ["docs/features.md", features],
      ["OpenAPI", overview],
    ] as const) {
      const absent = PLATFORMS.map((p) => labelOf(p.name)).filter((label) => !text.includes(label));
      expect(absent, where).toEqual([]);
    }
  });
});
