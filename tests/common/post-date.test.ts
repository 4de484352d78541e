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

describe("formatPostTime in UTC", () => {
  it("matches the documented example", () => {
    expect(formatPostTime("2024-01-01T15:05:00.000Z", "post", "utc")).toBe(
      "1st January, 2024 at 3:05 PM, Monday",
    );
  });

  it("puts the ordinal into the date for every day", () => {
    expect(formatPostTime("2024-03-02T09:00:00Z", "post", "utc")).toBe(
      "2nd March, 2024 at 9:00 AM, Saturday",
    );
    expect(formatPostTime("2024-03-03T09:00:00Z", "post", "utc")).toMatch(/^3rd March/);
    expect(formatPostTime("2024-03-11T09:00:00Z", "post", "utc")).toMatch(/^11th March/);
    expect(formatPostTime("2024-03-12T09:00:00Z", "post", "utc")).toMatch(/^12th March/);
    expect(formatPostTime("2024-03-13T09:00:00Z", "post", "utc")).toMatch(/^13th March/);
    expect(formatPostTime("2024-03-21T09:00:00Z", "post", "utc")).toMatch(/^21st March/);
    expect(formatPostTime("2024-03-22T09:00:00Z", "post", "utc")).toMatch(/^22nd March/);
    expect(formatPostTime("2024-03-23T09:00:00Z", "post", "utc")).toMatch(/^23rd March/);
  });

  it("says 12:00 AM at midnight and 12:00 PM at noon", () => {
    expect(formatPostTime("2024-12-25T00:00:00Z", "post", "utc")).toBe(
      "25th December, 2024 at 12:00 AM, Wednesday",
    );
    expect(formatPostTime("2024-12-25T12:00:00Z", "post", "utc")).toBe(
      "25th December, 2024 at 12:00 PM, Wednesday",
    );
    expect(formatPostTime("2024-12-25T23:59:00Z", "post", "utc")).toBe(
      "25th December, 2024 at 11:59 PM, Wednesday",
    );
  });

  it("reads the date in UTC whatever the offset it was written with", () => {
    expect(formatPostTime("2024-01-01T23:30:00-02:00", "post", "utc")).toBe(
      "2nd January, 2024 at 1:30 AM, Tuesday",
    );
  });

  it("gives the card its long date and time", () => {
    expect(formatPostTime("2024-01-01T15:05:00Z", "card", "utc")).toBe(
      "Monday, January 1, 2024 at 3:05 PM",
    );
    expect(formatPostTime("2024-07-04T00:07:00Z", "card", "utc")).toBe(
      "Thursday, July 4, 2024 at 12:07 AM",
    );
    expect(formatPostTime("not a date", "card", "utc")).toBe("");
  });
});
