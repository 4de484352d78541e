import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient } from "../../app/lib/auth-client.js";
import { ownerNotice, setRole } from "../../server/accounts/roles.js";
import { isLoopbackUrl } from "../../server/loopback-url.js";
import { engines, type TestDb } from "../../test-support/databases.js";
import { startAccountsApp, type TestApp } from "../../test-support/in-process/accounts-app.js";
import { startSmtp } from "../../test-support/stand-ins/smtp.js";

/**
 * Who owns a fresh public deployment with ADMIN_EMAILS empty: not whoever signs up first.
 * The loopback case (the first account may write) is held by accounts.test.ts.
 * Why: docs/decisions/039-secrets-stay-in.md
 */
const [engine] = await engines();
const PUBLIC = "https://blog.example.org";

let visitor = 0;
const nextIp = () => `10.9.0.${++visitor}`;

describe(`the first account on a public PUBLIC_URL (${engine?.name})`, () => {
  let handle: TestDb;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: TestApp;

  beforeAll(async () => {
    if (!engine) throw new Error("no database engine");
    [handle, smtp] = await Promise.all([engine.open(), startSmtp()]);
    app = await startAccountsApp(handle.db, {
      PUBLIC_URL: PUBLIC,
      SMTP_URL: smtp.url,
      MAIL_FROM: "blog@example.test",
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await handle?.close();
  });

  /** As a browser on the public origin would ask; the request reaches our local server. */
  const client = () =>
    accountClient({
      baseURL: app.url,
      token: () => null,
      headers: { "x-forwarded-for": nextIp(), origin: PUBLIC },
    });

  async function verifiedAccount(email: string): Promise<string> {
    expect(await client().signUp(email, "secret1")).toEqual({ ok: true });
    const mail = await smtp.next(email);
    expect(mail.link.startsWith(`${PUBLIC}/`)).toBe(true);
    const verified = await fetch(mail.link.replace(PUBLIC, app.url), { redirect: "manual" });
    expect(verified.status).toBe(302);
    const signedIn = await client().signIn(email, "secret1");
    if (!signedIn.ok) throw new Error(signedIn.message);
    return signedIn.token;
  }

  const isAdmin = async (token: string) => {
    const res = await fetch(`${app.url}/api/admin/me`, {
      headers: { authorization: `Bearer ${token}`, origin: PUBLIC, "x-forwarded-for": nextIp() },
    });
    return ((await res.json()) as { isAdmin: boolean }).isAdmin;
  };

  it("does not let the first account write; the operator's grant does, and the start-up notice says how", async () => {
    expect(await ownerNotice(handle.db, app.config)).toContain("npm run admin -- grant");
    const email = `first-${randomBytes(3).toString("hex")}@example.test`;
    const first = await verifiedAccount(email);
    expect(await isAdmin(first)).toBe(false);
    expect(await setRole(handle.db, email, "admin")).toBe(true);
    expect(await isAdmin(first)).toBe(true);
    expect(await ownerNotice(handle.db, app.config)).toBeUndefined();
  });
});

describe("a loopback PUBLIC_URL", () => {
  it("is localhost, 127.0.0.0/8 or ::1, nothing else", () => {
    for (const url of [
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://127.1.2.3",
      "http://[::1]:8080",
      "http://app.localhost",
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
    for (const url of [
      PUBLIC,
      "http://10.0.0.5:3000",
      "http://[::ffff:8.8.8.8]",
      "http://localhost.example.org",
      "http://0.0.0.0:3000",
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });
});
