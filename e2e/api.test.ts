import { beforeAll, describe, expect, it } from "vitest";
import { useApp } from "../test-support/app/use-app.js";

/**
 * The public API's pages in Chromium (docs/decisions/044-public-api.md): the reference page
 * asks no other host and keeps the CSP, the footer leads to it, and the admin screen makes,
 * shows and revokes keys.
 */
const app = useApp({ browser: true, smtp: true });
let token = "";

beforeAll(async () => {
  // The first account is the owner: an admin.
  token = await app.signIn("owner@example.test");
});

describe("the API reference", () => {
  it("is reached from the footer and shows every operation, asking no other host", async () => {
    const { page, errors } = await app.open("/");
    const hosts = new Set<string>();
    page.on("request", (request) => hosts.add(new URL(request.url()).host));
    await page.getByRole("contentinfo").getByRole("link", { name: "API" }).click();
    await page.waitForURL(`${app.url}/api/docs`);
    for (const path of ["/api/resolve", "/api/tunnel/{token}", "/api/cobalt"]) {
      await page.locator(".opblock-summary-path", { hasText: path }).first().waitFor();
    }
    await page.getByText("reels-downloader API").first().waitFor();
    expect([...hosts]).toEqual([new URL(app.url).host]);
    expect(errors).toEqual([]);
  });
});

describe("the API Keys screen", () => {
  it("makes a key shown once, shows its last use, and revokes it", async () => {
    const { page, errors } = await app.open("/login");
    await page.evaluate((t) => localStorage.setItem("token", t), token);
    await page.goto(`${app.url}/admin-api-keys`);
    await page.getByRole("heading", { name: "API Keys" }).waitFor();
    await page.getByLabel("Name").fill("shortcut");
    await page.getByLabel("Requests per minute").fill("5");
    await page.getByRole("button", { name: "Create key" }).click();
    const secret = (await page.getByTestId("new-key").textContent()) ?? "";
    expect(secret).toMatch(/^rdk_[\w-]{43}$/);

    const used = await fetch(`${app.url}/api/cobalt/`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Api-Key ${secret}` },
      body: JSON.stringify({ url: "https://example.com/x" }),
    });
    expect(used.headers.get("ratelimit-limit")).toBe("5");
    await page.reload();
    const row = page.getByRole("row", { name: /shortcut/ });
    await expect.poll(() => row.textContent()).not.toContain("Never");
    expect(await page.getByText(secret).count()).toBe(0);

    page.once("dialog", (dialog) => dialog.accept());
    await row.getByRole("button", { name: "Revoke shortcut" }).click();
    await row.getByText(/^Revoked/).waitFor();
    const refused = await fetch(`${app.url}/api/resolve`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
      body: JSON.stringify({ url: "https://example.com/x", kind: "reel" }),
    });
    expect(refused.status).toBe(401);
    expect(errors).toEqual([]);
  });
});
