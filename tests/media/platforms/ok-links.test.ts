import { describe, expect, it } from "vitest";
import { MediaError } from "../../../server/media/errors.js";
import { parseLink } from "../../../server/media/links.js";
import { lookupKey } from "../../../server/media/platforms/index.js";

// Forms of yt-dlp 81ecd58b (OdnoklassnikiIE tests) and cobalt a636575b (service-config,
// tests/ok.json); cobalt refuses the mobile hosts, we read them. Why: docs/decisions/084-ok.md
const recognised: [string, string][] = [
  ["https://ok.ru/video/7204071410346", "7204071410346"],
  ["https://ok.ru/video/20079905452", "20079905452"],
  ["http://ok.ru/video/62036049272859-0", "62036049272859-0"],
  ["https://ok.ru/videoembed/20648036891", "20648036891"],
  ["http://www.ok.ru/video/20648036891", "20648036891"],
  ["https://m.ok.ru/video/7204071410346", "7204071410346"],
  ["https://mobile.ok.ru/video/20079905452", "20079905452"],
  ["http://odnoklassniki.ru/video/20079905452", "20079905452"],
  ["https://www.odnoklassniki.ru/videoembed/20648036891", "20648036891"],
  ["https://ok.ru/web-api/video/moviePlayer/20079905452", "20079905452"],
  [
    "https://ok.ru/dk?st.cmd=movieLayer&st.discId=863789452017&st.mvId=863789452017",
    "863789452017",
  ],
  ["ok.ru/video/7204071410346?fromTime=5", "7204071410346"],
];

const refused = [
  "https://ok.ru/",
  "https://ok.ru/video/",
  "https://ok.ru/video/abc",
  "https://ok.ru/video/123/456",
  "https://ok.ru/live/1234",
  "https://ok.ru/group/57638391234567",
  "https://ok.ru/dk?st.cmd=anonymMain",
];

describe("OK.ru links", () => {
  it.each(recognised)("%s names %s", (input, id) => {
    const link = parseLink(input);
    expect(link).toEqual({ platform: "ok", type: "video", id, url: `https://ok.ru/video/${id}` });
    expect(lookupKey(link)).toBe(`ok:video:${id}`);
  });

  it.each(refused)("refuses %s", (input) => {
    expect(() => parseLink(input)).toThrow(MediaError);
  });
});
