import { describe, expect, it } from "vitest";
import { formatPostTime, LOCAL_DATES_SCRIPT } from "../../common/post-date.js";

const ISO = "2024-01-01T15:05:00.000Z";

describe("post dates in the page's language", () => {
  it("keeps the spec's patterns in English", () => {
    expect(formatPostTime(ISO, "post", "utc", "en")).toBe("1st January, 2024 at 3:05 PM, Monday");
    expect(formatPostTime(ISO, "card", "utc")).toBe("Monday, January 1, 2024 at 3:05 PM");
  });

  it("follows Intl in the other languages", () => {
    expect(formatPostTime(ISO, "post", "utc", "de")).toBe("Montag, 1. Januar 2024 um 15:05");
    expect(formatPostTime(ISO, "card", "utc", "es")).toMatch(/^lunes, 1 de enero de 2024/);
    expect(formatPostTime(ISO, "post", "utc", "ar")).toBe(
      new Intl.DateTimeFormat("ar", {
        dateStyle: "full",
        timeStyle: "short",
        timeZone: "UTC",
      }).format(new Date(ISO)),
    );
  });

  it("lets the inline script pass the document's language", () => {
    expect(LOCAL_DATES_SCRIPT).toContain("document.documentElement.lang");
  });
});
