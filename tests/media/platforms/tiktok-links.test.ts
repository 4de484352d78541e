import { describe, expect, it } from "vitest";
import { MediaError } from "../../../server/media/errors.js";
import { parseLink } from "../../../server/media/links.js";
import { lookupKey } from "../../../server/media/platforms/index.js";
import { answerKey } from "../../../server/media/resolve.js";

type Expected = string | { error: "invalid_url" | "unsupported_link" };

/**
 * TikTok's link forms, from the tests of yt-dlp (TikTokIE, TikTokVMIE), cobalt
 * (service-config.js, tests/tiktok.json) and gallery-dl (tiktok.py):
 * [pasted text, canonical URL the providers receive (or the error code)].
 */
const table: [string, Expected][] = [
  [
    "https://www.tiktok.com/@fatfatmillycat/video/7195741644585454894",
    "https://www.tiktok.com/@fatfatmillycat/video/7195741644585454894",
  ],
  [
    "https://www.tiktok.com/@leenabhushan/video/6748451240264420610",
    "https://www.tiktok.com/@leenabhushan/video/6748451240264420610",
  ],
  [
    "https://www.tiktok.com/@patroxofficial/video/6742501081818877190?langCountry=en",
    "https://www.tiktok.com/@patroxofficial/video/6742501081818877190",
  ],
  [
    "https://www.tiktok.com/@.kyle.films/video/7415757181145877793",
    "https://www.tiktok.com/@.kyle.films/video/7415757181145877793",
  ],
  [
    "https://www.tiktok.com/@MS4wLjABAAAATh8Vewkn0LYM7Fo03iec3qKdeCUOcBIouRk1mkiag6h3o_pQu_dUXvZ2EZlGST7_/video/7042692929109986561",
    "https://www.tiktok.com/@MS4wLjABAAAATh8Vewkn0LYM7Fo03iec3qKdeCUOcBIouRk1mkiag6h3o_pQu_dUXvZ2EZlGST7_/video/7042692929109986561",
  ],
  [
    "https://www.tiktok.com/@_le_cannibale_/video/7139980461132074283?is_from_webapp=1&sender_device=pc&web_id=7148873617367647749",
    "https://www.tiktok.com/@_le_cannibale_/video/7139980461132074283",
  ],
  [
    "https://www.tiktok.com/@/video/7668090902816017671/",
    "https://www.tiktok.com/@_/video/7668090902816017671",
  ],
  [
    "https://tiktok.com/@user/video/7195741644585454894",
    "https://www.tiktok.com/@user/video/7195741644585454894",
  ],
  [
    "tiktok.com/@user/video/7195741644585454894",
    "https://www.tiktok.com/@user/video/7195741644585454894",
  ],
  [
    "https://m.tiktok.com/@user/video/7195741644585454894",
    "https://www.tiktok.com/@user/video/7195741644585454894",
  ],
  [
    "https://WWW.TIKTOK.COM/@user/video/7195741644585454894#comments",
    "https://www.tiktok.com/@user/video/7195741644585454894",
  ],
  // Photo posts (slideshows)
  [
    "https://www.tiktok.com/@mr_anabo/photo/7328848106722725126",
    "https://www.tiktok.com/@mr_anabo/photo/7328848106722725126",
  ],
  [
    "https://www.tiktok.com/@matryoshk4/video/7231234675476532526",
    "https://www.tiktok.com/@matryoshk4/video/7231234675476532526",
  ],
  // Share, embed and mobile forms
  [
    "https://www.tiktok.com/share/video/7668090902816017671/",
    "https://www.tiktok.com/@_/video/7668090902816017671",
  ],
  [
    "https://www.tiktokv.com/share/video/7668090902816017671",
    "https://www.tiktok.com/@_/video/7668090902816017671",
  ],
  [
    "https://www.tiktok.com/i18n/share/video/7195741644585454894",
    "https://www.tiktok.com/@_/video/7195741644585454894",
  ],
  [
    "https://www.tiktok.com/embed/7195741644585454894",
    "https://www.tiktok.com/@_/video/7195741644585454894",
  ],
  [
    "https://www.tiktok.com/embed/v2/7195741644585454894?lang=en-US",
    "https://www.tiktok.com/@_/video/7195741644585454894",
  ],
  [
    "https://m.tiktok.com/v/7195741644585454894.html",
    "https://www.tiktok.com/@_/video/7195741644585454894",
  ],
  [
    "https://www.tiktok.com/video/7195741644585454894",
    "https://www.tiktok.com/@_/video/7195741644585454894",
  ],
  // Short links (followed once by the extractor)
  ["https://vm.tiktok.com/ZTR45GpSF/", "https://vm.tiktok.com/ZTR45GpSF/"],
  ["https://vt.tiktok.com/ZSe4FqkKd", "https://vm.tiktok.com/ZSe4FqkKd/"],
  ["https://vt.tiktok.com/2p4ewa7/", "https://vm.tiktok.com/2p4ewa7/"],
  ["https://www.tiktok.com/t/ZTRC5xgJp", "https://www.tiktok.com/t/ZTRC5xgJp/"],
  ["https://tiktok.com/t/ZTRC5xgJp/?k=1", "https://www.tiktok.com/t/ZTRC5xgJp/"],
  ["https://vm.tiktok.com/ZTR45GpSF/?_r=1", "https://vm.tiktok.com/ZTR45GpSF/"],
  // Not a post
  ["https://www.tiktok.com/@fatfatmillycat", { error: "unsupported_link" }],
  ["https://www.tiktok.com/foryou", { error: "unsupported_link" }],
  ["https://www.tiktok.com/tag/cats", { error: "unsupported_link" }],
  [
    "https://www.tiktok.com/music/original-sound-7100000000000000000",
    { error: "unsupported_link" },
  ],
  ["https://www.tiktok.com/@user/video/notanid", { error: "unsupported_link" }],
  ["https://www.tiktok.com/@user/video/7195741644585454894/extra", { error: "unsupported_link" }],
  ["https://vm.tiktok.com/", { error: "unsupported_link" }],
  ["https://vm.tiktok.com/a/b/c", { error: "unsupported_link" }],
  [
    "https://tiktok.com.evil.example/@user/video/7195741644585454894",
    { error: "unsupported_link" },
  ],
  ["https://www.tiktok.com:8443/@user/video/7195741644585454894", { error: "unsupported_link" }],
];

describe("TikTok links", () => {
  it.each(table)("%s", (pasted, expected) => {
    if (typeof expected === "string") {
      const link = parseLink(pasted);
      expect(link.platform).toBe("tiktok");
      expect(link.url).toBe(expected);
    } else {
      let code: string | undefined;
      try {
        parseLink(pasted);
      } catch (error) {
        code = error instanceof MediaError ? error.code : "thrown";
      }
      expect(code).toBe(expected.error);
    }
  });

  it("keys every spelling of one post alike, never by the pasted text", () => {
    const spellings = [
      "https://www.tiktok.com/@fatfatmillycat/video/7195741644585454894?is_from_webapp=1",
      "https://www.tiktok.com/embed/v2/7195741644585454894",
      "https://m.tiktok.com/v/7195741644585454894.html",
      "https://www.tiktok.com/share/video/7195741644585454894",
    ];
    const keys = spellings.map((s) => lookupKey(parseLink(s)));
    expect(new Set(keys)).toEqual(new Set(["tiktok:post:7195741644585454894"]));
    expect(new Set(spellings.map((s) => answerKey(parseLink(s), "reel"))).size).toBe(1);
  });

  it("knows a short link and a photo post by what they are", () => {
    expect(parseLink("https://vm.tiktok.com/ZTR45GpSF/")).toMatchObject({
      type: "short",
      code: "ZTR45GpSF",
      via: "v",
    });
    expect(parseLink("https://www.tiktok.com/t/ZTRC5xgJp")).toMatchObject({
      type: "short",
      via: "t",
    });
    expect(parseLink("https://www.tiktok.com/@mr_anabo/photo/7328848106722725126")).toMatchObject({
      type: "post",
      form: "photo",
      id: "7328848106722725126",
    });
  });
});
