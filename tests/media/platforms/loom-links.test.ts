import { describe, expect, it } from "vitest";
import { MediaError } from "../../../server/media/errors.js";
import { parseLink } from "../../../server/media/links.js";
import { lookupKey } from "../../../server/media/platforms/index.js";

// Forms of yt-dlp 81ecd58b (LoomIE tests) and cobalt a636575b (service-config, url.js,
// tests/loom.json). Why: docs/decisions/057-loom.md
const recognised: [string, string][] = [
  [
    "https://www.loom.com/share/43d05f362f734614a2e81b4694a3a523",
    "43d05f362f734614a2e81b4694a3a523",
  ],
  [
    "https://www.loom.com/share/c43a642f815f4378b6f80a889bb73d8d",
    "c43a642f815f4378b6f80a889bb73d8d",
  ],
  [
    "https://www.loom.com/embed/ddcf1c1ad21f451ea7468b1e33917e4e",
    "ddcf1c1ad21f451ea7468b1e33917e4e",
  ],
  [
    "https://www.loom.com/share/d165fd054a294d8a8587807bcc50c885",
    "d165fd054a294d8a8587807bcc50c885",
  ],
  [
    "https://www.loom.com/share/Meet-AI-workflows-aa3d8b08bee74d05af5b42989e9f33e9",
    "aa3d8b08bee74d05af5b42989e9f33e9",
  ],
  [
    "https://www.loom.com/share/Unlocking-Incredible-Organizational-Velocity-with-Async-Video-4a2a8baf124c4390954dcbb46a58cfd7",
    "4a2a8baf124c4390954dcbb46a58cfd7",
  ],
  [
    "https://loom.com/share/43d05f362f734614a2e81b4694a3a523?sid=abc&t=12",
    "43d05f362f734614a2e81b4694a3a523",
  ],
  ["loom.com/embed/ddcf1c1ad21f451ea7468b1e33917e4e/", "ddcf1c1ad21f451ea7468b1e33917e4e"],
  [
    "https://WWW.LOOM.COM/share/43D05F362F734614A2E81B4694A3A523",
    "43d05f362f734614a2e81b4694a3a523",
  ],
];

const refused = [
  "https://www.loom.com/",
  "https://www.loom.com/share/folder/997db4db046f43e5912f10dc5f817b5c",
  "https://www.loom.com/share/43d05f362f734614a2e81b4694a3a52",
  "https://www.loom.com/share/x43d05f362f734614a2e81b4694a3a523",
  "https://www.loom.com/looms/videos",
  "https://www.loom.com/community/e1229802a8694a09909e8ba0fbb6d073-pg",
  "https://cdn.loom.com/sessions/transcoded/43d05f362f734614a2e81b4694a3a523.mp4",
];

describe("Loom links", () => {
  it.each(recognised)("%s names %s", (input, id) => {
    const link = parseLink(input);
    expect(link).toEqual({
      platform: "loom",
      type: "video",
      id,
      url: `https://www.loom.com/share/${id}`,
    });
    expect(lookupKey(link)).toBe(`loom:video:${id}`);
  });

  it.each(refused)("%s is not a Loom video", (input) => {
    let caught: unknown;
    try {
      parseLink(input);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(MediaError);
    expect((caught as MediaError).code).toBe("unsupported_link");
  });
});
