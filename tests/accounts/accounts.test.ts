import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, UNVERIFIED_MESSAGE } from "../../app/lib/auth-client.js";
import { setRole } from "../../server/accounts/roles.js";
import { IMAGE_ERROR } from "../../server/blog/images.js";
import { postsRepository } from "../../server/blog/posts.repository.js";
import { engines, type TestDb } from "../../test-support/databases.js";
import { startAccountsApp, type TestApp } from "../../test-support/in-process/accounts-app.js";
import { type ReceivedMail, startSmtp } from "../../test-support/stand-ins/smtp.js";

const available = await engines();

let visitor = 0;
/** A distinct visitor address, so each test spends its own rate-limit budget. */
function nextIp(): string {
  visitor += 1;
  return `10.1.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
}

function uniqueEmail(name: string): string {
  return `${name}-${randomBytes(3).toString("hex")}@example.test`;
}

async function png(width = 64, height = 48): Promise<Blob> {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)]);
}

describe.each(available)("accounts on $name", (engine) => {
  let handle: TestDb;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: TestApp;

  beforeAll(async () => {
    [handle, smtp] = await Promise.all([engine.open(), startSmtp()]);
    app = await startAccountsApp(handle.db, { SMTP_URL: smtp.url, MAIL_FROM: "blog@example.test" });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await handle?.close();
  });

  function client(token: () => string | null = () => null, ip = nextIp()) {
    return accountClient({
      baseURL: app.url,
      token,
      headers: { "x-forwarded-for": ip, origin: app.url },
    });
  }

  function api(path: string, init: RequestInit & { token?: string; ip?: string } = {}) {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", init.ip ?? nextIp());
    // As the browser sends it; better-auth refuses a missing or foreign origin.
    if (!headers.has("origin")) headers.set("origin", app.url);
    if (init.token) headers.set("authorization", `Bearer ${init.token}`);
    return fetch(`${app.url}${path}`, { ...init, headers, redirect: "manual" });
  }

  function json(method: string, body: unknown, token?: string): RequestInit & { token?: string } {
    return {
      method,
      token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    };
  }

  async function verify(mail: ReceivedMail): Promise<Response> {
    expect(mail.link.startsWith(`${app.url}/`)).toBe(true);
    return fetch(mail.link, { redirect: "manual" });
  }

  /** Signs up, follows the mailed link and signs in; returns the bearer token. */
  async function verifiedAccount(email: string, password = "secret1"): Promise<string> {
    expect(await client().signUp(email, password)).toEqual({ ok: true });
    const mail = await smtp.next(email);
    expect((await verify(mail)).status).toBe(302);
    const signedIn = await client().signIn(email, password);
    if (!signedIn.ok) throw new Error(signedIn.message);
    return signedIn.token;
  }

  // Runs first: the first account ever created is the owner while ADMIN_EMAILS is empty.
  let ownerToken: string;
  let userToken: string;

  it("makes the first account the owner and later ones ordinary accounts", async () => {
    ownerToken = await verifiedAccount(uniqueEmail("owner"));
    userToken = await verifiedAccount(uniqueEmail("user"));
    const owner = await (await api("/api/admin/me", { token: ownerToken })).json();
    const user = await (await api("/api/admin/me", { token: userToken })).json();
    expect(owner.isAdmin).toBe(true);
    expect(user.isAdmin).toBe(false);
  });

  it("mails a verification link (text and HTML) that verifies the address", async () => {
    const email = uniqueEmail("verify");
    const signUp = await api(
      "/api/auth/sign-up/email",
      json("POST", { email, password: "secret1", name: "v" }),
    );
    expect(signUp.status).toBe(200);
    const body = await signUp.json();
    expect(body.token).toBeNull();
    // No cookie for anyone, admins included: the token travels as a bearer header.
    expect(signUp.headers.get("set-cookie")).toBeNull();

    const mail = await smtp.next(email);
    expect(mail.raw).toContain("Content-Type: text/plain");
    expect(mail.raw).toContain("Content-Type: text/html");
    expect(mail.raw).toContain("From: blog@example.test");
    expect(mail.link).toMatch(/\/api\/auth\/verify-email\?token=/);

    expect((await client().signIn(email, "secret1")) as unknown).toEqual({
      ok: false,
      message: UNVERIFIED_MESSAGE,
    });
    const landed = await verify(mail);
    expect(landed.status).toBe(302);
    expect(landed.headers.get("location")).toBe("/verify-email?verified=1");
    const signedIn = await client().signIn(email, "secret1");
    expect(signedIn.ok).toBe(true);
  });

  it("lands a bad or reused verification link on the page with an error", async () => {
    const bad = await fetch(
      `${app.url}/api/auth/verify-email?token=nonsense&callbackURL=${encodeURIComponent("/verify-email?verified=1")}`,
      { redirect: "manual" },
    );
    expect(bad.status).toBe(302);
    expect(bad.headers.get("location")).toMatch(/^\/verify-email\?verified=1&error=/);
  });

  it("refuses an unverified sign-in with the spec's text and no token", async () => {
    const email = uniqueEmail("unverified");
    await client().signUp(email, "secret1");
    await smtp.next(email);
    const raw = await api("/api/auth/sign-in/email", json("POST", { email, password: "secret1" }));
    expect(raw.status).toBe(403);
    expect((await raw.json()).code).toBe("EMAIL_NOT_VERIFIED");
    expect(raw.headers.get("set-auth-token")).toBeNull();
    expect(await client().signIn(email, "secret1")).toEqual({
      ok: false,
      message: UNVERIFIED_MESSAGE,
    });
  });

  it("answers a sign-up for a taken address exactly like a new one, and tells the owner", async () => {
    const email = uniqueEmail("taken");
    const first = await api(
      "/api/auth/sign-up/email",
      json("POST", { email, password: "secret1", name: "a" }),
    );
    await smtp.next(email);
    const again = await api(
      "/api/auth/sign-up/email",
      json("POST", { email, password: "other12", name: "b" }),
    );
    expect(again.status).toBe(first.status);
    const [a, b] = [await first.json(), await again.json()];
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(b.token).toBeNull();
    // The owner hears of the attempt, with the ways back in, and gets no verification link.
    const notice = await smtp.next(email);
    expect(notice.raw).toContain("Subject: Someone tried to sign up with your email");
    expect(notice.raw).toContain(`Sign in: ${app.url}/login`);
    expect(notice.raw).toContain(`Reset password: ${app.url}/forgot-password`);
    expect(notice.raw).not.toContain("verify-email");
    await expect(smtp.next(email, 500)).rejects.toThrow("no mail");
  });

  it("refuses sign-in and sign-up posted from another site", async () => {
    const email = uniqueEmail("csrf");
    const foreign = { origin: "https://evil.example" };
    const signUp = await api("/api/auth/sign-up/email", {
      ...json("POST", { email, password: "secret1", name: "x" }),
      headers: { "content-type": "application/json", ...foreign },
    });
    expect(signUp.status).toBe(403);
    const signIn = await api("/api/auth/sign-in/email", {
      ...json("POST", { email, password: "secret1" }),
      headers: { "content-type": "application/json", ...foreign },
    });
    expect(signIn.status).toBe(403);
  });

  it("rejects passwords shorter than 6 characters", async () => {
    const result = await client().signUp(uniqueEmail("short"), "12345");
    expect(result.ok).toBe(false);
  });

  it("resets a forgotten password from the mailed link; the old password and sessions stop working", async () => {
    const email = uniqueEmail("reset");
    const token = await verifiedAccount(email, "oldpass1");
    expect(await client().requestPasswordReset(email)).toEqual({ ok: true });
    const mail = await smtp.next(email);
    expect(mail.raw).toContain("Content-Type: text/html");
    const link = new URL(mail.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${app.url}/reset-password`);
    const resetToken = link.searchParams.get("token") ?? "";
    expect(await client().resetPassword(resetToken, "newpass1")).toEqual({ ok: true });

    expect((await client().signIn(email, "oldpass1")).ok).toBe(false);
    expect((await client().signIn(email, "newpass1")).ok).toBe(true);
    expect((await api("/api/admin/me", { token })).status).toBe(401);
    // The link works once.
    expect((await client().resetPassword(resetToken, "again123")).ok).toBe(false);
  });

  it("does not reveal whether a reset was asked for an unknown address", async () => {
    expect(await client().requestPasswordReset(uniqueEmail("nobody"))).toEqual({ ok: true });
  });

  it("changes the password of the signed-in account and ends its sessions", async () => {
    const email = uniqueEmail("change");
    const token = await verifiedAccount(email, "before1");
    const short = await api("/api/account/password", json("POST", { newPassword: "123" }, token));
    expect(short.status).toBe(400);
    expect((await short.json()).error.message).toBe("Password must be at least 6 characters long");

    const changed = await api(
      "/api/account/password",
      json("POST", { newPassword: "after12" }, token),
    );
    expect(changed.status).toBe(200);
    expect((await api("/api/admin/me", { token })).status).toBe(401);
    expect((await client().signIn(email, "before1")).ok).toBe(false);
    expect((await client().signIn(email, "after12")).ok).toBe(true);

    const anonymous = await api("/api/account/password", json("POST", { newPassword: "after12" }));
    expect(anonymous.status).toBe(401);
  });

  it("revokes the session on sign-out", async () => {
    const email = uniqueEmail("signout");
    const token = await verifiedAccount(email);
    expect((await api("/api/admin/me", { token })).status).toBe(200);
    expect(await client(() => token).signOut()).toBe(true);
    expect((await api("/api/admin/me", { token })).status).toBe(401);
    expect((await api("/api/admin/me", { token: "not-a-token" })).status).toBe(401);
  });

  it("answers 401 without a session and 403 for a non-admin on every write and admin read", async () => {
    const image = await png();
    const calls: [string, () => RequestInit & { token?: string }][] = [
      ["GET /api/admin/posts", () => ({ method: "GET" })],
      [
        "POST /api/admin/posts",
        () =>
          json("POST", { title: "Hello there", slug: "hello", author: "Ada", content: "<p>x</p>" }),
      ],
      [
        "PATCH /api/admin/posts/x",
        () => json("PATCH", { title: "Hello there", author: "Ada", content: "<p>x</p>" }),
      ],
      ["DELETE /api/admin/posts/x", () => ({ method: "DELETE" })],
      [
        "POST /api/admin/images",
        () => ({ method: "POST", headers: { "content-type": "image/png" }, body: image }),
      ],
      ["DELETE /api/admin/images/x", () => ({ method: "DELETE" })],
    ];
    for (const [name, init] of calls) {
      const [method, path] = name.split(" ") as [string, string];
      const anonymous = await api(path, { ...init(), method });
      expect(anonymous.status, `${name} anonymous`).toBe(401);
      const ordinary = await api(path, { ...init(), method, token: userToken });
      expect(ordinary.status, `${name} non-admin`).toBe(403);
      expect((await ordinary.json()).error.message).toBe(
        "You do not have permission to manage blog posts.",
      );
    }
    expect(await postsRepository(handle.db).count()).toBe(0);
  });

  it("lets the admin create, rename and delete a post with an image, sanitising the content", async () => {
    const upload = await api("/api/admin/images", {
      method: "POST",
      headers: { "content-type": "application/octet-stream" },
      body: await png(800, 600),
      token: ownerToken,
    });
    expect(upload.status).toBe(201);
    const { image } = await upload.json();
    expect(image.urls.hero.jpg).toBe(`/images/${image.id}/hero.jpg`);

    const created = await api(
      "/api/admin/posts",
      json(
        "POST",
        {
          title: "  My First Post ",
          slug: "My First Post!",
          author: "Ada",
          content:
            '<p class="ql-align-center">Hi<script>alert(1)</script><img src=x onerror="alert(1)"></p>',
          tags: ["News", "#tips"],
          imageId: image.id,
        },
        ownerToken,
      ),
    );
    expect(created.status).toBe(201);
    const { post } = await created.json();
    expect(post).toMatchObject({
      title: "My First Post",
      slug: "my-first-post",
      tags: ["news", "tips"],
      imageId: image.id,
      content: '<p class="ql-align-center">Hi</p>',
    });

    const duplicate = await api(
      "/api/admin/posts",
      json(
        "POST",
        { title: "Other", slug: "my-first-post", author: "Ada", content: "<p>x</p>" },
        ownerToken,
      ),
    );
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).error.message).toContain("already used");

    const invalid = await api(
      "/api/admin/posts",
      json("POST", { title: "ab", slug: "abc", author: "Ada", content: "<p>x</p>" }, ownerToken),
    );
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.message).toBe("Title must be between 3 and 100 characters");
    const empty = await api(
      "/api/admin/posts",
      json(
        "POST",
        { title: "Fine", slug: "fine", author: "Ada", content: "<p><br></p>" },
        ownerToken,
      ),
    );
    expect((await empty.json()).error.message).toBe("Please fill in all required fields");

    const renamed = await api(
      `/api/admin/posts/${post.id}`,
      json(
        "PATCH",
        { title: "A Better Title", author: "Ada L.", content: "<p>Edited</p>", tags: ["news"] },
        ownerToken,
      ),
    );
    expect(renamed.status).toBe(200);
    const updated = (await renamed.json()).post;
    expect(updated.slug).toBe("a-better-title");
    expect(updated.updatedAt).not.toBeNull();
    expect(updated.imageId).toBe(image.id);
    const repo = postsRepository(handle.db);
    expect(await repo.findRedirect("my-first-post")).toBe("a-better-title");

    const other = await api(
      "/api/admin/posts",
      json(
        "POST",
        { title: "Other", slug: "taken-title", author: "Ada", content: "<p>o</p>" },
        ownerToken,
      ),
    );
    expect(other.status).toBe(201);
    const clash = await api(
      `/api/admin/posts/${post.id}`,
      json("PATCH", { title: "Taken Title", author: "Ada", content: "<p>x</p>" }, ownerToken),
    );
    expect(clash.status).toBe(409);
    expect((await clash.json()).error.message).toBe(
      "Another post already uses the address /blogs/taken-title. Please choose a different title.",
    );
    await api(`/api/admin/posts/${(await other.json()).post.id}`, {
      method: "DELETE",
      token: ownerToken,
    });

    const noTitle = await api(
      `/api/admin/posts/${post.id}`,
      json("PATCH", { title: " ", author: "Ada", content: "<p>x</p>" }, ownerToken),
    );
    expect((await noTitle.json()).error.message).toBe("Title is required");
    const noContent = await api(
      `/api/admin/posts/${post.id}`,
      json("PATCH", { title: "Title", author: "Ada", content: "<p><br></p>" }, ownerToken),
    );
    expect((await noContent.json()).error.message).toBe("Content is required");

    const list = await (await api("/api/admin/posts", { token: ownerToken })).json();
    expect(list.total).toBe(1);
    expect(list.posts[0].image.card.webp).toBe(`/images/${image.id}/card.webp`);

    expect(
      (await api(`/api/admin/posts/${post.id}`, { method: "DELETE", token: ownerToken })).status,
    ).toBe(204);
    expect(await repo.getById(post.id)).toBeNull();
    const images = await handle.db.selectFrom("images").select("id").execute();
    expect(images).toEqual([]);
    expect(
      (await api(`/api/admin/posts/${post.id}`, { method: "DELETE", token: ownerToken })).status,
    ).toBe(404);
  });

  it("rejects uploads that are not images or are over 10 MiB with the spec's message", async () => {
    const text = await api("/api/admin/images", {
      method: "POST",
      headers: { "content-type": "image/png" },
      body: new TextEncoder().encode("<svg onload=alert(1)></svg>"),
      token: ownerToken,
    });
    expect(text.status).toBe(400);
    expect((await text.json()).error.message).toBe(IMAGE_ERROR);
    const huge = await api("/api/admin/images", {
      method: "POST",
      headers: { "content-type": "image/jpeg" },
      body: new Uint8Array(10 * 1024 * 1024 + 1),
      token: ownerToken,
    });
    expect(huge.status).toBe(413);
    expect((await huge.json()).error.message).toBe(IMAGE_ERROR);
  });

  it("grants and revokes admin from the command line's role store", async () => {
    const email = uniqueEmail("granted");
    const token = await verifiedAccount(email);
    const me = async () => (await (await api("/api/admin/me", { token })).json()).isAdmin;
    expect(await me()).toBe(false);
    expect(await setRole(handle.db, email, "admin")).toBe(true);
    expect(await me()).toBe(true);
    expect(await setRole(handle.db, email, "revoked")).toBe(true);
    expect(await me()).toBe(false);
    expect(await setRole(handle.db, uniqueEmail("missing"), "admin")).toBe(false);
  });

  it("rate-limits sign-in, sign-up and reset requests with 429 and a clear message", async () => {
    const ip = nextIp();
    const email = uniqueEmail("limited");
    let last = new Response();
    for (let i = 0; i < 11; i += 1) {
      last = await api("/api/auth/sign-in/email", {
        ...json("POST", { email, password: "wrong12" }),
        ip,
      });
    }
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await last.json()).error.message).toMatch(
      /^Too many requests\. Please wait \d+ seconds? and try again\.$/,
    );
    const limited = await accountClient({
      baseURL: app.url,
      headers: { "x-forwarded-for": ip, origin: app.url },
    }).signIn(email, "wrong12");
    expect(limited).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Too many requests/),
    });

    const signUpIp = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await api("/api/auth/sign-up/email", {
        ...json("POST", { email: uniqueEmail("flood"), password: "secret1", name: "f" }),
        ip: signUpIp,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    for (let i = 0; i < 5; i += 1) await smtp.next("flood", 0).catch(() => undefined);

    const resetIp = nextIp();
    const resets: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await api("/api/auth/request-password-reset", {
        ...json("POST", { email: uniqueEmail("nobody"), redirectTo: "/reset-password" }),
        ip: resetIp,
      });
      resets.push(res.status);
    }
    expect(resets).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe.each(available)("ADMIN_EMAILS on $name", (engine) => {
  let handle: TestDb;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: TestApp;
  const listed = uniqueEmail("listed");

  beforeAll(async () => {
    [handle, smtp] = await Promise.all([engine.open(), startSmtp()]);
    app = await startAccountsApp(handle.db, {
      SMTP_URL: smtp.url,
      ADMIN_EMAILS: `someone@example.test, ${listed.toUpperCase()}`,
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await handle?.close();
  });

  it("makes only the listed, verified accounts admins, not the first account", async () => {
    const c = () =>
      accountClient({
        baseURL: app.url,
        headers: { "x-forwarded-for": nextIp(), origin: app.url },
      });
    const first = uniqueEmail("first");
    for (const email of [first, listed]) {
      await c().signUp(email, "secret1");
      await fetch((await smtp.next(email)).link, { redirect: "manual" });
    }
    const isAdmin = async (email: string) => {
      const signedIn = await c().signIn(email, "secret1");
      if (!signedIn.ok) throw new Error(signedIn.message);
      const res = await fetch(`${app.url}/api/admin/me`, {
        headers: { authorization: `Bearer ${signedIn.token}` },
      });
      return (await res.json()).isAdmin;
    };
    expect(await isAdmin(first)).toBe(false);
    expect(await isAdmin(listed)).toBe(true);
  });
});
