import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useApp } from "../test-support/app/use-app.js";
import { XSS_PAYLOADS } from "../test-support/xss-corpus.js";

const app = useApp({ browser: true, smtp: true });
let token = "";

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${app.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  // The first account is the owner: signed up, verified through the mailed link, signed in.
  token = await app.signIn("owner@example.test");

  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    const res = await post("/api/admin/posts", {
      title: `Payload number ${index}`,
      slug: `xss-${index}`,
      author: "Mallory",
      content: `<p>Payload ${index}</p>${payload}`,
      tags: ["xss"],
    });
    expect(res.status, payload).toBe(201);
  }
});

/** What would show that a payload ran or survived in the page. */
async function traces(page: Page): Promise<{ ran: unknown; handlers: string[]; links: string[] }> {
  return page.evaluate(() => {
    const handlers: string[] = [];
    const links: string[] = [];
    for (const element of document.querySelectorAll("*")) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) handlers.push(`${element.tagName} ${attribute.name}`);
        if (
          ["href", "src", "action", "formaction", "xlink:href", "data"].includes(attribute.name) &&
          /^\s*(javascript|vbscript|data:text)/i.test(attribute.value)
        ) {
          links.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
        }
      }
    }
    return { ran: (window as unknown as { __xss?: unknown }).__xss, handlers, links };
  });
}

describe("stored XSS corpus", () => {
  it(`stores ${XSS_PAYLOADS.length} payloads that run nothing on their post pages`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    const context = await app.browser.newContext();
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const response = await page.goto(`${app.url}/blogs/xss-${index}`);
      expect(response?.status(), payload).toBe(200);
      await page.getByText(`Payload ${index}`, { exact: true }).waitFor();
      // Give load/error handlers and timers a moment to fire if anything survived.
      await page.mouse.move(200, 300);
      await page.waitForTimeout(50);
      const found = await traces(page);
      expect(found, payload).toEqual({ ran: undefined, handlers: [], links: [] });
    }
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it("runs nothing in the admin modal either", async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${app.url}/login`);
    await page.evaluate((t) => localStorage.setItem("token", t), token);
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto(`${app.url}/view-blogs`);
    await page.getByRole("heading", { name: "Blog Posts" }).waitFor();
    for (const index of [3, 5, 14, 17, 29]) {
      await page.getByRole("button", { name: new RegExp(`Payload number ${index}\\b`) }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByText(`Payload ${index}`, { exact: true }).waitFor();
      await page.waitForTimeout(50);
      expect(await traces(page)).toEqual({ ran: undefined, handlers: [], links: [] });
      await dialog.getByRole("button", { name: "Close" }).click();
      await dialog.waitFor({ state: "detached" });
    }
    expect(dialogs).toEqual([]);
    await context.close();
  });
});
