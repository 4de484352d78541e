import { describe, expect, it, vi } from "vitest";
import { onPostsChanged, postsChanged } from "../../server/blog/changes.js";
import {
  betterAuthLogger,
  createLogger,
  redact,
  redirectLogs,
  Unredacted,
} from "../../server/logger.js";

/**
 * Finding 8: a `%0A` in a callbackURL forged a log line of its own, and better-auth's
 * lines named Origin and callbackURL values. Every line is now one JSON object, and
 * links, query strings, e-mail and IP addresses never reach it.
 */
function capture() {
  const lines: string[] = [];
  const logger = createLogger({ write: (line: string) => lines.push(line) });
  return { logger, lines };
}

describe("the logger", () => {
  it("keeps a visitor's line breaks inside one JSON line", () => {
    const { logger, lines } = capture();
    logger.warn(`Invalid callbackURL: /done\n{"level":"error","msg":"forged"}`);
    const text = lines.join("");
    expect(text.trim().split("\n")).toHaveLength(1);
    const entry = JSON.parse(text) as { msg: string; level: string };
    expect(entry.level).toBe("warn");
    expect(entry.msg.startsWith("Invalid callbackURL: /done")).toBe(true);
  });

  it("redacts links, query strings, e-mail and IP addresses in messages, fields and errors", () => {
    const { logger, lines } = capture();
    const secrets = [
      "https://www.instagram.com/reel/C0ffee123/",
      "instagram.com/p/Secret42",
      "youtu.be/dQw4w9WgXcQ",
      "ada.lovelace+blog@example.test",
      "203.0.113.77",
      "2001:db8:dead:beef::1",
      "?token=abc123",
    ];
    logger.info(`pasted ${secrets[0]} from ${secrets[4]}`);
    logger.warn({ origin: secrets[1], email: secrets[3], nested: { ip: [secrets[5]] } }, "odd");
    logger.error({ err: new Error(`fetch ${secrets[2]} for ${secrets[3]} failed`) }, "boom");
    logger.info(`GET /reset-password${secrets[6]}`);
    const text = lines.join("");
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).toContain("[url]");
    expect(text).toContain("[email]");
    expect(text).toContain("[ip]");
  });

  it("redacts links without `//`, the values better-auth quotes and request paths routers quote", () => {
    const { logger, lines } = capture();
    const secrets = ["https:evil.example", "HTTPS:evil.example/SecretPath", "javascript:alert(7)"];
    for (const secret of secrets) logger.warn(`Invalid callbackURL: ${secret}`);
    logger.error(
      {
        err: new Error(
          'You made a PUT request to "/blogs/SecretSlug" but did not provide an `action`',
        ),
      },
      "Page request failed",
    );
    const text = lines.join("");
    for (const secret of [...secrets, "evil.example", "alert(7)", "SecretSlug"]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain("Invalid callbackURL: [url]");
  });

  it("drops the request value of better-auth's messages, link or not", () => {
    const lines: string[] = [];
    const undo = redirectLogs({ write: (line: string) => lines.push(line) });
    try {
      betterAuthLogger.log("error", "Invalid callbackURL: SecretHost.example");
      betterAuthLogger.log("error", "Invalid origin: null-SecretOrigin");
    } finally {
      undo();
    }
    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toEqual(["Invalid callbackURL: [value]", "Invalid origin: [value]"]);
  });

  it("leaves ordinary words, paths and numbers alone", () => {
    expect(redact("Applied migrations: 001_posts, 005_session_privacy")).toBe(
      "Applied migrations: 001_posts, 005_session_privacy",
    );
    expect(redact("media: provider builtin failed (timeout after 15000 ms)")).toBe(
      "media: provider builtin failed (timeout after 15000 ms)",
    );
    expect(redact("/api/tunnel/abc-DEF_123")).toBe("/api/tunnel/abc-DEF_123");
    expect(redact("Error: Invalid configuration: PORT is not a number")).toBe(
      "Error: Invalid configuration: PORT is not a number",
    );
    expect(redact("listening on localhost:3000")).toBe("listening on localhost:3000");
  });

  it("prints a value wrapped as Unredacted as it is (the dev outbox's link only)", () => {
    const { logger, lines } = capture();
    const link = "http://localhost:3000/api/auth/verify-email?token=t";
    logger.info({ link: new Unredacted(link) }, "outbox");
    expect((JSON.parse(lines.join("")) as { link: string }).link).toBe(link);
  });

  it("carries a failing post-change listener's error, scrubbed, never to the console", () => {
    const lines: string[] = [];
    const restore = redirectLogs({ write: (line: string) => lines.push(line) });
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const stop = onPostsChanged(() => {
      throw new Error(
        "purge of https://blog.example.org/blog/x?token=abc for ada@example.test failed",
      );
    });
    try {
      postsChanged({ kind: "updated", slugs: ["x"] });
    } finally {
      stop();
      restore();
      consoleError.mockRestore();
    }
    expect(consoleError).not.toHaveBeenCalled();
    const entry = JSON.parse(lines.join("")) as { level: string; msg: string };
    expect(entry).toMatchObject({ level: "error", msg: "Post change listener failed" });
    const text = lines.join("");
    for (const secret of ["blog.example.org", "token=abc", "ada@example.test"]) {
      expect(text).not.toContain(secret);
    }
  });
});
