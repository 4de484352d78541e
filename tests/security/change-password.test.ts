import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { postJson } from "../../test-support/in-process/http-app.js";
import { useHttpApp } from "../../test-support/in-process/use-http-app.js";
import { rawRequest } from "../../test-support/raw-http.js";

/**
 * Finding 3: a lifted bearer token changed the password (ending the owner's sessions)
 * with a sign-in up to a day old, and better-auth's own change-password sat beside ours.
 */
const server = useHttpApp();

let visitor = 0;
const ip = () => `10.99.0.${++visitor}`;

/** Moves every session of the account `minutes` into the past, as if signed in then. */
async function ageSessions(email: string, minutes: number): Promise<void> {
  const user = await server.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  const then = new Date(Date.now() - minutes * 60_000);
  // Stored the way better-auth stores it on this engine (ISO text on SQLite).
  await sql`update session set "createdAt" = ${then.toISOString()} where "userId" = ${user.id}`.execute(
    server.db,
  );
}

async function signIn(email: string, password: string): Promise<number> {
  return (await postJson(server.url, "/api/auth/sign-in/email", { email, password }, { ip: ip() }))
    .status;
}

describe("changing the password", () => {
  it("is refused with a sign-in older than 5 minutes, and the password stays", async () => {
    const email = "stale@example.test";
    const token = await server.account(email, "secret1", ip());
    await ageSessions(email, 6);
    const answer = await postJson(
      server.url,
      "/api/account/password",
      { newPassword: "taken-over1" },
      { ip: ip(), token },
    );
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({
      error: {
        code: "session_not_fresh",
        message: "Please sign in again before changing your password.",
      },
    });
    expect(await signIn(email, "taken-over1")).toBe(401);
    expect(await signIn(email, "secret1")).toBe(200);
  });

  it("goes through within 5 minutes of signing in", async () => {
    const email = "fresh@example.test";
    const token = await server.account(email, "secret1", ip());
    await ageSessions(email, 4);
    const answer = await postJson(
      server.url,
      "/api/account/password",
      { newPassword: "renewed12" },
      { ip: ip(), token },
    );
    expect(answer.status).toBe(200);
    expect(await signIn(email, "renewed12")).toBe(200);
  });

  it("cannot go through better-auth's own change-password, however it is spelled", async () => {
    const email = "bypass@example.test";
    const token = await server.account(email, "secret1", ip());
    const body = JSON.stringify({
      currentPassword: "secret1",
      newPassword: "hijacked1",
      revokeOtherSessions: false,
    });
    for (const target of [
      "/api/auth/change-password",
      "/api/auth/change-password/",
      "/api/auth/Change-Password",
      "/api/auth/./change-password",
      "/api/auth/%2e/change-password",
      "/api/auth/x/../change-password",
      "/api/auth/update-user",
    ]) {
      const answer = await rawRequest(server.url, {
        method: "POST",
        target,
        headers: {
          "Content-Type": "application/json",
          Origin: server.url,
          Authorization: `Bearer ${token}`,
          "X-Forwarded-For": ip(),
        },
        body,
      });
      expect([400, 404], `${target}: ${answer.status} ${answer.body}`).toContain(answer.status);
    }
    expect(await signIn(email, "hijacked1")).toBe(401);
    expect(await signIn(email, "secret1")).toBe(200);
  });
});
