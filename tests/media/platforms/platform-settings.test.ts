import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseConfig } from "../../../server/config.js";
import {
  BROWSER_USER_AGENT,
  platformSettings,
  setting,
} from "../../../server/media/platforms/platform-settings.js";

/** A platform's settings stated once each (docs/decisions/026-platform-folders.md, amendment). */
describe("platform settings", () => {
  const plain = platformSettings("plain-stand-in", {
    origin: setting.origin("PLAIN_STAND_IN_ORIGIN", "https://www.example.com/"),
    userAgent: setting.userAgent("PLAIN_STAND_IN_USER_AGENT"),
    count: setting("PLAIN_STAND_IN_COUNT", z.coerce.number().int(), "3"),
    probeUrl: setting.probe("PLAIN_STAND_IN_PROBE_URL", "https://www.example.com/post/1/"),
  });
  const derived = platformSettings(
    "derived-stand-in",
    { id: setting("DERIVED_STAND_IN_ID", z.string().optional()) },
    ({ id }) => ({ credentials: id ? { id } : null }),
  );

  it("reads each setting from its variable, defaults included", () => {
    expect(plain.variables).toEqual([
      "PLAIN_STAND_IN_ORIGIN",
      "PLAIN_STAND_IN_USER_AGENT",
      "PLAIN_STAND_IN_COUNT",
      "PLAIN_STAND_IN_PROBE_URL",
    ]);
    expect(plain.of(parseConfig({}))).toEqual({
      origin: "https://www.example.com",
      userAgent: BROWSER_USER_AGENT,
      count: 3,
      probeUrl: "https://www.example.com/post/1/",
    });
    const given = parseConfig({
      PLAIN_STAND_IN_ORIGIN: "http://127.0.0.1:9000//",
      PLAIN_STAND_IN_COUNT: " 7 ",
    });
    expect(plain.of(given)).toMatchObject({ origin: "http://127.0.0.1:9000", count: 7 });
  });

  it("names the variable of a bad value, with the check's own words", () => {
    expect(() => parseConfig({ PLAIN_STAND_IN_ORIGIN: "ftp://example.com" })).toThrow(
      /PLAIN_STAND_IN_ORIGIN.*must be an http\(s\) URL/,
    );
    expect(() => parseConfig({ PLAIN_STAND_IN_USER_AGENT: "two\u0007lines" })).toThrow(
      /PLAIN_STAND_IN_USER_AGENT.*printable ASCII/,
    );
  });

  it("derives what the platform reads, and names each field's variable", () => {
    expect(derived.of(parseConfig({}))).toEqual({ credentials: null });
    expect(derived.of(parseConfig({ DERIVED_STAND_IN_ID: "abc" }))).toEqual({
      credentials: { id: "abc" },
    });
    expect(plain.fields.userAgent.variable).toBe("PLAIN_STAND_IN_USER_AGENT");
  });

  it("gives the origin settings' values as the platform's origins", () => {
    expect(plain.origins(parseConfig({}))).toEqual(["https://www.example.com"]);
    expect(derived.origins(parseConfig({}))).toEqual([]);
  });
});
