import { describe, expect, it } from "vitest";
import { postJson } from "../../test-support/in-process/http-app.js";
import { useHttpApp } from "../../test-support/in-process/use-http-app.js";

/**
 * Finding 5: reset mail was sent inline only for existing accounts, and sign-up waited
 * for the mail only for new ones, so the answer's timing told accounts apart. With the
 * SMTP server holding every message, an answer that waits for the mail never comes;
 * after the fix every address gets the same answer at once.
 */
const server = useHttpApp();

let visitor = 0;
const ip = () => `10.111.0.${++visitor}`;

async function answered(response: Promise<Response>) {
  const r = await response;
  return { status: r.status, body: await r.json() };
}

describe("account mail", () => {
  it("reset: answers while the mail is still held, the same way for known and unknown addresses", async () => {
    const email = "known@example.test";
    await server.account(email, "secret1", ip());
    server.smtp.hold();
    const before = server.smtp.arrived();
    const known = await answered(
      postJson(
        server.url,
        "/api/auth/request-password-reset",
        { email, redirectTo: "/reset-password" },
        { ip: ip() },
      ),
    );
    const unknown = await answered(
      postJson(
        server.url,
        "/api/auth/request-password-reset",
        { email: "nobody@example.test", redirectTo: "/reset-password" },
        { ip: ip() },
      ),
    );
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    // The mail for the known address is on its way (held), and arrives once released.
    await expect.poll(() => server.smtp.arrived()).toBe(before + 1);
    server.smtp.release();
    const mail = await server.smtp.next(email);
    expect(mail.link).toContain("/reset-password?token=");
  });

  it("sign-up: answers while the verification mail is still held, as it does for a taken address", async () => {
    server.smtp.hold();
    const fresh = await answered(
      postJson(
        server.url,
        "/api/auth/sign-up/email",
        { email: "new@example.test", password: "secret1", name: "n" },
        { ip: ip() },
      ),
    );
    const taken = await answered(
      postJson(
        server.url,
        "/api/auth/sign-up/email",
        { email: "known@example.test", password: "secret1", name: "n" },
        { ip: ip() },
      ),
    );
    expect(fresh.status).toBe(200);
    expect(taken.status).toBe(200);
    expect(Object.keys(fresh.body).sort()).toEqual(Object.keys(taken.body).sort());
    server.smtp.release();
    const mail = await server.smtp.next("new@example.test");
    expect(mail.link).toContain("/api/auth/verify-email?token=");
  });
});
