import { describe, expect, it } from "vitest";
import { startHttpApp } from "../../test-support/in-process/http-app.js";

/** Finding 10 (HSTS): sent when PUBLIC_URL is https, never on plain http. */
async function hstsHeaders(publicUrl?: string): Promise<Array<string | null>> {
  const server = await startHttpApp(publicUrl ? { PUBLIC_URL: publicUrl } : {});
  try {
    const out: Array<string | null> = [];
    for (const path of ["/healthz", "/api/nothing", "/robots.txt"]) {
      out.push((await fetch(`${server.url}${path}`)).headers.get("strict-transport-security"));
    }
    return out;
  } finally {
    await server.close();
  }
}

describe("Strict-Transport-Security", () => {
  it("is sent on every answer when PUBLIC_URL is https", async () => {
    expect(await hstsHeaders("https://reels.example")).toEqual(Array(3).fill("max-age=31536000"));
  });

  it("is not sent when PUBLIC_URL is plain http", async () => {
    expect(await hstsHeaders()).toEqual([null, null, null]);
  });
});
