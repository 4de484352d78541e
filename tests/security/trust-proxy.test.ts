import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config.js";
import { visitorAddress } from "../../server/web/rate-limit.js";
import { postJson } from "../../test-support/in-process/http-app.js";
import { useHttpApp } from "../../test-support/in-process/use-http-app.js";

/**
 * Finding 6: forwarded addresses believed only from the proxies TRUST_PROXY names,
 * IPv6 visitors counted by their /64, and a per-account sign-in throttle beside the
 * per-visitor one.
 */
const server = useHttpApp({ TRUST_PROXY: "loopback" });

function signIn(email: string, password: string, ip: string) {
  return postJson(server.url, "/api/auth/sign-in/email", { email, password }, { ip });
}

describe("TRUST_PROXY", () => {
  it("is off unless set, and takes a hop count or a list of proxies", () => {
    const base = { DATA_DIR: server.config.dataDir, AUTH_SECRET: "x".repeat(40) };
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: "off" }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(
      loadConfig({ ...base, TRUST_PROXY: "10.0.0.1, 10.1.0.0/16,loopback" }).trustProxy,
    ).toEqual(["10.0.0.1", "10.1.0.0/16", "loopback"]);
    for (const bad of ["true", "proxy.example", "10.0.0.0/99"]) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: bad })).toThrow(ConfigError);
    }
  });

  it("counts IPv6 visitors by their /64 and IPv4-mapped ones by their IPv4 address", () => {
    expect(visitorAddress("2001:db8:1:2::1")).toBe(visitorAddress("2001:db8:1:2:ffff:1:2:3"));
    expect(visitorAddress("2001:db8:1:2::1")).not.toBe(visitorAddress("2001:db8:1:3::1"));
    expect(visitorAddress("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(visitorAddress("203.0.113.5")).not.toBe(visitorAddress("203.0.113.6"));
  });

  it("believes the named proxy: each forwarded visitor has a budget of its own", async () => {
    for (let n = 0; n < 10; n++) {
      expect((await signIn(`a${n}@example.test`, "wrong-password", "192.0.2.10")).status).toBe(401);
    }
    expect((await signIn("a10@example.test", "wrong-password", "192.0.2.10")).status).toBe(429);
    expect((await signIn("a11@example.test", "wrong-password", "192.0.2.11")).status).toBe(401);
  });

  it("puts every address of one IPv6 /64 on one budget", async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 11; n++) {
      statuses.push(
        (await signIn(`v6-${n}@example.test`, "wrong-password", `2001:db8:77:1::${n.toString(16)}`))
          .status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(
      (await signIn("v6-other@example.test", "wrong-password", "2001:db8:77:2::1")).status,
    ).toBe(401);
  });
});

describe("the per-account sign-in throttle", () => {
  it("stops guesses at one account spread over many visitors, even the right password", async () => {
    const email = "target@example.test";
    await server.account(email, "secret1", "192.0.2.200");
    for (let n = 0; n < 10; n++) {
      expect((await signIn(email, `guess-${n}`, `203.0.113.${n + 1}`)).status).toBe(401);
    }
    const blocked = await signIn(email, "secret1", "203.0.113.100");
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    // Other accounts are not affected.
    await server.account("bystander@example.test", "secret1", "192.0.2.201");
    expect((await signIn("bystander@example.test", "secret1", "203.0.113.101")).status).toBe(200);
  });

  it("is cleared by a successful sign-in, so the owner's own typos do not pile up", async () => {
    const email = "typo@example.test";
    await server.account(email, "secret1", "192.0.2.202");
    for (let round = 0; round < 3; round++) {
      for (let n = 0; n < 5; n++) {
        expect((await signIn(email, "typo", `203.0.114.${round * 10 + n + 1}`)).status).toBe(401);
      }
      expect((await signIn(email, "secret1", `203.0.114.${round * 10 + 9}`)).status).toBe(200);
    }
  });
});
