import { describe, expect, it } from "vitest";
import { verdict } from "../../scripts/doctor-verdict.js";

/** The doctor's last line for the cases its spawned test does not meet (tests/media/doctor.test.ts). */
describe("the doctor's verdict", () => {
  const dns = { host: "www.tiktok.com", cause: "dns" as const, code: "ENOTFOUND" };

  it("says the name does not resolve, and which host", () => {
    const rows = [
      { provider: "builtin", method: "tiktok.page", outcome: "unreachable", transport: dns },
      { provider: "cobalt", method: "-", outcome: "not configured" },
    ];
    expect(verdict(rows, "TikTok")).toBe(
      "verdict: this machine cannot reach TikTok: www.tiktok.com (ENOTFOUND, its name does not resolve); check its DNS, firewall or proxy (MEDIA_PROXIES).",
    );
  });

  it("tells a host it cannot reach apart from a platform that answered", () => {
    const rows = [
      { provider: "builtin", method: "tiktok.page", outcome: "unreachable", transport: dns },
      { provider: "cobalt", method: "tiktok", outcome: "not_found" },
    ];
    expect(verdict(rows, "TikTok")).toBe(
      "verdict: no way found the files, and this machine cannot reach www.tiktok.com (ENOTFOUND, its name does not resolve).",
    );
  });
});
