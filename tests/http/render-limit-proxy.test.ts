import { afterAll, describe, expect, it, vi } from "vitest";
import { logger } from "../../server/logger.js";
import { useHttpApp } from "../../test-support/in-process/use-http-app.js";

/**
 * Behind a proxy that TRUST_PROXY does not name, every visitor is the proxy and shares one
 * render budget: the first refusal says so, once, with no address in it.
 * Why: docs/decisions/037-crowds-and-the-render-limit.md
 */
const server = useHttpApp({ TRUST_PROXY: "", PAGE_RENDERS_PER_MINUTE: "2" });
const warn = vi.spyOn(logger, "warn");
afterAll(() => warn.mockRestore());

const get = (path: string, ip: string) =>
  fetch(`${server.url}${path}`, { headers: { "x-forwarded-for": ip } });

describe("the render limit behind an unnamed proxy", () => {
  it("refuses the shared budget and says once which setting fixes it", async () => {
    const statuses: number[] = [];
    // Three visitors to the proxy, one to us: sitemap parts past the last are counted builds.
    for (const [n, ip] of [
      "198.51.100.1",
      "198.51.100.2",
      "198.51.100.3",
      "198.51.100.4",
    ].entries()) {
      const res = await get(`/sitemap-posts-${50 + n}.xml`, ip);
      statuses.push(res.status);
      await res.text();
    }
    expect(statuses).toEqual([404, 404, 429, 429]);
    const said = warn.mock.calls.filter(([message]) => String(message).includes("TRUST_PROXY"));
    expect(said).toHaveLength(1);
    expect(JSON.stringify(said)).not.toMatch(/198\.51\.100/);
  });
});
