import { spawn } from "node:child_process";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_UP_NOTICE } from "../app/lib/auth-client.js";
import { INVALID_EMAIL } from "../common/email-rule.js";
import { MESSAGES } from "../common/messages.js";
import { PASSWORDS_DIFFER } from "../common/password-rules.js";
import { formatPostTime } from "../common/post-date.js";
import { ROOT } from "../test-support/app/start-app.js";
import { useApp } from "../test-support/app/use-app.js";
import {
  hydrated,
  logIn as logInForm,
  submitSignUp,
} from "../test-support/browser/account-forms.js";
import { seriousViolations } from "../test-support/browser/axe.js";
import { fullChromiumLaunchOptions } from "../test-support/browser/chromium.js";
import { watchPageErrors } from "../test-support/browser/page-watch.js";

const OWNER = { email: "owner@example.test", password: "secret1" };
const READER = { email: "reader@example.test", password: "secret1" };

// TRUST_PROXY: the attacker of the lock test is many visitors (X-Forwarded-For).
const app = useApp({ browser: true, smtp: true, env: { TRUST_PROXY: "loopback" } });

async function signUp(page: Page, email: string, password: string): Promise<void> {
  await submitSignUp(page, app.url, email, password);
  await page.getByRole("status").filter({ hasText: SIGN_UP_NOTICE }).waitFor();
}

async function signUpAndVerify(page: Page, email: string, password: string): Promise<void> {
  await signUp(page, email, password);
  const mail = await app.smtp.next(email);
  expect(mail.link.startsWith(`${app.url}/api/auth/verify-email?token=`)).toBe(true);
  await page.goto(mail.link);
  await page.waitForURL(`${app.url}/verify-email?verified=1`);
}

const logIn = (page: Page, email: string, password: string) =>
  logInForm(page, app.url, email, password);

/** Runs the command the no-permission screen tells the owner to run, against the app's data. */
function runAdminCommand(...args: string[]): Promise<number | null> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: app.dataDir },
      stdio: "ignore",
    });
    child.on("error", fail);
    child.on("exit", done);
  });
}

describe("signing up", () => {
  it("gives a taken address the same true notice and mails its owner the ways back in", async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    // The first account is the owner (no ADMIN_EMAILS).
    await signUpAndVerify(page, OWNER.email, OWNER.password);

    // Again, with another password: the same notice, word for word...
    await signUp(page, OWNER.email, "another1");
    // ...and the owner's mail says what happened, with links to sign in and to reset.
    const mail = await app.smtp.next(OWNER.email);
    expect(mail.raw).toContain("Subject: Someone tried to sign up with your email");
    expect(mail.raw).toContain(`Sign in: ${app.url}/login`);
    expect(mail.raw).toContain(`Reset password: ${app.url}/forgot-password`);
    expect(mail.raw).not.toContain("verify-email");
    // The links lead where they say.
    await page.goto(mail.link);
    await page.getByRole("heading", { level: 1, name: "Welcome Back" }).waitFor();
    // The password did not change: the owner still signs in with the first one.
    await logIn(page, OWNER.email, OWNER.password);
    await context.close();
  });

  it("re-checks a shown message as the user fixes the fields, without a request", async () => {
    const page = await app.browser.newPage();
    const signUps: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/auth/sign-up")) signUps.push(r.url());
    });
    await page.goto(`${app.url}/signup`);
    await hydrated(page, "Create Account");
    const alert = page.getByRole("alert");
    // An address the browser's own check lets through, but no mail could reach.
    await page.getByLabel("Email Address").fill("ada@example");
    await page.getByLabel("Password", { exact: true }).fill("secret1");
    await page.getByLabel("Confirm Password", { exact: true }).fill("secret2");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect.poll(() => alert.innerText()).toBe(INVALID_EMAIL);
    await page.getByLabel("Email Address").fill("ada@example.test");
    await expect.poll(() => alert.innerText()).toBe(PASSWORDS_DIFFER);
    await page.getByLabel("Confirm Password", { exact: true }).fill("secret1");
    await expect.poll(() => page.getByRole("alert").filter({ hasText: /\S/ }).count()).toBe(0);
    // Breaking a field again shows its message at once.
    await page.getByLabel("Confirm Password", { exact: true }).fill("secret");
    await expect.poll(() => alert.innerText()).toBe(PASSWORDS_DIFFER);
    expect(signUps).toEqual([]);
    await page.close();
  });
});

describe("a verified account that is not an admin", () => {
  it("is told who it is, who grants access and how; can change its password and log out", async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await signUpAndVerify(page, READER.email, READER.password);
    await logIn(page, READER.email, READER.password);
    for (const path of ["/admin-dashboard", "/admin-blog", "/view-blogs"]) {
      await page.goto(`${app.url}${path}`);
      const panel = page.getByRole("region", { name: "No permission" });
      await panel.getByText(MESSAGES.noPermission).waitFor();
      const text = await panel.innerText();
      expect(text).toContain(`You are signed in as ${READER.email}.`);
      expect(text).toContain("An owner of this site must grant your account access.");
      expect(await panel.locator("code").innerText()).toBe(
        `npm run admin -- grant ${READER.email}`,
      );
      expect(await seriousViolations(page), path).toEqual([]);
    }

    await page
      .getByRole("region", { name: "No permission" })
      .getByRole("link", { name: "Change Password" })
      .click();
    await page.waitForURL(`${app.url}/change-password`);
    await page.getByLabel("New Password", { exact: true }).fill("renewed1");
    await page.getByLabel("Confirm New Password", { exact: true }).fill("renewed1");
    await page.getByRole("button", { name: "Update Password" }).click();
    await page.getByText("Password updated successfully! Logging out...").waitFor();
    await page.waitForURL(`${app.url}/login`, { timeout: 6000 });
    READER.password = "renewed1";

    await logIn(page, READER.email, READER.password);
    await page.evaluate(() => localStorage.setItem("draft", "x"));
    await page
      .getByRole("region", { name: "No permission" })
      .getByRole("button", { name: "Log out" })
      .click();
    await page.waitForURL(`${app.url}/login`);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    // The command the screen names does let the account in.
    expect(await runAdminCommand("grant", READER.email)).toBe(0);
    await logIn(page, READER.email, READER.password);
    await page.getByRole("heading", { level: 2, name: "Recent Posts" }).waitFor();
    expect(await page.getByRole("region", { name: "No permission" }).count()).toBe(0);
    expect(errors.filter((e) => !e.includes("401"))).toEqual([]);
    await context.close();
  });
});

describe("the new post's tab, with the popup blocker on", () => {
  // The full browser, whose popup blocker is a visitor's (the run's headless shell has none).
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch(fullChromiumLaunchOptions());
  });
  afterAll(() => browser?.close());

  async function fillPost(page: Page, title: string, slug: string): Promise<void> {
    await page.goto(`${app.url}/admin-blog`);
    await hydrated(page, "Create Post");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Slug").fill(slug);
    await page.getByLabel("Author").fill("Tab Tester");
    await page.locator(".ql-editor").click();
    await page.keyboard.type("Opened inside the click.");
  }

  it("opens in the click, shows the post once saved, and closes when the save fails", async () => {
    const context = await browser.newContext({ timezoneId: "Asia/Tokyo" });
    const page = await context.newPage();
    await logIn(page, OWNER.email, OWNER.password);
    // The blocker is really on: once the click's activation has lapsed (5 s in Chromium),
    // a tab is refused.
    await page.getByRole("button", { name: "Logout" }).waitFor();
    const lateTab = await page.evaluate(
      () =>
        new Promise<boolean>((done) =>
          setTimeout(() => done(window.open("/", "_blank") !== null), 5500),
        ),
    );
    expect(lateTab).toBe(false);

    // A save slower than that: a tab opened only after it would be refused.
    await page.route(`${app.url}/api/admin/posts`, async (route) => {
      if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 6000));
      await route.continue();
    });
    await fillPost(page, "Tab opened in the click", "tab-opened-in-the-click");
    const popup = context.waitForEvent("page");
    await page.getByRole("button", { name: "Create Post" }).click();
    const tab = await popup;
    await tab.waitForURL(`${app.url}/blogs/tab-opened-in-the-click`);
    await tab.getByRole("heading", { level: 1, name: "Tab opened in the click" }).waitFor();
    await page.waitForURL(`${app.url}/view-blogs`);
    await tab.close();

    // The admin screens show the post's date in the visitor's zone too: modal and dashboard.
    const inTokyo = (iso: string) => {
      const saved = process.env.TZ;
      process.env.TZ = "Asia/Tokyo";
      try {
        return formatPostTime(iso, "post", "local");
      } finally {
        process.env.TZ = saved;
      }
    };
    await page.getByRole("button", { name: /Tab opened in the click/ }).click();
    const created = page.getByRole("dialog").locator("time").first();
    const iso = (await created.getAttribute("datetime")) ?? "";
    expect(await created.innerText()).toBe(inTokyo(iso));
    await page.goto(`${app.url}/admin-dashboard`);
    const recent = page.locator(`time[datetime="${iso}"]`);
    expect(await recent.innerText()).toBe(inTokyo(iso));
    await page.unroute(`${app.url}/api/admin/posts`);

    // The same slug again: the server refuses, the tab opened for it goes away.
    await fillPost(page, "Tab opened twice", "tab-opened-in-the-click");
    const second = context.waitForEvent("page");
    await page.getByRole("button", { name: "Create Post" }).click();
    const doomed = await second;
    await page
      .getByRole("alert")
      .filter({ hasText: MESSAGES.slugTaken("tab-opened-in-the-click") })
      .waitFor();
    await expect.poll(() => doomed.isClosed()).toBe(true);
    expect(page.url()).toBe(`${app.url}/admin-blog`);
    await context.close();
  });
});

describe("a locked account", () => {
  it("lets its owner in through the pass mailed with a reset link, password unchanged", async () => {
    const email = "locked-owner@example.test";
    const context = await app.browser.newContext();
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await signUpAndVerify(page, email, "secret1");
    // Ten wrong passwords from ten addresses lock the account for everyone.
    for (let n = 0; n < 10; n++) {
      const guess = await fetch(`${app.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: app.url,
          "x-forwarded-for": `198.51.100.${n + 1}`,
        },
        body: JSON.stringify({ email, password: `wrong-${n}` }),
      });
      expect(guess.status).toBe(401);
    }
    await page.goto(`${app.url}/login`);
    await hydrated(page, "Log In");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("secret1");
    await page.getByRole("button", { name: "Log In" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "Too many failed sign-ins for this account" })
      .waitFor();

    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await hydrated(page, "Send Reset Link");
    await page.getByLabel("Email Address").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    const mail = await app.smtp.next(email);
    const passLink = /Sign in with your password: (\S+)/.exec(mail.raw)?.[1] ?? "";
    expect(passLink.startsWith(`${app.url}/login?pass=`)).toBe(true);

    await page.goto(passLink);
    await page.getByText("This link lets you sign in with your password").waitFor();
    await hydrated(page, "Log In");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("secret1");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL(`${app.url}/admin-dashboard`);
    // The refused sign-in is reported on the console as a failed request; nothing else.
    expect(
      errors.filter((e) => !e.includes("status of 429") && !e.includes("Sign-in failed: Too many")),
    ).toEqual([]);
    await context.close();
  });
});
