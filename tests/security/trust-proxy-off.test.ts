import { describe, expect, it } from "vitest";
import { postJson } from "../../test-support/in-process/http-app.js";
import { useHttpApp } from "../../test-support/in-process/use-http-app.js";

/**
 * Finding 6: with `trust proxy` on loopback, any local client chose its own rate-limit
 * key through X-Forwarded-For. TRUST_PROXY is off by default: the socket's address counts.
 */
const server = useHttpApp({ TRUST_PROXY: "" });

describe("without TRUST_PROXY", () => {
  it("ignores X-Forwarded-For: made-up addresses share the sender's sign-in budget", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) {
      const answer = await postJson(
        server.url,
        "/api/auth/sign-in/email",
        { email: `guess${n}@example.test`, password: "wrong-password" },
        { ip: `198.51.100.${n + 1}` },
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
