// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { formatPostTime, LOCAL_DATES_SCRIPT } from "../../common/post-date.js";

const savedZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = savedZone;
});

describe("formatPostTime", () => {
  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [21, "21st"],
    [22, "22nd"],
    [23, "23rd"],
    [30, "30th"],
    [31, "31st"],
  ])("writes day %i as %s", (day, expected) => {
    const iso = `2024-03-${String(day).padStart(2, "0")}T09:00:00Z`;
    expect(formatPostTime(iso, "post", "utc").split(" ")[0]).toBe(expected);
  });

  it("gives both styles in UTC", () => {
    const iso = "2024-01-01T15:05:00.000Z";
    expect(formatPostTime(iso, "post", "utc")).toBe("1st January, 2024 at 3:05 PM, Monday");
    expect(formatPostTime(iso, "card", "utc")).toBe("Monday, January 1, 2024 at 3:05 PM");
  });

  it("gives the visitor's zone: the day, the weekday and the period can all change", () => {
    const iso = "2024-01-01T23:30:00Z";
    process.env.TZ = "Asia/Tokyo"; // UTC+9
    expect(formatPostTime(iso, "post", "local")).toBe("2nd January, 2024 at 8:30 AM, Tuesday");
    process.env.TZ = "America/Los_Angeles"; // UTC-8 in January
    expect(formatPostTime(iso, "card", "local")).toBe("Monday, January 1, 2024 at 3:30 PM");
    process.env.TZ = "Asia/Kolkata"; // UTC+5:30: half-hour offsets keep their minutes
    expect(formatPostTime("2024-06-30T18:35:00Z", "post", "local")).toBe(
      "1st July, 2024 at 12:05 AM, Monday",
    );
  });

  it("answers an empty string for what is not a date", () => {
    expect(formatPostTime("not a date", "post", "local")).toBe("");
  });
});

describe("the inline script", () => {
  it("runs on its own and rewrites every marked date the page gains", async () => {
    process.env.TZ = "Asia/Tokyo";
    // As the browser runs it: its own text, nothing from this module's scope.
    new Function(LOCAL_DATES_SCRIPT)();
    document.body.innerHTML = `
      <time id="a" datetime="2024-01-01T23:30:00Z" data-local-date="post">UTC text</time>
      <time id="b" datetime="2024-01-01T23:30:00Z" data-local-date="card">UTC text</time>
      <time id="c" datetime="2024-01-01T23:30:00Z">left alone</time>`;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById("a")?.textContent).toBe("2nd January, 2024 at 8:30 AM, Tuesday");
    expect(document.getElementById("b")?.textContent).toBe("Tuesday, January 2, 2024 at 8:30 AM");
    expect(document.getElementById("c")?.textContent).toBe("left alone");
  });
});
