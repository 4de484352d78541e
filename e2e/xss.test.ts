import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningApp, startApp } from "../test-support/app/start-app.js";
import { launchBrowser } from "../test-support/browser/browser.js";
import { startSmtp } from "../test-support/stand-ins/smtp.js";
import { XSS_PAYLOADS } from "../test-support/xss-corpus.js";

let app: RunningApp;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let token = "";

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${app.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  smtp = await startSmtp();
  [app, browser] = await Promise.all([startApp({ SMTP_URL: smtp.url }), launchBrowser()]);
  // The first account is the owner: sign up, verify through the mailed link, sign in.
  const email = "owner@example.test";
  const password = "secret1";
  const signUp = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: "POST",
    // As a browser would: better-auth checks the origin of these requests.
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify({ email, password, name: "owner" }),
  });
  expect(signUp.status).toBe(200);
  await fetch((await smtp.next(email)).link, { redirect: "manual" });
  const signIn = await fetch(`${app.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify({ email, password }),
  });
  token = ((await signIn.json()) as { token: string }).token;
  expect(token).toBeTruthy();

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
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
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
    const context = await browser.newContext();
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
    const context = await browser.newContext();
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
