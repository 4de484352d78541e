import { describe, expect, it } from "vitest";
import { createAuth } from "../../server/accounts/auth.js";
import { useHttpApp } from "../../test-support/in-process/use-http-app.js";
import { rawRequest } from "../../test-support/raw-http.js";

/**
 * The per-account sign-in lock (issue 21, item 1): after 10 wrong passwords the account
 * takes no more guesses, however the request spells its body. better-auth 1.6 (through
 * better-call) accepts a sign-in whose content type, lower-cased and without parameters,
 * contains `application/json` or `application/x-www-form-urlencoded`; it parses JSON
 * when the whole header matches `^application/(...+)?json`, a form when it contains the
 * form type, and the last of repeated form fields wins. The lock once read only the
 * spellings it knew, so the others guessed on. Now each is either counted, or (a type
 * that is not plain JSON or a form, however better-auth would read it) refused with 415
 * before any password is checked.
 */
const server = useHttpApp();

let visitor = 0;
/** A fresh visitor each time: the per-visitor limit must never be what refuses. */
const freshIp = () => `10.91.${Math.floor(++visitor / 250)}.${(visitor % 250) + 1}`;

interface Spelling {
  name: string;
  contentType: string;
  body: (email: string, password: string) => string;
  /** Not JSON or a form by its media type: refused outright rather than counted. */
  refused?: true;
}

const json = (email: string, password: string) => JSON.stringify({ email, password });
const form = (email: string, password: string) =>
  new URLSearchParams({ email, password }).toString();

const SPELLINGS: Spelling[] = [
  { name: "JSON", contentType: "application/json", body: json },
  { name: "JSON, capitalised", contentType: "Application/JSON", body: json },
  {
    name: "JSON, capitals and charset",
    contentType: "APPLICATION/JSON; CHARSET=UTF-8",
    body: json,
  },
  { name: "JSON, another charset", contentType: "application/json;charset=utf-16", body: json },
  {
    name: "JSON, a suffix type",
    refused: true,
    contentType: "application/json-patch+json",
    body: json,
  },
  { name: "JSON, a longer subtype", refused: true, contentType: "application/jsonp", body: json },
  {
    name: "JSON under a form type's name",
    contentType: "application/x-www-form-urlencoded+json",
    body: json,
    refused: true,
  },
  {
    name: "JSON, a list of types",
    contentType: "application/json, text/plain",
    body: json,
    refused: true,
  },
  {
    name: "JSON, a type parameter naming a form",
    contentType: "application/json; x=application/x-www-form-urlencoded",
    body: json,
  },
  {
    name: "JSON, space before the parameter",
    contentType: "application/json ; charset=utf-8",
    body: json,
  },
  {
    name: "JSON with a byte-order mark",
    contentType: "application/json",
    body: (email, password) => `\uFEFF${json(email, password)}`,
  },
  {
    name: "JSON, the address in capitals",
    contentType: "application/json",
    body: (email, password) => json(email.toUpperCase(), password),
  },
  {
    name: "JSON, the address given twice (the last wins)",
    contentType: "application/json",
    body: (email, password) =>
      `{"email":"decoy-${visitor}@example.test","email":${JSON.stringify(email)},"password":${JSON.stringify(password)}}`,
  },
  { name: "form", contentType: "application/x-www-form-urlencoded", body: form },
  { name: "form, capitalised", contentType: "Application/x-www-form-urlencoded", body: form },
  { name: "form, capitals", contentType: "APPLICATION/X-WWW-FORM-URLENCODED", body: form },
  {
    name: "form, charset",
    contentType: "application/x-www-form-urlencoded; charset=ISO-8859-1",
    body: form,
  },
  {
    name: "form, another charset",
    contentType: "application/x-www-form-urlencoded;charset=utf-16",
    body: form,
  },
  {
    name: "form, the address given twice (the last wins)",
    contentType: "application/x-www-form-urlencoded",
    body: (email, password) =>
      `email=decoy-${visitor}%40example.test&${new URLSearchParams({ email, password })}`,
  },
  {
    name: "form, the address percent-encoded in capitals",
    contentType: "application/x-www-form-urlencoded",
    body: (email, password) =>
      `email=${encodeURIComponent(email.toUpperCase())}&password=${encodeURIComponent(password)}`,
  },
];

/** A sign-in from a fresh visitor; `pass`: the sign-in pass header, when given. */
function signIn(spelling: Spelling, email: string, password: string, pass?: string) {
  return rawRequest(server.url, {
    method: "POST",
    target: "/api/auth/sign-in/email",
    headers: {
      "Content-Type": spelling.contentType,
      Origin: server.url,
      "X-Forwarded-For": freshIp(),
      ...(pass !== undefined && { "X-Sign-In-Pass": pass }),
    },
    body: spelling.body(email, password),
  });
}

/** Asks for a reset link for `email`, and returns the sign-in pass its mail carries. */
async function mailedPass(email: string): Promise<string> {
  const asked = await fetch(`${server.url}/api/auth/request-password-reset`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: server.url,
      "x-forwarded-for": freshIp(),
    },
    body: JSON.stringify({ email, redirectTo: "/reset-password" }),
  });
  expect(asked.status).toBe(200);
  const mail = await server.smtp.next(email);
  const link = new URL(/Sign in with your password: (\S+)/.exec(mail.raw)?.[1] ?? "");
  expect(link.pathname).toBe("/login");
  return link.searchParams.get("pass") ?? "";
}

const plain = SPELLINGS[0] as Spelling;

describe("the per-account sign-in lock", () => {
  it("is a spelling better-auth itself signs in with, each of them (the control)", async () => {
    const email = "spellings@example.test";
    await server.account(email, "right-password", freshIp());
    // better-auth on its own, without our routes in front, over the same database.
    const auth = createAuth(server.db, server.config, { send: async () => {} });
    const failed: string[] = [];
    for (const spelling of SPELLINGS) {
      const answer = await auth.handler(
        new Request(`${server.url}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "content-type": spelling.contentType, origin: server.url },
          body: spelling.body(email, "right-password"),
        }),
      );
      const text = await answer.text();
      if (answer.status !== 200 || !text.includes('"token"')) {
        failed.push(`${spelling.name}: ${answer.status} ${text.slice(0, 120)}`);
      }
    }
    expect(failed).toEqual([]);
  });

  it("counts every sign-in whatever the spelling: once locked, no spelling gets through", async () => {
    const email = "locked@example.test";
    await server.account(email, "right-password", freshIp());
    for (let n = 0; n < 10; n++) {
      const answer = await signIn(plain, email, `wrong-${n}`);
      expect(answer.status, answer.body).toBe(401);
    }
    const through: string[] = [];
    for (const spelling of SPELLINGS) {
      const expected = spelling.refused ? 415 : 429;
      const wrong = await signIn(spelling, email, "still-wrong");
      const right = await signIn(spelling, email, "right-password");
      if (wrong.status !== expected) {
        through.push(`${spelling.name}, wrong password: ${wrong.status}`);
      }
      if (right.status !== expected || right.body.includes('"token"')) {
        through.push(`${spelling.name}, right password: ${right.status}`);
      }
    }
    expect(through).toEqual([]);
  });

  it("takes no guesses in other spellings before the lock either: each one counts", async () => {
    const email = "mixed@example.test";
    await server.account(email, "right-password", freshIp());
    // Ten wrong guesses, each in another spelling, lock the account as ten plain ones do.
    const counted = SPELLINGS.filter((spelling) => !spelling.refused);
    for (let n = 0; n < 10; n++) {
      const spelling = counted[(n + 1) % counted.length] as Spelling;
      const answer = await signIn(spelling, email, `wrong-${n}`);
      expect(answer.status, `${spelling.name}: ${answer.body}`).toBe(401);
    }
    const right = await signIn(plain, email, "right-password");
    expect(right.status).toBe(429);
  });
});

/**
 * Issue 21, item 2: anyone could lock any account, the owner's included, and renew the
 * lock for ever. Guesses stay counted against the account; the owner gets in with the
 * pass mailed beside a reset link (proof of the mailbox), with the password.
 */
describe("the owner's way in", () => {
  const attack = (email: string) => {
    let running = true;
    let sent = 0;
    const statuses = new Set<number>();
    const loop = (async () => {
      while (running) {
        const answer = await signIn(plain, email, `guess-${sent++}`);
        statuses.add(answer.status);
      }
    })();
    return {
      statuses,
      sent: () => sent,
      async stop() {
        running = false;
        await loop;
      },
    };
  };

  it("signs the owner in while an attacker keeps guessing from many addresses", async () => {
    const email = "owner@example.test";
    await server.account(email, "owners-password", freshIp());
    const attacker = attack(email);
    try {
      await expect.poll(() => attacker.statuses.has(429), { timeout: 20_000 }).toBe(true);
      // The owner, from an address of their own, is held by the lock like everyone else...
      const held = await signIn(plain, email, "owners-password");
      expect(held.status).toBe(429);
      expect(JSON.parse(held.body).error.message).toMatch(/Forgot your password\?/);

      // ...asks for a reset link, and the mail carries the pass beside it.
      const pass = await mailedPass(email);
      const before = attacker.sent();
      const owner = await signIn(plain, email, "owners-password", pass);
      expect(owner.status, owner.body).toBe(200);
      expect(JSON.parse(owner.body).token).toEqual(expect.any(String));
      // The attacker was guessing all along, and is still refused.
      await expect.poll(() => attacker.sent(), { timeout: 20_000 }).toBeGreaterThan(before + 3);
    } finally {
      await attacker.stop();
    }
    expect([...attacker.statuses].sort()).toEqual([401, 429]);
    // The owner's success gave the attacker no fresh guesses.
    expect((await signIn(plain, email, "another-guess")).status).toBe(429);
  });

  it("takes no pass but one mailed for the address: forged, altered or another's count as guesses", async () => {
    const email = "victim@example.test";
    await server.account(email, "victims-password", freshIp());
    await server.account("mallory@example.test", "mallorys-password", freshIp());
    for (let n = 0; n < 10; n++) await signIn(plain, email, `wrong-${n}`);
    const mallorys = await mailedPass("mallory@example.test");
    const expires = Math.floor(Date.now() / 1000) + 3600;
    const forged = [
      mallorys,
      `${expires}.${"A".repeat(43)}`,
      `${expires + 1}.${mallorys.split(".")[1]}`,
      "",
      "garbage",
    ];
    for (const pass of forged) {
      const answer = await signIn(plain, email, "victims-password", pass);
      expect(answer.status, `pass ${pass}`).toBe(429);
    }
  });
});
